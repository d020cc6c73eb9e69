// The organisation's users (accounts/: list, invite, edit, deactivate, resend-invite) and invitation acceptance
// (register/verify-invite/, register/accept-invite/), against a real registry on PGlite. The e-mailed links are read
// from the mail outbox.
import { decodeJwt } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_EMAILS, loginAs, startTestRegistry, type TestRegistry } from '../../registry/testing.ts';
import { emitEvents } from '../../registry/domain/outbox.ts';
import { issueInvitation } from '../../registry/domain/users/invitations.ts';
import { call, createUser, V1 } from './helpers.ts';

let registry: TestRegistry;
let url: string;
const tokens: Record<string, string> = {};
const orgs: Record<string, string> = {};
const accounts: Record<string, string> = {};
const PASSWORD = 'a-fine-test-password-1';
const ACCOUNTS = `${V1}/accounts/`;
const VERIFY = `${V1}/register/verify-invite/`;
const ACCEPT = `${V1}/register/accept-invite/`;
const EXPIRED = { status: 400, body: { token: ['Your invite token has expired.'] } };

const db = () => registry.registry.db;
const as = (token: string, path: string, options: { method?: string; body?: unknown } = {}) => call(url, path, { ...options, token });
const idle = () => registry.registry.adapters.jobs.idle();

/** The invitation links e-mailed to `to`, newest first. */
async function invitationsTo(to: string) {
  await idle();
  const rows = await db()
    .selectFrom('mail_outbox')
    .select(['to', 'text', 'subject'])
    .where('tag', '=', 'invitation')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows
    .filter((row) => row.to[0]?.toLowerCase() === to.toLowerCase())
    .map((row) => ({ subject: row.subject, text: row.text, token: decodeURIComponent(/\/invite\?token=([^\s&]+)/.exec(row.text)![1]!) }));
}

let member: Awaited<ReturnType<typeof createUser>>;
let memberToken: string;

beforeAll(async () => {
  registry = await startTestRegistry({ rateLimits: { perAddress: 200 } });
  url = registry.url;
  for (const key of ['lawFirm', 'lawFirm2', 'provider'] as const) {
    tokens[key] = await loginAs(url, DEMO_EMAILS[key]);
    const account = (await as(tokens[key], `${V1}/accounts-auth/`)).body.registry_accounts[0];
    orgs[key] = account.registry_legal_organization.id;
    accounts[key] = account.id;
  }
  member = await createUser(db(), { password: PASSWORD, organizationId: orgs.lawFirm });
  memberToken = await loginAs(url, member.email, PASSWORD);
});
afterAll(() => registry?.close());

describe('the users list', () => {
  test("any member lists the organisation's accounts; only admins may act on them", async () => {
    const admin = await as(tokens.lawFirm, `${ACCOUNTS}?page_size=off`);
    expect(admin.status).toBe(200);
    expect(admin.body.next).toBeNull();
    const emails = admin.body.results.map((row: any) => row.email);
    expect(emails).toContain(DEMO_EMAILS.lawFirm);
    expect(emails).toContain(member.email);
    expect(emails).not.toContain(DEMO_EMAILS.lawFirm2);
    const self = admin.body.results.find((row: any) => row.email === DEMO_EMAILS.lawFirm);
    expect(self).toMatchObject({ id: accounts.lawFirm, role: 'ADMIN', is_active: true, registry_legal_organization: orgs.lawFirm });
    // Oneself and the last active admin cannot be deactivated.
    expect(self.viewer_can).toEqual({ edit: true, deactivate: false, resend_invitation: false });
    expect(admin.body.results.find((row: any) => row.email === member.email).viewer_can).toEqual({
      edit: true,
      deactivate: true,
      resend_invitation: false,
    });

    const plain = await as(memberToken, ACCOUNTS);
    expect(plain.status).toBe(200);
    expect(plain.body.results.map((row: any) => row.email).sort()).toEqual([...emails].sort());
    for (const row of plain.body.results) expect(row.viewer_can).toEqual({ edit: false, deactivate: false, resend_invitation: false });

    expect((await call(url, ACCOUNTS)).status).toBe(401);
    const paged = await as(tokens.lawFirm, `${ACCOUNTS}?page_size=1`);
    expect(paged.body.results).toHaveLength(1);
    expect(paged.body.next).toContain('page=2');
  });
});

