// Lien actions: a law firm (or a lienholder on the case) adds a lienholder organisation, the law firm removes a lien,
// a lienholder removes a case, a lienholder merges duplicates of one law firm, and the organisation directory.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestRegistry, loginAs, DEMO_EMAILS, type TestRegistry } from '../../registry/testing.ts';
import { call, createUser, V1 } from './helpers.ts';

let registry: TestRegistry;
let url: string;
const tokens: Record<string, string> = {};
const org: Record<string, string> = {};
const LF_LIENS = `${V1}/beta/escrow-agent/liens/`;
const LH_LIENS = `${V1}/beta/lienholder/liens/`;

beforeAll(async () => {
  registry = await startTestRegistry();
  url = registry.url;
  for (const key of ['lawFirm', 'lawFirm2', 'provider', 'funder', 'insurer'] as const) {
    tokens[key] = await loginAs(url, DEMO_EMAILS[key]);
    const me = (await call(url, `${V1}/accounts-auth/`, { token: tokens[key] })).body;
    org[key] = me.registry_accounts[0].registry_legal_organization.id;
  }
});
afterAll(() => registry?.close());

const db = () => registry.registry.db;

/** Law firm 1's open cases, and which organisations hold a (non-rejected) lien on each. */
async function firmCases() {
  return (await call(url, `${V1}/escrow-agent/portfolio/?page_size=off`, { token: tokens.lawFirm })).body.results as any[];
}

/** A case of law firm 1 on which `holder` has no lien at all (not even a removed one). */
/** A case of law firm 1 on which none of `holders` holds a lien (of any status). */
async function caseWithout(holders: string | string[], skip = new Set<string>()) {
  const ids = (Array.isArray(holders) ? holders : [holders]).map((holder) => org[holder]);
  for (const kase of await firmCases()) {
    if (skip.has(kase.id)) continue;
    const any = await db()
      .selectFrom('liens')
      .select('id')
      .where('case_id', '=', kase.id)
      .where('lienholder_id', 'in', ids)
      .executeTakeFirst();
    if (!any) return kase;
  }
  throw new Error('no such case');
}

async function lienOf(caseId: string, holder: string) {
  return db().selectFrom('liens').selectAll().where('case_id', '=', caseId).where('lienholder_id', '=', org[holder]).executeTakeFirst();
}

const history = async (caseId: string, type: string) =>
  (await call(url, `${V1}/escrow-agent/activities/?case=${caseId}&type=${type}&page_size=50`, { token: tokens.lawFirm })).body
    .results as any[];

