// The staff dedupe queue through GraphQL: Match nodes with their records (a union), the connection with its counts,
// filters and cursor paging, the decisions with userErrors, and null / FORBIDDEN for everyone but staff (also while
// impersonating). Matches are inserted directly over the demo data (the matching engine is another slice).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../../registry/db/schema.ts';
import { DEMO_EMAILS, loginAs } from '../../registry/testing.ts';
import { gql, startBffStack, type BffStack } from './helpers.ts';

let stack: BffStack;
const tokens: Record<string, string> = {};
const db = (): Kysely<Database> => stack.registry.registry.db;
let firmCases: { id: string; first_name: string }[] = [];

beforeAll(async () => {
  stack = await startBffStack();
  for (const key of ['lawFirm', 'provider', 'staff'] as const) tokens[key] = await loginAs(stack.registry.url, DEMO_EMAILS[key]);
  const firm = await db()
    .selectFrom('users as u')
    .innerJoin('accounts as a', 'a.user_id', 'u.id')
    .select('a.organization_id')
    .where('u.email', '=', DEMO_EMAILS.lawFirm)
    .executeTakeFirstOrThrow();
  firmCases = await db()
    .selectFrom('cases as c')
    .innerJoin('persons as p', 'p.id', 'c.plaintiff_id')
    .select(['c.id', 'p.first_name'])
    .where('c.law_firm_id', '=', firm.organization_id)
    .orderBy('c.created_at')
    .execute();
});
afterAll(() => stack?.close());

let day = 0;
/**
 * The matching engine's jobs (the full refresh queued by a test, the per-case run after a merge) drop NEW matches it
 * does not find itself, which these hand-made ones are: each test writes its matches once no job is pending.
 */
const jobsIdle = () => stack.registry.registry.adapters.jobs.idle({ timeoutMs: 60_000 });