let invitedEmail: string;
let invitedAccountId: string;
let firstToken: string;
let elsewhereToken: string;

describe('inviting a colleague', () => {
  test('input is checked; non-admins, other sides and anonymous callers are refused', async () => {
    expect(await as(tokens.lawFirm, ACCOUNTS, { method: 'POST', body: {} })).toEqual({
      status: 400,
      body: { email: ['This field is required.'] },
    });
    expect(await as(tokens.lawFirm, ACCOUNTS, { method: 'POST', body: { email: 'not-an-email', role: 'BOSS' } })).toEqual({
      status: 400,
      body: { email: ['Enter a valid email address.'], role: ['"BOSS" is not a valid choice.'] },
    });
    expect((await as(memberToken, ACCOUNTS, { method: 'POST', body: { email: 'x@example.test' } })).status).toBe(403);
    expect((await call(url, ACCOUNTS, { method: 'POST', body: { email: 'x@example.test' } })).status).toBe(401);
    const count = await db()
      .selectFrom('users')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('email', '=', 'x@example.test')
      .executeTakeFirst();
    expect(count?.n).toBe(0);
  });

  test('an admin invites a new e-mail: a user without a password, an account, and a link by e-mail', async () => {
    invitedEmail = `Colleague-${Date.now()}@Example.test`;
    const invited = await as(tokens.lawFirm, ACCOUNTS, {
      method: 'POST',
      body: { email: invitedEmail, first_name: 'Cora', last_name: 'Lee', role: 'USER' },
    });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({
      email: invitedEmail,
      first_name: 'Cora',
      last_name: 'Lee',
      role: 'USER',
      is_active: true,
      invitation_status: 'SENT',
      invitation_accepted_at: null,
      last_login: null,
      viewer_can: { edit: true, deactivate: true, resend_invitation: true },
    });
    invitedAccountId = invited.body.id;
    const user = await db().selectFrom('users').select(['password_hash']).where('email', '=', invitedEmail).executeTakeFirstOrThrow();
    expect(user.password_hash).toBeNull();
    const account = await db().selectFrom('accounts').selectAll().where('id', '=', invitedAccountId).executeTakeFirstOrThrow();
    expect(account.invited_at).not.toBeNull();
    expect(account.organization_id).toBe(orgs.lawFirm);
    const mails = await invitationsTo(invitedEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('You are invited to');
    firstToken = mails[0]!.token;
    // Only the token's hash is stored.
    const stored = await db().selectFrom('account_tokens').select('token_hash').where('account_id', '=', invitedAccountId).execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(firstToken);
  });

  test('an e-mail with an account here already (any case, active or not) is refused on `email`', async () => {
    const duplicate = { status: 400, body: { email: ['User already has an account for this organization.'] } };
    expect(await as(tokens.lawFirm, ACCOUNTS, { method: 'POST', body: { email: invitedEmail.toLowerCase() } })).toEqual(duplicate);
    expect(await as(tokens.lawFirm, ACCOUNTS, { method: 'POST', body: { email: DEMO_EMAILS.lawFirm } })).toEqual(duplicate);
    // The same e-mail may be invited to another organisation.
    const elsewhere = await as(tokens.lawFirm2, ACCOUNTS, { method: 'POST', body: { email: invitedEmail } });
    expect(elsewhere.status).toBe(201);
    expect(elsewhere.body.first_name).toBe('Cora');
    const mails = await invitationsTo(invitedEmail);
    expect(mails.length).toBe(2);
    elsewhereToken = mails[0]!.token;
  });

  test('resending replaces the link (the old one stops working); only admins, only while not accepted', async () => {
    const path = `${ACCOUNTS}${invitedAccountId}/resend-invite/`;
    expect((await as(memberToken, path, { method: 'PUT' })).status).toBe(403);
    expect((await as(tokens.lawFirm2, path, { method: 'PUT' })).status).toBe(404);
    expect((await call(url, path, { method: 'PUT' })).status).toBe(401);
    const resent = await as(tokens.lawFirm, path, { method: 'PUT' });
    expect(resent.status).toBe(200);
    expect(resent.body.invitation_status).toBe('SENT');
    const mails = await invitationsTo(invitedEmail);
    expect(mails).toHaveLength(3);
    expect(await call(url, VERIFY, { method: 'POST', body: { token: firstToken } })).toEqual(EXPIRED);
    firstToken = mails[0]!.token;
    expect((await as(tokens.lawFirm, `${ACCOUNTS}${accounts.lawFirm}/resend-invite/`, { method: 'PUT' })).status).toBe(400);
  });
});

describe('accepting an invitation', () => {
  test('verify-invite answers who is invited to which organisation; a bad token is the token-expired answer', async () => {
    expect(await call(url, VERIFY, { method: 'POST', body: {} })).toEqual(EXPIRED);
    expect(await call(url, VERIFY, { method: 'POST', body: { token: 'nope' } })).toEqual(EXPIRED);
    const verified = await call(url, VERIFY, { method: 'POST', body: { token: firstToken } });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({
      email: invitedEmail,
      organization: { id: orgs.lawFirm },
      first_name: 'Cora',
      last_name: 'Lee',
      phone_number: '',
      token: firstToken,
    });
    expect(verified.body.redirect).toBeUndefined();
    // Verifying does not spend the token.
    expect((await call(url, VERIFY, { method: 'POST', body: { token: firstToken } })).status).toBe(200);
  });

  test('accept-invite checks the names and the password policy, then sets them, the phone and the acceptance', async () => {
    expect(
      await call(url, ACCEPT, { method: 'POST', body: { token: 'nope', first_name: 'A', last_name: 'B', password: PASSWORD } }),
    ).toEqual(EXPIRED);
    const bad = await call(url, ACCEPT, { method: 'POST', body: { token: firstToken, first_name: ' ', password: 'xq7-shrt' } });
    expect(bad.status).toBe(400);
    expect(bad.body.first_name).toEqual(['This field is required.']);
    expect(bad.body.last_name).toEqual(['This field is required.']);
    expect(bad.body.password).toEqual(['This password is too short. It must contain at least 10 characters.']);
    expect(
      (await call(url, ACCEPT, { method: 'POST', body: { token: firstToken, first_name: 'C', last_name: 'L', password: 'password123' } }))
        .body.password,
    ).toContain('This password is too common.');
    expect(
      await call(url, ACCEPT, {
        method: 'POST',
        body: { token: firstToken, first_name: 'Corinne', last_name: 'Lee-Ray', password: PASSWORD, phone_number: '555-0100' },
      }),
    ).toEqual({
      status: 204,
      body: null,
    });
    // Used up.
    expect(await call(url, VERIFY, { method: 'POST', body: { token: firstToken } })).toEqual(EXPIRED);
    expect(
      await call(url, ACCEPT, { method: 'POST', body: { token: firstToken, first_name: 'X', last_name: 'Y', password: PASSWORD } }),
    ).toEqual(EXPIRED);
    const colleague = await loginAs(url, invitedEmail, PASSWORD);
    const me = (await as(colleague, `${V1}/accounts-auth/`)).body;
    expect(me.first_name).toBe('Corinne');
    const row = (await as(tokens.lawFirm, ACCOUNTS)).body.results.find((candidate: any) => candidate.id === invitedAccountId);
    expect(row).toMatchObject({ invitation_status: 'ACCEPTED', last_name: 'Lee-Ray' });
    expect(row.last_login).not.toBeNull();
    expect(row.viewer_can.resend_invitation).toBe(false);
    expect(
      (await db().selectFrom('accounts').select('phone_number').where('id', '=', invitedAccountId).executeTakeFirstOrThrow()).phone_number,
    ).toBe('555-0100');
    expect((await as(tokens.lawFirm, `${ACCOUNTS}${invitedAccountId}/resend-invite/`, { method: 'PUT' })).body).toEqual({
      non_field_errors: ['This invitation has already been accepted.'],
    });
  });

  test('a user who has a password already is sent to sign in: the invitation counts as accepted, the password stays', async () => {
    // lawFirm2 invited the same e-mail before it chose a password; that link now redirects.
    const link = { token: elsewhereToken };
    expect(await call(url, VERIFY, { method: 'POST', body: { token: link!.token } })).toEqual({ status: 200, body: { redirect: true } });
    expect(await call(url, VERIFY, { method: 'POST', body: { token: link!.token } })).toEqual(EXPIRED);
    const rows = (await as(tokens.lawFirm2, ACCOUNTS)).body.results;
    expect(rows.find((row: any) => row.email === invitedEmail).invitation_status).toBe('ACCEPTED');
    // An existing user's link never replaces the password.
    const other = await as(tokens.lawFirm2, ACCOUNTS, { method: 'POST', body: { email: DEMO_EMAILS.provider } });
    expect(other.status).toBe(201);
    const [providerLink] = await invitationsTo(DEMO_EMAILS.provider);
    expect(providerLink!.text).toContain('sign in with the password you already use');
    expect(
      await call(url, ACCEPT, {
        method: 'POST',
        body: { token: providerLink!.token, first_name: 'Evil', last_name: 'Twin', password: 'another-password-9' },
      }),
    ).toEqual({ status: 200, body: { redirect: true } });
    await loginAs(url, DEMO_EMAILS.provider);
  });

  test('issueInvitation (registration) e-mails the choose-a-password link; a deactivated account opens nothing', async () => {
    const applicant = await db()
      .insertInto('users')
      .values({ email: `applicant-${Date.now()}@example.test`, first_name: 'Ann', last_name: 'Plicant', password_hash: null })
      .returning(['id', 'email'])
      .executeTakeFirstOrThrow();
    const account = await db()
      .insertInto('accounts')
      .values({ user_id: applicant.id, organization_id: orgs.provider, role: 'ADMIN', is_registration_pending: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    const mail = await db()
      .transaction()
      .execute((trx) => issueInvitation(trx, { publicUrl: 'http://portal.test' }, { accountId: account.id, reason: 'REGISTRATION' }));
    expect(mail.message.to).toEqual([applicant.email]);
    expect(mail.message.subject).toBe('Choose your Lien Registry password');
    const token = decodeURIComponent(/http:\/\/portal\.test\/invite\?token=([^\s&]+)/.exec(mail.message.text)![1]!);
    expect((await call(url, VERIFY, { method: 'POST', body: { token } })).body.organization.id).toBe(orgs.provider);
    await db().updateTable('accounts').set({ is_active: false }).where('id', '=', account.id).execute();
    expect(await call(url, VERIFY, { method: 'POST', body: { token } })).toEqual(EXPIRED);
  });
});

describe('editing and deactivating', () => {
  test('an admin edits names and role; the e-mail stays; others are refused', async () => {
    const path = `${ACCOUNTS}${member.accountId}/`;
    expect(await as(tokens.lawFirm, path, { method: 'PUT', body: { first_name: '', role: 'X' } })).toEqual({
      status: 400,
      body: { first_name: ['This field is required.'], last_name: ['This field is required.'], role: ['"X" is not a valid choice.'] },
    });
    expect((await as(memberToken, path, { method: 'PUT', body: { first_name: 'A', last_name: 'B' } })).status).toBe(403);
    expect((await as(tokens.lawFirm2, path, { method: 'PUT', body: { first_name: 'A', last_name: 'B' } })).status).toBe(404);
    expect(
      (await as(tokens.lawFirm, `${ACCOUNTS}${accounts.lawFirm2}/`, { method: 'PUT', body: { first_name: 'A', last_name: 'B' } })).status,
    ).toBe(404);
    expect((await as(tokens.lawFirm, `${ACCOUNTS}not-a-uuid/`, { method: 'PUT', body: { first_name: 'A', last_name: 'B' } })).status).toBe(
      404,
    );
    expect((await call(url, path, { method: 'PUT', body: { first_name: 'A', last_name: 'B' } })).status).toBe(401);
    const edited = await as(tokens.lawFirm, path, {
      method: 'PUT',
      body: { first_name: 'Mia', last_name: 'Member', role: 'ADMIN', email: 'changed@example.test' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ first_name: 'Mia', last_name: 'Member', role: 'ADMIN', email: member.email });
  });

  test('a role change holds from the next request on', async () => {
    // Promoted above: the member may now invite.
    const invite = await as(memberToken, ACCOUNTS, { method: 'POST', body: { email: `promoted-${Date.now()}@example.test` } });
    expect(invite.status).toBe(201);
    await as(tokens.lawFirm, `${ACCOUNTS}${member.accountId}/`, {
      method: 'PUT',
      body: { first_name: 'Mia', last_name: 'Member', role: 'USER' },
    });
    expect((await as(memberToken, ACCOUNTS, { method: 'POST', body: { email: `demoted-${Date.now()}@example.test` } })).status).toBe(403);
    // Open pages of the organisation hear of it (they re-read their account, so the member's shows the new role).
    const events = await db()
      .selectFrom('events')
      .select('organization_ids')
      .where('type', '=', 'organization.updated')
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    expect(events[0]?.organization_ids).toEqual([orgs.lawFirm]);
  });

  test('nobody deactivates themselves; the last active admin is neither deactivated nor demoted', async () => {
    expect(await as(tokens.lawFirm, `${ACCOUNTS}${accounts.lawFirm}/`, { method: 'DELETE' })).toEqual({
      status: 400,
      body: { non_field_errors: ['You cannot deactivate your own account.'] },
    });
    expect(
      await as(tokens.lawFirm, `${ACCOUNTS}${accounts.lawFirm}/`, {
        method: 'PUT',
        body: { first_name: 'Laura', last_name: 'Hartwell', role: 'USER' },
      }),
    ).toEqual({ status: 400, body: { role: ['An organization needs at least one active admin.'] } });
    // A second admin may demote the first; then the second is the last one.
    const second = await createUser(db(), { password: PASSWORD, organizationId: orgs.lawFirm });
    await db().updateTable('accounts').set({ role: 'ADMIN' }).where('id', '=', second.accountId).execute();
    const secondToken = await loginAs(url, second.email, PASSWORD);
    // Two racing deactivations of the two admins: at most one passes.
    const [a, b] = await Promise.all([
      as(secondToken, `${ACCOUNTS}${accounts.lawFirm}/`, { method: 'DELETE' }),
      as(tokens.lawFirm, `${ACCOUNTS}${second.accountId}/`, { method: 'DELETE' }),
    ]);
    expect([a.status, b.status].filter((status) => status === 204).length).toBeLessThanOrEqual(1);
    const admins = await db()
      .selectFrom('accounts')
      .select('id')
      .where('organization_id', '=', orgs.lawFirm)
      .where('role', '=', 'ADMIN')
      .where('is_active', '=', true)
      .execute();
    expect(admins.length).toBeGreaterThanOrEqual(1);
    // Restore: the demo admin stays the organisation's admin.
    await db().updateTable('accounts').set({ is_active: true, role: 'ADMIN' }).where('id', '=', accounts.lawFirm).execute();
    await db().updateTable('accounts').set({ is_active: false }).where('id', '=', second.accountId).execute();
    await db()
      .updateTable('sessions')
      .set({ revoked_at: null })
      .where(
        'user_id',
        '=',
        (await db().selectFrom('users').select('id').where('email', '=', DEMO_EMAILS.lawFirm).executeTakeFirstOrThrow()).id,
      )
      .execute();
    tokens.lawFirm = await loginAs(url, DEMO_EMAILS.lawFirm);
  });

  test('deactivating: only admins of the organisation; the user without another account is signed out at once', async () => {
    const path = `${ACCOUNTS}${invitedAccountId}/`;
    expect((await as(memberToken, path, { method: 'DELETE' })).status).toBe(403);
    expect((await as(tokens.lawFirm2, path, { method: 'DELETE' })).status).toBe(404);
    expect((await call(url, path, { method: 'DELETE' })).status).toBe(401);
    // The colleague has another account (lawFirm2 accepted above), so stays signed in there.
    const colleague = await loginAs(url, invitedEmail, PASSWORD);
    expect(await as(tokens.lawFirm, path, { method: 'DELETE' })).toEqual({ status: 204, body: null });
    expect((await as(tokens.lawFirm, path, { method: 'DELETE' })).status).toBe(204);
    const me = await as(colleague, `${V1}/accounts-auth/`);
    expect(me.status).toBe(200);
    expect(me.body.registry_accounts.map((account: any) => account.registry_legal_organization.id)).toEqual([orgs.lawFirm2]);
    const refused = await call(url, `${V1}/escrow-agent/portfolio/`, {
      token: colleague,
      headers: { 'registry-account': invitedAccountId },
    });
    expect(refused.status).toBe(403);
    const row = (await as(tokens.lawFirm, ACCOUNTS)).body.results.find((candidate: any) => candidate.id === invitedAccountId);
    expect(row).toMatchObject({ is_active: false, viewer_can: { edit: false, deactivate: false, resend_invitation: false } });

    // The member has no other account: every session of theirs ends.
    expect((await as(tokens.lawFirm, `${ACCOUNTS}${member.accountId}/`, { method: 'DELETE' })).status).toBe(204);
    expect((await as(memberToken, `${V1}/accounts-auth/`)).status).toBe(401);
    const revoked = await db().selectFrom('events').select('session_id').where('type', '=', 'session.revoked').execute();
    expect(revoked.map((event) => event.session_id)).toContain(String(decodeJwt(memberToken).sid));
    // An invitation to a deactivated account opens nothing, and is not resent.
    expect((await as(tokens.lawFirm, `${ACCOUNTS}${member.accountId}/resend-invite/`, { method: 'PUT' })).status).toBe(400);
  });

  test('live events are not delivered to a session whose account in that organisation is deactivated', async () => {
    const colleague = await db().selectFrom('users').select('id').where('email', '=', invitedEmail).executeTakeFirstOrThrow();
    const session = String(decodeJwt(await loginAs(url, invitedEmail, PASSWORD)).sid);
    const caseRow = await db().selectFrom('cases').select('id').where('law_firm_id', '=', orgs.lawFirm).executeTakeFirstOrThrow();
    const eventFor = async (organizationId: string) => {
      await db()
        .transaction()
        .execute((trx) =>
          emitEvents(trx, [{ type: 'case.updated', change: 'details', caseId: caseRow.id, organizationIds: [organizationId] }]),
        );
      return (await db().selectFrom('events').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
    };
    const deliver = async (eventId: number, organizationId: string) =>
      call(url, `${V1}/events/${eventId}/deliveries/`, {
        method: 'POST',
        headers: { authorization: `Service ${registry.serviceKey}` },
        body: { organization_id: organizationId, recipients: [{ user_id: colleague.id, session_id: session }] },
      });
    expect((await deliver(await eventFor(orgs.lawFirm), orgs.lawFirm)).body).toEqual({ refused: [session] });
    expect((await deliver(await eventFor(orgs.lawFirm2), orgs.lawFirm2)).body).toEqual({ refused: [] });
  });
});

describe('rate limits', () => {
  test('verify-invite and accept-invite count per address like every public form (guessing tokens is limited)', async () => {
    const limited = await startTestRegistry({ seed: false, rateLimits: { perAddress: 3 } });
    try {
      for (const path of [VERIFY, ACCEPT]) {
        const statuses: number[] = [];
        for (let i = 0; i < 5; i++)
          statuses.push((await call(limited.url, path, { method: 'POST', body: { token: `guess-${i}` } })).status);
        expect(statuses.slice(0, 3)).toEqual([400, 400, 400]);
        expect(statuses.slice(3)).toEqual([429, 429]);
      }
    } finally {
      await limited.close();
    }
  });
});