describe('adding a lienholder organisation to a case', () => {
  test('bad input, other tenants and law firms as lienholders are refused; nothing is written', async () => {
    const kase = await caseWithout('funder');
    const before = await db()
      .selectFrom('liens')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const attempts: Array<[string, Record<string, unknown>, number, unknown]> = [
      [tokens.lawFirm, {}, 400, { case: ['This field is required.'], lienholder: ['This field is required.'] }],
      [tokens.lawFirm, { case: 'nope', lienholder: org.funder }, 400, { case: ['Must be a valid UUID.'] }],
      [tokens.lawFirm, { case: kase.id, lienholder: org.lawFirm2 }, 400, { lienholder: ['Select a lienholder organisation.'] }],
      [tokens.lawFirm2, { case: kase.id, lienholder: org.funder }, 400, { case: ['Not found.'] }],
    ];
    for (const [token, body, status, expected] of attempts) {
      const reply = await call(url, LF_LIENS, { token, method: 'POST', body });
      expect(reply.status, JSON.stringify(body)).toBe(status);
      expect(reply.body).toEqual(expected);
    }
    // The wrong side on the law firm's path.
    expect(
      (await call(url, LF_LIENS, { token: tokens.provider, method: 'POST', body: { case: kase.id, lienholder: org.funder } })).status,
    ).toBe(403);
    // A lienholder not on the case.
    const stranger = await caseWithout('insurer');
    const strangerReply = await call(url, LH_LIENS, {
      token: tokens.insurer,
      method: 'POST',
      body: { case: stranger.id, lienholder: org.funder },
    });
    expect(strangerReply).toEqual({ status: 400, body: { case: ['Not found.'] } });
    const after = await db()
      .selectFrom('liens')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  test('the law firm adds a PENDING lien created by itself; the organisation sees the case; a duplicate is refused', async () => {
    const kase = await caseWithout('funder');
    const added = await call(url, LF_LIENS, { token: tokens.lawFirm, method: 'POST', body: { case: kase.id, lienholder: org.funder } });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      case: kase.id,
      lienholder: { id: org.funder },
      verification_status: 'PENDING',
      created_by_organization: { id: org.lawFirm },
      is_created_by_case_law_firm: true,
    });
    expect((await call(url, `${V1}/lienholder/portfolio/${kase.id}/`, { token: tokens.funder })).status).toBe(200);
    expect((await history(kase.id, 'LIEN_CREATED')).some((entry) => entry.lien === added.body.id)).toBe(true);

    const again = await call(url, LF_LIENS, { token: tokens.lawFirm, method: 'POST', body: { case: kase.id, lienholder: org.funder } });
    expect(again).toEqual({ status: 400, body: { non_field_errors: ['The lienholder already exists on the case.'] } });
  });

  test('a lienholder on the case adds another lienholder organisation (created by the lienholder)', async () => {
    const kase = (
      await call(url, `${V1}/lienholder/portfolio/?page_size=off&is_resolved=all`, { token: tokens.provider })
    ).body.results.find((c: any) => !c.lienholders.some((l: any) => l.id === org.insurer));
    const wasRemoved = await lienOf(kase.id, 'insurer');
    const added = await call(url, LH_LIENS, { token: tokens.provider, method: 'POST', body: { case: kase.id, lienholder: org.insurer } });
    expect(added.status).toBe(201);
    // Another organisation's lien: the provider sees only its public fields.
    expect(added.body).toEqual({
      id: added.body.id,
      case: kase.id,
      lienholder: { id: org.insurer, name: 'Summit Health Plan', type: 'HEALTH_INSURANCE' },
      verification_status: 'PENDING',
      is_own: false,
    });
    const row = await lienOf(kase.id, 'insurer');
    expect(row?.created_by_organization_id).toBe(org.provider);
    // A lien removed earlier comes back (same row, history kept) instead of a second one.
    if (wasRemoved) expect(row?.id).toBe(wasRemoved.id);
  });
});

describe('the law firm removes a lien', () => {
  test('only the case law firm, only visible liens; the lien becomes REJECTED with a LIEN_DELETED note', async () => {
    const kase = await caseWithout('funder');
    const added = (await call(url, LF_LIENS, { token: tokens.lawFirm, method: 'POST', body: { case: kase.id, lienholder: org.funder } }))
      .body;
    const path = `${LF_LIENS}${added.id}/`;
    expect((await call(url, path, { token: tokens.lawFirm2, method: 'DELETE', body: { note: 'x' } })).status).toBe(404);
    expect((await call(url, path, { token: tokens.funder, method: 'DELETE', body: { note: 'x' } })).status).toBe(403);
    expect((await call(url, `${LF_LIENS}not-a-uuid/`, { token: tokens.lawFirm, method: 'DELETE', body: {} })).status).toBe(404);
    expect(await call(url, path, { token: tokens.lawFirm, method: 'DELETE', body: { note: 42 } })).toEqual({
      status: 400,
      body: { note: ['Not a valid string.'] },
    });
    expect((await lienOf(kase.id, 'funder'))?.verification_status).toBe('PENDING');

    expect((await call(url, path, { token: tokens.lawFirm, method: 'DELETE', body: { note: 'Not our client.' } })).status).toBe(204);
    expect((await lienOf(kase.id, 'funder'))?.verification_status).toBe('REJECTED');
    // Law firms never see REJECTED liens; the lienholder loses the case.
    expect((await call(url, path, { token: tokens.lawFirm })).status).toBe(404);
    expect((await call(url, `${LF_LIENS}?case=${kase.id}&verification_status=REJECTED`, { token: tokens.lawFirm })).body.count).toBe(0);
    expect((await call(url, `${V1}/lienholder/portfolio/${kase.id}/`, { token: tokens.funder })).status).toBe(404);
    const [entry] = await history(kase.id, 'LIEN_DELETED');
    expect(entry).toMatchObject({
      note: 'Not our client.',
      lien: null,
      activity_data: { lienholder_name: 'Beacon Settlement Funding', lien_id: added.id },
    });
    // Removing it again: it is gone.
    expect((await call(url, path, { token: tokens.lawFirm, method: 'DELETE', body: {} })).status).toBe(404);
    const events = await db().selectFrom('events').selectAll().where('activity_id', '=', entry.id).execute();
    expect(events.map((event) => event.type).sort()).toEqual(['activity.created', 'case.updated', 'lien.updated']);
    // The audience before the change: the removed lienholder hears of it too.
    expect(events[0]!.organization_ids).toContain(org.funder);
    expect(events[0]!.organization_ids).toContain(org.lawFirm);
  });
});

