// Provider invitations (DECISIONS.md 6): a law firm invites a provider by e-mail (the e-mail links to the lienholder
// wizard with the invitation's id and the address), lists its own invitations newest first, resends one while it is
// 'sent'; an approved registration accepts every invitation to that e-mail. Lienholders, anonymous callers and
// other law firms are refused.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { acceptProviderInvitations, ALREADY_ACCEPTED, ALREADY_INVITED } from '../../registry/domain/provider-invitations/index.ts';
import { MESSAGES } from '../../registry/domain/errors.ts';
import { DEMO_EMAILS, loginAs, startTestRegistry, type TestRegistry } from '../../registry/testing.ts';
import { call, V1 } from './helpers.ts';

let registry: TestRegistry;
let url: string;
const tokens: Record<string, string> = {};
const INVITES = `${V1}/invites/`;
const LIST = `${V1}/escrow-agent/compulsion-requests/`;
const db = () => registry.registry.db;
const as = (who: string, path: string, options: { method?: string; body?: unknown } = {}) =>
  call(url, path, { token: tokens[who], ...options });

async function invitationMails(to: string) {
  await registry.registry.adapters.jobs.idle();
  const rows = await db()
    .selectFrom('mail_outbox')
    .select(['to', 'subject', 'text'])
    .where('tag', '=', 'provider-invitation')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.filter((row) => row.to[0] === to);
}

beforeAll(async () => {
  registry = await startTestRegistry({ publicUrl: 'https://liens.example.test' });
  url = registry.url;
  for (const key of ['lawFirm', 'lawFirm2', 'provider'] as const) tokens[key] = await loginAs(url, DEMO_EMAILS[key]);
});
afterAll(() => registry?.close());

describe('provider invitations', () => {
  test('a law firm invites a provider: 201, the e-mail links to the wizard, the list shows it newest first', async () => {
    const me = (await as('lawFirm', `${V1}/accounts-auth/`)).body;
    const firmName = me.registry_accounts[0].registry_legal_organization.name;
    const first = await as('lawFirm', INVITES, { method: 'POST', body: { to_email: 'clinic-one@provider.test', to_name: 'Clinic One' } });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      to_email: 'clinic-one@provider.test',
      to_name: 'Clinic One',
      state: 'sent',
      accepted_at: null,
      from_email: DEMO_EMAILS.lawFirm,
      from_name: `${me.first_name} ${me.last_name}`.trim(),
      from_law_firm_name: firmName,
      to_lienholder: null,
      viewer_can: { resend: true },
    });
    const second = await as('lawFirm', INVITES, { method: 'POST', body: { to_email: 'clinic-two@provider.test' } });
    expect(second.status).toBe(201);

    const [mail] = await invitationMails('clinic-one@provider.test');
    expect(mail!.subject).toBe(`${firmName} invites you to the Lien Registry`);
    expect(mail!.text).toContain(
      `https://liens.example.test/register-lh/account?compulsion_request=${first.body.id}&email=clinic-one%40provider.test`,
    );

    const list = await as('lawFirm', LIST);
    expect(list.status).toBe(200);
    expect(list.body.results.slice(0, 2).map((row: any) => row.id)).toEqual([second.body.id, first.body.id]);
    expect((await as('lawFirm', `${LIST}?page_size=1`)).body).toMatchObject({ count: list.body.count, previous: null });
    // Another law firm sees none of them.
    expect((await as('lawFirm2', LIST)).body.results.map((row: any) => row.id)).not.toContain(first.body.id);
  });

  test('input: e-mail required and valid; an open invitation to the same e-mail is refused', async () => {
    expect(await as('lawFirm', INVITES, { method: 'POST', body: {} })).toEqual({ status: 400, body: { to_email: [MESSAGES.required] } });
    expect(await as('lawFirm', INVITES, { method: 'POST', body: { to_email: 'nope' } })).toEqual({
      status: 400,
      body: { to_email: ['Enter a valid email address.'] },
    });
    expect((await as('lawFirm', INVITES, { method: 'POST', body: { to_email: 'twice@provider.test' } })).status).toBe(201);
    expect(await as('lawFirm', INVITES, { method: 'POST', body: { to_email: 'TWICE@provider.test' } })).toEqual({
      status: 400,
      body: { to_email: [ALREADY_INVITED] },
    });
    // Another firm may invite the same provider.
    expect((await as('lawFirm2', INVITES, { method: 'POST', body: { to_email: 'twice@provider.test' } })).status).toBe(201);
  });

  test('resend e-mails it again while sent; accepted → 400; another firm → 404', async () => {
    const created = (await as('lawFirm', INVITES, { method: 'POST', body: { to_email: 'resend@provider.test' } })).body;
    const resent = await as('lawFirm', `${INVITES}${created.id}/resend/`, { method: 'POST' });
    expect(resent.status).toBe(200);
    expect(new Date(resent.body.last_sent_at).getTime()).toBeGreaterThanOrEqual(new Date(created.last_sent_at).getTime());
    expect(await invitationMails('resend@provider.test')).toHaveLength(2);
    expect(await as('lawFirm2', `${INVITES}${created.id}/resend/`, { method: 'POST' })).toEqual({
      status: 404,
      body: { detail: MESSAGES.notFound },
    });
    expect((await as('lawFirm', `${INVITES}not-a-uuid/resend/`, { method: 'POST' })).status).toBe(404);
    expect((await as('lawFirm', `${INVITES}${created.id}/`)).body).toMatchObject({ id: created.id, to_email: 'resend@provider.test' });
    expect((await as('lawFirm2', `${INVITES}${created.id}/`)).status).toBe(404);
    expect((await as('provider', `${INVITES}${created.id}/`)).status).toBe(403);
    expect((await call(url, `${INVITES}${created.id}/`)).status).toBe(401);

    const lienholder = await db().selectFrom('legal_organizations').select('id').where('type', '!=', 'LAW_FIRM').executeTakeFirstOrThrow();
    await db()
      .transaction()
      .execute((trx) => acceptProviderInvitations(trx, { email: 'RESEND@provider.test', organizationId: lienholder.id }));
    const row = (await as('lawFirm', LIST)).body.results.find((r: any) => r.id === created.id);
    expect(row).toMatchObject({ state: 'accepted', to_lienholder: lienholder.id, viewer_can: { resend: false } });
    expect(row.accepted_at).not.toBeNull();
    expect(await as('lawFirm', `${INVITES}${created.id}/resend/`, { method: 'POST' })).toEqual({
      status: 400,
      body: { non_field_errors: [ALREADY_ACCEPTED] },
    });
    expect(await invitationMails('resend@provider.test')).toHaveLength(2);
  });

  test('lienholders are refused (403), anonymous callers 401', async () => {
    expect((await as('provider', INVITES, { method: 'POST', body: { to_email: 'x@provider.test' } })).status).toBe(403);
    expect((await as('provider', LIST)).status).toBe(403);
    const any = (await as('lawFirm', LIST)).body.results[0].id;
    expect((await as('provider', `${INVITES}${any}/resend/`, { method: 'POST' })).status).toBe(403);
    expect((await call(url, INVITES, { method: 'POST', body: { to_email: 'x@provider.test' } })).status).toBe(401);
    expect((await call(url, LIST)).status).toBe(401);
    expect((await call(url, `${INVITES}${any}/resend/`, { method: 'POST' })).status).toBe(401);
  });
});