async function insertMatch(model: 'CASE' | 'CONTACT' | 'LEGAL_ORGANIZATION', ids: string[], importId: string | null = null) {
  await jobsIdle();
  day += 1;
  return (
    await db()
      .insertInto('dedupe_matches')
      .values({
        model_type: model,
        rule: 'name+birthdate',
        score: 0.9,
        record_ids: ids,
        group_key: [...ids].sort().join(','),
        import_id: importId,
        last_created_at: new Date(Date.UTC(2031, 0, day)),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

const QUEUE = `query($model: MatchModelType!, $status: MatchStatus, $importId: String, $first: Int, $after: String, $orderBy: MatchOrder) {
  viewer {
    dedupeMatchCounts(modelType: $model, importId: $importId) { new needsMoreInformation dismissed }
    dedupeMatches(modelType: $model, status: $status, importId: $importId, first: $first, after: $after, orderBy: $orderBy) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { cursor node {
        id internalID modelType status rule score note fromImport importId lastCreatedAt masterCandidateIds
        canMerge canDismiss canMarkNeedsMoreInformation
        records {
          __typename
          ... on MatchedCase { id internalID plaintiffName plaintiffBirthdate dateOfLoss stateOfIncident lienCount createdAt
            lawFirm { name } createdByOrganization { name } }
          ... on MatchedContact { id internalID email isUser lastLogin legalOrganization { name } }
          ... on MatchedOrganization { internalID name type website address phoneNumber caseCount createdAt }
        }
      } }
    }
  }
}`;

const MERGE = `mutation($input: MergeMatchInput!) { mergeMatch(input: $input) { decidedMatchId userErrors { field message code } } }`;
const DISMISS = `mutation($input: DismissMatchInput!) { dismissMatch(input: $input) { decidedMatchId match { status } userErrors { field message code } } }`;
const NMI = `mutation($input: MarkMatchNeedsMoreInformationInput!) { markMatchNeedsMoreInformation(input: $input) { decidedMatchId match { status note } userErrors { field message code } } }`;
const REFRESH = `mutation { refreshDedupeMatches { queued userErrors { message code } } }`;

describe('staff', () => {
  test('the queue: nodes with their records, counts, import filter, cursor paging; node() refetches a match', async () => {
    const importId = randomUUID();
    const [a, b, c, d, e, f] = firmCases.slice(0, 6);
    const first = await insertMatch('CASE', [a.id, b.id]);
    const second = await insertMatch('CASE', [c.id, d.id], importId);
    const third = await insertMatch('CASE', [e.id, f.id]);

    const reply = await gql(stack, QUEUE, { model: 'CASE', first: 2 }, { token: tokens.staff });
    expect(reply.body.errors).toBeUndefined();
    const { dedupeMatches, dedupeMatchCounts } = reply.body.data.viewer;
    expect(dedupeMatches.totalCount).toBe(3);
    expect(dedupeMatchCounts).toEqual({ new: 3, needsMoreInformation: 0, dismissed: 0 });
    expect(dedupeMatches.edges.map((edge: any) => edge.node.internalID)).toEqual([third, second]);
    expect(dedupeMatches.pageInfo.hasNextPage).toBe(true);
    const node = dedupeMatches.edges[1].node;
    expect(node).toMatchObject({ modelType: 'CASE', status: 'NEW', rule: 'name+birthdate', fromImport: true, importId, canMerge: true });
    expect(node.records.map((record: any) => record.__typename)).toEqual(['MatchedCase', 'MatchedCase']);
    expect(node.records[0].lawFirm.name).toBeTruthy();
    expect(node.masterCandidateIds.sort()).toEqual([c.id, d.id].sort());

    const next = await gql(stack, QUEUE, { model: 'CASE', first: 2, after: dedupeMatches.pageInfo.endCursor }, { token: tokens.staff });
    expect(next.body.data.viewer.dedupeMatches.edges.map((edge: any) => edge.node.internalID)).toEqual([first]);
    expect(next.body.data.viewer.dedupeMatches.pageInfo.hasNextPage).toBe(false);

    const oldest = await gql(stack, QUEUE, { model: 'CASE', orderBy: 'LAST_CREATED_AT_ASC' }, { token: tokens.staff });
    expect(oldest.body.data.viewer.dedupeMatches.edges[0].node.internalID).toBe(first);

    const fromImport = await gql(stack, QUEUE, { model: 'CASE', importId }, { token: tokens.staff });
    expect(fromImport.body.data.viewer.dedupeMatches.edges.map((edge: any) => edge.node.internalID)).toEqual([second]);

    const refetched = await gql(
      stack,
      `query($id: ID!) { node(id: $id) { ... on Match { internalID records { __typename } } } }`,
      { id: node.id },
      { token: tokens.staff },
    );
    expect(refetched.body.data.node.internalID).toBe(second);
    await db().deleteFrom('dedupe_matches').where('id', 'in', [first, second, third]).execute();
  });

  test('merge, dismiss and needs more information, with userErrors', async () => {
    const [a, b, c, d, e, f] = firmCases.slice(6, 12);
    const toMerge = await insertMatch('CASE', [a.id, b.id]);
    const toDismiss = await insertMatch('CASE', [c.id, d.id]);
    const toAsk = await insertMatch('CASE', [e.id, f.id]);
    const page = await gql(stack, QUEUE, { model: 'CASE', first: 10 }, { token: tokens.staff });
    const byId = new Map(page.body.data.viewer.dedupeMatches.edges.map((edge: any) => [edge.node.internalID, edge.node]));
    const mergeNode: any = byId.get(toMerge);

    const wrong = await gql(
      stack,
      MERGE,
      { input: { matchId: mergeNode.id, canonicalId: a.id, duplicateIds: [] } },
      { token: tokens.staff },
    );
    expect(wrong.body.data.mergeMatch.userErrors).toEqual([
      { field: 'duplicateIds', message: 'Choose at least one duplicate.', code: 'INVALID' },
    ]);

    const merged = await gql(
      stack,
      MERGE,
      { input: { matchId: mergeNode.id, canonicalId: mergeNode.records[0].id, duplicateIds: [mergeNode.records[1].id] } },
      { token: tokens.staff },
    );
    expect(merged.body.data.mergeMatch).toEqual({ decidedMatchId: mergeNode.id, userErrors: [] });
    expect(await db().selectFrom('cases').select('id').where('id', '=', mergeNode.records[1].internalID).execute()).toEqual([]);
    const again = await gql(
      stack,
      MERGE,
      { input: { matchId: mergeNode.id, canonicalId: a.id, duplicateIds: [b.id] } },
      { token: tokens.staff },
    );
    expect(again.body.data.mergeMatch.userErrors).toEqual([{ field: null, message: 'no document found', code: 'NOT_FOUND' }]);

    const dismissed = await gql(stack, DISMISS, { input: { matchId: (byId.get(toDismiss) as any).id } }, { token: tokens.staff });
    expect(dismissed.body.data.dismissMatch).toMatchObject({ match: { status: 'DISMISSED' }, userErrors: [] });
    // By registry id too.
    const twice = await gql(stack, DISMISS, { input: { matchId: toDismiss } }, { token: tokens.staff });
    expect(twice.body.data.dismissMatch.userErrors).toEqual([
      { field: null, message: 'This match is already dismissed.', code: 'INVALID' },
    ]);

    const askNode: any = byId.get(toAsk);
    const noNote = await gql(stack, NMI, { input: { matchId: askNode.id, note: ' ' } }, { token: tokens.staff });
    expect(noNote.body.data.markMatchNeedsMoreInformation.userErrors).toEqual([
      { field: 'note', message: 'This field is required.', code: 'INVALID' },
    ]);
    const asked = await gql(stack, NMI, { input: { matchId: askNode.id, note: 'Which date of loss?' } }, { token: tokens.staff });
    expect(asked.body.data.markMatchNeedsMoreInformation).toEqual({
      decidedMatchId: askNode.id,
      match: { status: 'NEEDS_MORE_INFORMATION', note: 'Which date of loss?' },
      userErrors: [],
    });

    const counts = await gql(stack, QUEUE, { model: 'CASE', status: 'DISMISSED' }, { token: tokens.staff });
    expect(counts.body.data.viewer.dedupeMatchCounts).toMatchObject({ dismissed: 1, needsMoreInformation: 1 });
    expect(counts.body.data.viewer.dedupeMatches.edges[0].node).toMatchObject({
      canDismiss: false,
      canMarkNeedsMoreInformation: false,
      canMerge: true,
    });

    const refreshed = await gql(stack, REFRESH, {}, { token: tokens.staff });
    expect(refreshed.body.data.refreshDedupeMatches).toEqual({ queued: true, userErrors: [] });
    await jobsIdle();
  });

  test('contact matches: the master candidates are the users when one is a user', async () => {
    const org = await db()
      .insertInto('legal_organizations')
      .values({ name: 'Bff Dedupe Org', type: 'FUNDER' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const contact = async (first: string) =>
      (
        await db()
          .insertInto('contacts')
          .values({
            first_name: first,
            last_name: 'Bell',
            email: `${first}-${randomUUID().slice(0, 6)}@example.test`,
            legal_organization_id: org.id,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const [plain, user] = [await contact('rae'), await contact('ray')];
    const staffAccount = await db()
      .selectFrom('accounts as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select('a.id')
      .where('u.email', '=', DEMO_EMAILS.funder)
      .executeTakeFirstOrThrow();
    const previous = await db()
      .selectFrom('accounts')
      .select('linked_contact_id')
      .where('id', '=', staffAccount.id)
      .executeTakeFirstOrThrow();
    await db().updateTable('accounts').set({ linked_contact_id: user }).where('id', '=', staffAccount.id).execute();
    const id = await insertMatch('CONTACT', [plain, user]);
    const reply = await gql(stack, QUEUE, { model: 'CONTACT' }, { token: tokens.staff });
    const node = reply.body.data.viewer.dedupeMatches.edges.find((edge: any) => edge.node.internalID === id).node;
    // Both contacts were written within a moment: whichever the queue lists first, the user is the one marked.
    const byId = Object.fromEntries(node.records.map((record: any) => [record.internalID, [record.__typename, record.isUser]]));
    expect(byId).toEqual({ [plain]: ['MatchedContact', false], [user]: ['MatchedContact', true] });
    expect(node.masterCandidateIds).toEqual([user]);
    await db().updateTable('accounts').set({ linked_contact_id: previous.linked_contact_id }).where('id', '=', staffAccount.id).execute();
    await db().deleteFrom('dedupe_matches').where('id', '=', id).execute();
  });
});

describe('legal organisation matches', () => {
  test('listed with their organisations, counted, dismissed and marked; merge refused; null / FORBIDDEN for others', async () => {
    const suffix = randomUUID().slice(0, 8);
    const [a, b, c] = await db()
      .insertInto('legal_organizations')
      .values([
        {
          name: `Bff Org ${suffix} LLC`,
          type: 'LAW_FIRM',
          website: `https://bff-${suffix}.example`,
          address1: '2 Elm St',
          city: 'Reno',
          state: 'NV',
          zip_code: '89501',
          phone_number: '7755550100',
        },
        { name: `Bff Org ${suffix}`, type: 'LAW_FIRM' },
        { name: `Bff Org ${suffix} PC`, type: 'LAW_FIRM' },
      ])
      .returning('id')
      .execute();
    const first = await insertMatch('LEGAL_ORGANIZATION', [a.id, b.id]);
    const second = await insertMatch('LEGAL_ORGANIZATION', [b.id, c.id]);

    const reply = await gql(stack, QUEUE, { model: 'LEGAL_ORGANIZATION' }, { token: tokens.staff });
    expect(reply.body.errors).toBeUndefined();
    const { dedupeMatches, dedupeMatchCounts } = reply.body.data.viewer;
    expect(dedupeMatchCounts).toEqual({ new: 2, needsMoreInformation: 0, dismissed: 0 });
    const node = dedupeMatches.edges.find((edge: any) => edge.node.internalID === first).node;
    expect(node).toMatchObject({ modelType: 'LEGAL_ORGANIZATION', status: 'NEW', canMerge: false, canDismiss: true });
    expect(node.records.map((record: any) => record.__typename)).toEqual(['MatchedOrganization', 'MatchedOrganization']);
    expect(node.records.find((record: any) => record.internalID === a.id)).toMatchObject({
      name: `Bff Org ${suffix} LLC`,
      type: 'LAW_FIRM',
      website: `https://bff-${suffix}.example`,
      address: '2 Elm St, Reno, NV 89501',
      phoneNumber: '7755550100',
      caseCount: 0,
    });
    const refetched = await gql(
      stack,
      `query($id: ID!) { node(id: $id) { ... on Match { internalID modelType } } }`,
      { id: node.id },
      { token: tokens.staff },
    );
    expect(refetched.body.data.node).toEqual({ internalID: first, modelType: 'LEGAL_ORGANIZATION' });

    // Non-staff: null and FORBIDDEN, nothing changes.
    for (const who of ['provider', 'lawFirm'] as const) {
      const options = { token: tokens[who] };
      const theirs = await gql(stack, QUEUE, { model: 'LEGAL_ORGANIZATION' }, options);
      expect(theirs.body.data.viewer.dedupeMatches, who).toBeNull();
      expect(theirs.body.data.viewer.dedupeMatchCounts, who).toBeNull();
      expect((await gql(stack, `query($id: ID!) { node(id: $id) { id } }`, { id: node.id }, options)).body.data.node, who).toBeNull();
      const dismiss = await gql(stack, DISMISS, { input: { matchId: node.id } }, options);
      expect(dismiss.body.data.dismissMatch.userErrors[0].code, who).toBe('FORBIDDEN');
    }

    const merge = await gql(
      stack,
      MERGE,
      { input: { matchId: node.id, canonicalId: a.id, duplicateIds: [b.id] } },
      { token: tokens.staff },
    );
    expect(merge.body.data.mergeMatch).toEqual({
      decidedMatchId: null,
      userErrors: [{ field: null, message: 'Organisations are merged from the verification tab.', code: 'INVALID' }],
    });
    const dismissed = await gql(stack, DISMISS, { input: { matchId: node.id } }, { token: tokens.staff });
    expect(dismissed.body.data.dismissMatch).toEqual({ decidedMatchId: node.id, match: { status: 'DISMISSED' }, userErrors: [] });
    // By registry id too (the model is looked up).
    const asked = await gql(stack, NMI, { input: { matchId: second, note: 'Same firm?' } }, { token: tokens.staff });
    expect(asked.body.data.markMatchNeedsMoreInformation).toMatchObject({
      match: { status: 'NEEDS_MORE_INFORMATION', note: 'Same firm?' },
    });
    const after = await gql(stack, QUEUE, { model: 'LEGAL_ORGANIZATION', status: 'DISMISSED' }, { token: tokens.staff });
    expect(after.body.data.viewer.dedupeMatchCounts).toEqual({ new: 0, needsMoreInformation: 1, dismissed: 1 });
    expect(after.body.data.viewer.dedupeMatches.edges.map((edge: any) => edge.node.internalID)).toEqual([first]);
    await db().deleteFrom('dedupe_matches').where('id', 'in', [first, second]).execute();
    await db().deleteFrom('legal_organizations').where('id', 'in', [a.id, b.id, c.id]).execute();
  });
});

// The BFF does not impersonate (a staff tool calls the registry with `impostor` directly); the registry's refusal of
// impersonating staff is in tests/contract/dedupe.test.ts.
describe('everyone else', () => {
  test('non-staff read null and get FORBIDDEN; nothing changes', async () => {
    const [a, b] = firmCases.slice(12, 14);
    const id = await insertMatch('CASE', [a.id, b.id]);
    const matchId = Buffer.from(`Match:CASE:${id}`).toString('base64');
    for (const who of ['provider', 'lawFirm'] as const) {
      const options = { token: tokens[who] };
      const reply = await gql(stack, QUEUE, { model: 'CASE' }, options);
      expect(reply.body.data.viewer.dedupeMatches, who).toBeNull();
      expect(reply.body.data.viewer.dedupeMatchCounts, who).toBeNull();
      const node = await gql(stack, `query($id: ID!) { node(id: $id) { id } }`, { id: matchId }, options);
      expect(node.body.data.node, who).toBeNull();
      for (const [query, input, field] of [
        [MERGE, { matchId, canonicalId: a.id, duplicateIds: [b.id] }, 'mergeMatch'],
        [DISMISS, { matchId }, 'dismissMatch'],
        [NMI, { matchId, note: 'x' }, 'markMatchNeedsMoreInformation'],
      ] as const) {
        const mutation = await gql(stack, query, { input }, options);
        expect(mutation.body.data[field].userErrors[0].code, `${who} ${field}`).toBe('FORBIDDEN');
      }
      const refresh = await gql(stack, REFRESH, {}, options);
      expect(refresh.body.data.refreshDedupeMatches).toMatchObject({ queued: false, userErrors: [{ code: 'FORBIDDEN' }] });
    }
    const signedOut = await gql(stack, DISMISS, { input: { matchId } });
    expect(signedOut.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await db().selectFrom('dedupe_matches').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('NEW');
  });
});