describe('a lienholder removes a case', () => {
  test('the note is required when the case law firm created the lien; nothing changes without it', async () => {
    const kase = await caseWithout('funder');
    const added = (await call(url, LF_LIENS, { token: tokens.lawFirm, method: 'POST', body: { case: kase.id, lienholder: org.funder } }))
      .body;
    const path = `${LH_LIENS}${added.id}/remove-case/`;
    expect(await call(url, path, { token: tokens.funder, method: 'POST', body: {} })).toEqual({
      status: 400,
      body: { note: ['This field is required.'] },
    });
    expect(await call(url, path, { token: tokens.funder, method: 'POST', body: { note: '   ' } })).toEqual({
      status: 400,
      body: { note: ['This field is required.'] },
    });
    expect((await lienOf(kase.id, 'funder'))?.verification_status).toBe('PENDING');
    // Another lienholder: not its lien. A law firm: the wrong side.
    expect((await call(url, path, { token: tokens.provider, method: 'POST', body: { note: 'x' } })).status).toBe(404);
    expect((await call(url, path, { token: tokens.lawFirm, method: 'POST', body: { note: 'x' } })).status).toBe(403);

    expect((await call(url, path, { token: tokens.funder, method: 'POST', body: { note: 'Patient never treated here.' } })).status).toBe(
      204,
    );
    expect((await call(url, `${V1}/lienholder/portfolio/${kase.id}/`, { token: tokens.funder })).status).toBe(404);
    expect((await call(url, `${LF_LIENS}${added.id}/`, { token: tokens.lawFirm })).status).toBe(404);
    const [entry] = await history(kase.id, 'LIEN_REMOVED_BY_LIENHOLDER');
    expect(entry).toMatchObject({
      note: 'Patient never treated here.',
      lien: null,
      activity_data: { lienholder_name: 'Beacon Settlement Funding', lien_id: added.id },
    });
  });

  test('without a note when the lienholder created the lien itself', async () => {
    const own = await db()
      .selectFrom('liens as l')
      .innerJoin('cases as c', 'c.id', 'l.case_id')
      .select(['l.id', 'l.case_id'])
      .where('l.lienholder_id', '=', org.provider)
      .where('l.created_by_organization_id', '=', org.provider)
      .where('c.law_firm_id', '=', org.lawFirm)
      .where('l.verification_status', '!=', 'REJECTED')
      .executeTakeFirstOrThrow();
    const reply = await call(url, `${LH_LIENS}${own.id}/remove-case/`, { token: tokens.provider, method: 'POST', body: {} });
    expect(reply.status).toBe(204);
    expect((await call(url, `${V1}/lienholder/portfolio/${own.case_id}/`, { token: tokens.provider })).status).toBe(404);
  });
});

describe('a lienholder merges duplicates', () => {
  test('candidates of the same law firm; cases it holds liens on; another firm or tenant refused', async () => {
    // Two cases of law firm 1 that the funder has no lien on, both given a new insurer lien.
    const first = await caseWithout(['insurer', 'funder']);
    const second = await caseWithout(['insurer', 'funder'], new Set([first.id]));
    for (const kase of [first, second])
      await call(url, LF_LIENS, { token: tokens.lawFirm, method: 'POST', body: { case: kase.id, lienholder: org.insurer } });
    const candidates = await call(
      url,
      `${V1}/beta/lienholder/portfolio/?exclude=${first.id}&law_firm=${org.lawFirm}&page_size=1000&is_resolved=all`,
      { token: tokens.insurer },
    );
    expect(candidates.body.results.some((c: any) => c.id === second.id)).toBe(true);
    expect(candidates.body.results.every((c: any) => c.id !== first.id && c.law_firm?.id === org.lawFirm)).toBe(true);
    expect((await call(url, `${V1}/beta/lienholder/portfolio/?law_firm=nope`, { token: tokens.insurer })).body).toEqual({
      law_firm: ['Must be a valid UUID.'],
    });

    const LH = `${V1}/lienholder/portfolio/`;
    // A lienholder without liens on both: 404; a case of another law firm: 400; the law firm's path: 403.
    expect(
      (await call(url, `${LH}preview-merge/`, { token: tokens.funder, method: 'POST', body: { case_ids: [first.id, second.id] } })).status,
    ).toBe(404);
    expect(
      (
        await call(url, `${V1}/escrow-agent/portfolio/preview-merge/`, {
          token: tokens.insurer,
          method: 'POST',
          body: { case_ids: [first.id, second.id] },
        })
      ).status,
    ).toBe(403);
    const otherFirm = await db()
      .selectFrom('liens as l')
      .innerJoin('cases as c', 'c.id', 'l.case_id')
      .select('c.id')
      .where('l.lienholder_id', '=', org.insurer)
      .where('l.verification_status', '!=', 'REJECTED')
      .where('c.law_firm_id', '=', org.lawFirm2)
      .executeTakeFirst();
    if (otherFirm) {
      expect(
        await call(url, `${LH}preview-merge/`, { token: tokens.insurer, method: 'POST', body: { case_ids: [first.id, otherFirm.id] } }),
      ).toEqual({
        status: 400,
        body: { case_ids: ['Both cases must be with the same law firm.'] },
      });
    }

    const preview = await call(url, `${LH}preview-merge/`, {
      token: tokens.insurer,
      method: 'POST',
      body: { case_ids: [first.id, second.id] },
    });
    expect(preview.status).toBe(200);
    const merge = await call(url, `${LH}merge/`, {
      token: tokens.insurer,
      method: 'POST',
      body: { case_ids: [first.id, second.id], last_previewed_at: preview.body.last_previewed_at },
    });
    expect(merge).toEqual({ status: 200, body: { canonical_case_id: first.id } });
    expect((await call(url, `${V1}/lienholder/portfolio/${second.id}/`, { token: tokens.insurer })).status).toBe(404);
    expect((await lienOf(first.id, 'insurer'))?.verification_status).toBe('PENDING');
    expect((await history(first.id, 'CASES_MERGED')).length).toBe(1);
  });
});

describe('organisation directory', () => {
  test('any signed-in organisation searches by name; only id, name, type, city and state; kind filters the side', async () => {
    const reply = await call(url, `${V1}/legal-organizations-light/?search=beacon&kind=LIENHOLDER`, { token: tokens.lawFirm2 });
    expect(reply.body.results).toEqual([{ id: org.funder, name: 'Beacon Settlement Funding', type: 'FUNDER', city: 'Miami', state: 'FL' }]);
    const lienholders = (await call(url, `${V1}/legal-organizations-light/?kind=LIENHOLDER&page_size=1000`, { token: tokens.provider }))
      .body.results;
    expect(lienholders.every((o: any) => o.type !== 'LAW_FIRM')).toBe(true);
    expect((await call(url, `${V1}/legal-organizations-light/?kind=SOMETHING`, { token: tokens.provider })).body).toEqual({
      kind: ['"SOMETHING" is not a valid choice.'],
    });
    expect((await call(url, `${V1}/legal-organizations-light/?search=beacon`)).status).toBe(401);
  });

  test('a user without an organisation is refused', async () => {
    const loner = await createUser(db(), { password: 'pw-loner-123' });
    await db().deleteFrom('accounts').where('id', '=', loner.accountId).execute();
    const token = await loginAs(url, loner.email, 'pw-loner-123');
    expect((await call(url, `${V1}/legal-organizations-light/?search=beacon`, { token })).status).toBe(403);
  });
});
