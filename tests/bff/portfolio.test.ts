// The portfolio through GraphQL against the registry's own answers: paging, search, filters, ordering, counts,
// DataLoader batching (registry calls per operation do not grow with the page size), and the status update.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_EMAILS, loginAs } from '../../registry/testing.ts';
import { gql, startBffStack, type BffStack, type GqlReply } from './helpers.ts';

let stack: BffStack;
let lawFirm: string;
let lawFirm2: string;
let provider: string;
beforeAll(async () => {
  stack = await startBffStack();
  [lawFirm, lawFirm2, provider] = await Promise.all(
    [DEMO_EMAILS.lawFirm, DEMO_EMAILS.lawFirm2, DEMO_EMAILS.provider].map((email) => loginAs(stack.registry.url, email)),
  );
});
afterAll(() => stack?.close());

const PAGE = `query Page($first: Int, $after: String, $search: String, $filter: PortfolioFilter, $orderBy: PortfolioOrder) {
  viewer { portfolio(first: $first, after: $after, search: $search, filter: $filter, orderBy: $orderBy) {
    totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id internalID plaintiff { firstName lastName } status isClosed } } } } }`;

async function rest(token: string, query: string) {
  const response = await fetch(`${stack.registry.url}/api/registry/v1/escrow-agent/portfolio/?page_size=off&${query}`, {
    headers: { authorization: `JWT ${token}` },
  });
  return (await response.json()) as { count: number; results: { id: string }[] };
}

async function walk(token: string, variables: Record<string, unknown>) {
  const ids: string[] = [];
  let after: string | null = null;
  let totalCount = 0;
  for (let pages = 0; pages < 50; pages++) {
    const reply: GqlReply = await gql(stack, PAGE, { ...variables, first: 7, after }, { token });
    expect(reply.body.errors).toBeUndefined();
    const portfolio: any = reply.body.data.viewer.portfolio;
    totalCount = portfolio.totalCount;
    ids.push(...portfolio.edges.map((edge: any) => edge.node.internalID));
    if (!portfolio.pageInfo.hasNextPage) break;
    expect(portfolio.pageInfo.endCursor).toBe(portfolio.edges.at(-1).cursor);
    after = portfolio.pageInfo.endCursor;
  }
  return { ids, totalCount };
}

describe('portfolio connection', () => {
  test('pages forward through every open case exactly once, in the registry order', async () => {
    const { ids, totalCount } = await walk(lawFirm, {});
    const expected = await rest(lawFirm, '');
    expect(totalCount).toBe(expected.count);
    expect(ids).toEqual(expected.results.map((c) => c.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('resuming after any edge cursor continues right after that edge', async () => {
    const first = (await gql(stack, PAGE, { first: 10 }, { token: lawFirm })).body.data.viewer.portfolio;
    const resumed = (await gql(stack, PAGE, { first: 3, after: first.edges[4].cursor }, { token: lawFirm })).body.data.viewer.portfolio;
    expect(resumed.edges.map((e: any) => e.node.internalID)).toEqual(first.edges.slice(5, 8).map((e: any) => e.node.internalID));
  });

  test('filters, search and ordering match the registry; counts agree', async () => {
    for (const [filter, query] of [
      [{ isClosed: true }, 'is_closed=true'],
      [{ isClosed: null }, 'is_closed=all'],
    ] as const) {
      const { ids } = await walk(lawFirm, { filter });
      expect(ids).toEqual((await rest(lawFirm, query)).results.map((c) => c.id));
    }
    const counts = (await gql(stack, `{ viewer { portfolioCounts { count open closed resolved } } }`, {}, { token: lawFirm })).body.data
      .viewer.portfolioCounts;
    expect(counts.open).toBe((await rest(lawFirm, 'is_closed=false')).count);
    expect(counts.closed).toBe((await rest(lawFirm, 'is_closed=true')).count);
    expect(counts.resolved).toBeNull();
    expect(counts.closed).toBeGreaterThan(0);

    // totalCount under each filter agrees with the counts: open by default, closed, and both with null.
    const totalCount = async (filter?: Record<string, unknown>) =>
      (await gql(stack, PAGE, { first: 1, filter }, { token: lawFirm })).body.data.viewer.portfolio.totalCount as number;
    expect(await totalCount()).toBe(counts.open);
    expect(await totalCount({ isClosed: false })).toBe(counts.open);
    expect(await totalCount({ isClosed: true })).toBe(counts.closed);
    expect(await totalCount({ isClosed: null })).toBe(counts.open + counts.closed);
    const bothCounts = (
      await gql(stack, `{ viewer { portfolioCounts(filter: { isClosed: null }) { count open closed } } }`, {}, { token: lawFirm })
    ).body.data.viewer.portfolioCounts;
    expect(bothCounts).toEqual({ count: counts.open + counts.closed, open: counts.open, closed: counts.closed });

    const sorted = (
      await gql(stack, PAGE, { first: 100, orderBy: 'PLAINTIFF_LAST_NAME_ASC' }, { token: lawFirm })
    ).body.data.viewer.portfolio.edges.map((edge: any) => edge.node.plaintiff.lastName as string);
    expect(sorted).toEqual([...sorted].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));

    const someone = sorted[3]!;
    const searched = await walk(lawFirm, { search: someone });
    expect(searched.ids).toEqual((await rest(lawFirm, `search=${encodeURIComponent(someone)}`)).results.map((c) => c.id));
    expect(searched.ids.length).toBeGreaterThan(0);
    // Searching narrows: fewer cases than the unfiltered open portfolio, and every hit carries the name.
    expect(searched.totalCount).toBe(searched.ids.length);
    expect(searched.ids.length).toBeLessThan(counts.open);
    const hits = (await gql(stack, PAGE, { first: 100, search: someone }, { token: lawFirm })).body.data.viewer.portfolio.edges;
    for (const edge of hits)
      expect(`${edge.node.plaintiff.firstName} ${edge.node.plaintiff.lastName}`.toLowerCase()).toContain(someone.toLowerCase());
    const nobody = await gql(stack, PAGE, { first: 10, search: 'zzz-no-such-plaintiff' }, { token: lawFirm });
    expect(nobody.body.data.viewer.portfolio).toMatchObject({ totalCount: 0, edges: [], pageInfo: { hasNextPage: false } });
  });

  test('a rich page costs the same registry calls at 20 rows as at 100 (DataLoader batching)', async () => {
    const RICH = `query($first: Int) { viewer { portfolio(first: $first, filter: { isClosed: null }) { edges { node { internalID
      plaintiff { firstName lastName fullName birthdate } lawFirm { name }
      lienholders { name kind } liens { balance verificationStatus lienholder { name } case { internalID } } createdByOrganization { name } } } } } }`;
    const calls = async (first: number) => {
      const reply = await gql(stack, RICH, { first }, { token: lawFirm });
      expect(reply.body.errors).toBeUndefined();
      return { calls: reply.body.extensions!.upstreamCalls!, rows: (reply.body.data.viewer.portfolio.edges as unknown[]).length };
    };
    await calls(1); // the option lists are cached per process; keep them out of the comparison
    const [small, large] = [await calls(20), await calls(100)];
    // The larger page really has more rows (and so more lienholders and liens) to resolve.
    expect(small.rows).toBe(20);
    expect(large.rows).toBeGreaterThan(20);
    expect(small.calls).toBe(large.calls);
    expect(small.calls).toBeLessThanOrEqual(6);
  });

  test("viewer.case answers the firm's own case and null for another firm", async () => {
    const [first] = (await rest(lawFirm, '')).results;
    const query = `query($id: String!) { viewer { case(internalID: $id) { internalID plaintiff { fullName } } } }`;
    expect((await gql(stack, query, { id: first!.id }, { token: lawFirm })).body.data.viewer.case.internalID).toBe(first!.id);
    expect((await gql(stack, query, { id: first!.id }, { token: lawFirm2 })).body.data.viewer.case).toBeNull();
    expect((await gql(stack, query, { id: 'not-an-id' }, { token: lawFirm })).body.data.viewer.case).toBeNull();
  });
});

describe('updateCaseStatus', () => {
  const UPDATE = `mutation($input: UpdateCaseStatusInput!) { updateCaseStatus(input: $input) {
    case { internalID status appearanceDate } activityEdge { node { type note } } userErrors { field message code } } }`;
  // What a refused update must leave alone: the status, its dates and the history.
  const STATE = `query($id: String!) { viewer { case(internalID: $id) { status appearanceDate lastUpdatedAt history(first: 1) { totalCount } } } }`;

  test('a dated status without its date is a userError and changes nothing', async () => {
    const [target] = (await rest(lawFirm, '')).results;
    const before = await gql(stack, STATE, { id: target!.id }, { token: lawFirm });
    expect(before.body.data.viewer.case.status).not.toBe('TRIAL_SCHEDULED');
    const reply = await gql(stack, UPDATE, { input: { caseId: target!.id, status: 'TRIAL_SCHEDULED' } }, { token: lawFirm });
    expect(reply.body.data.updateCaseStatus).toEqual({
      case: null,
      activityEdge: null,
      userErrors: [{ field: 'date', message: 'This field is required.', code: 'INVALID' }],
    });
    const after = await gql(stack, STATE, { id: target!.id }, { token: lawFirm });
    expect(after.body.data).toEqual(before.body.data);
  });

  test('the law firm sets a dated status; the payload carries the history entry', async () => {
    const [, target] = (await rest(lawFirm, '')).results;
    const reply = await gql(
      stack,
      UPDATE,
      { input: { caseId: target!.id, status: 'TRIAL_SCHEDULED', date: '2027-03-01', note: 'Trial set' } },
      { token: lawFirm },
    );
    expect(reply.body.data.updateCaseStatus).toEqual({
      case: { internalID: target!.id, status: 'TRIAL_SCHEDULED', appearanceDate: '2027-03-01' },
      activityEdge: { node: { type: 'CASE_STATUS_UPDATED', note: 'Trial set' } },
      userErrors: [],
    });
    // Read back through GraphQL and the registry: the change is stored, and it is the newest history entry.
    const reread = await gql(
      stack,
      `query($id: String!) { viewer { case(internalID: $id) { status appearanceDate history(first: 1) { edges { node { type note } } } } } }`,
      { id: target!.id },
      { token: lawFirm },
    );
    expect(reread.body.data.viewer.case).toEqual({
      status: 'TRIAL_SCHEDULED',
      appearanceDate: '2027-03-01',
      history: { edges: [{ node: { type: 'CASE_STATUS_UPDATED', note: 'Trial set' } }] },
    });
    expect(((await rest(lawFirm, `id=${target!.id}`)).results[0] as any).status).toBe('TRIAL_SCHEDULED');
  });

  test('a lienholder and another firm are refused and nothing changes', async () => {
    // A case the provider holds a lien on, so the lienholder can see it and is refused for its role, not for visibility.
    const providerCases = new Set(
      (
        await gql(stack, PAGE, { first: 100, filter: { isResolved: null, isClosed: null } }, { token: provider })
      ).body.data.viewer.portfolio.edges.map((e: any) => e.node.internalID),
    );
    const target = (await rest(lawFirm, '')).results.find((c) => providerCases.has(c.id));
    expect(target).toBeDefined();
    const before = await gql(stack, STATE, { id: target!.id }, { token: lawFirm });
    const status = before.body.data.viewer.case.status === 'NEGOTIATION' ? 'DEMAND_SENT' : 'NEGOTIATION';

    const lienholder = await gql(stack, UPDATE, { input: { caseId: target!.id, status } }, { token: provider });
    expect(lienholder.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(lienholder.body.data?.updateCaseStatus ?? null).toBeNull();
    const otherFirm = await gql(stack, UPDATE, { input: { caseId: target!.id, status } }, { token: lawFirm2 });
    expect(otherFirm.body.data.updateCaseStatus.userErrors).toEqual([{ field: null, message: 'Not found.', code: 'NOT_FOUND' }]);

    expect((await gql(stack, STATE, { id: target!.id }, { token: lawFirm })).body.data).toEqual(before.body.data);
    expect(((await rest(lawFirm, `id=${target!.id}`)).results[0] as any).status).toBe(before.body.data.viewer.case.status);
  });
});

describe('portfolio facets and search (issue 13)', () => {
  const COUNTS = `query($search: String, $filter: PortfolioFilter) { viewer { portfolioCounts(search: $search, filter: $filter) {
    count statuses { value label count }
    facets { lienholders { internalID name count } lawFirms { internalID name count } tags { internalID name count }
      treatmentStatuses { value label count } totals { lienholders lawFirms tags } } } } }`;
  const counts = async (token: string, variables: Record<string, unknown> = {}) => {
    const reply = await gql(stack, COUNTS, variables, { token });
    expect(reply.body.errors).toBeUndefined();
    return reply.body.data.viewer.portfolioCounts;
  };
  const total = async (token: string, variables: Record<string, unknown>) => {
    const reply = await gql(stack, PAGE, { first: 1, ...variables }, { token });
    expect(reply.body.errors).toBeUndefined();
    return reply.body.data.viewer.portfolio.totalCount as number;
  };

  test('law firm: status counts with labels, lienholder facet values whose counts are what filtering by them lists', async () => {
    const all = await counts(lawFirm);
    const registry = (await (
      await fetch(`${stack.registry.url}/api/registry/v1/escrow-agent/portfolio/counts/`, { headers: { authorization: `JWT ${lawFirm}` } })
    ).json()) as { status: Record<string, number> };
    expect(Object.fromEntries(all.statuses.map((s: any) => [s.value, s.count]))).toEqual(registry.status);
    expect(all.statuses.find((s: any) => s.value === 'CLIENT_TREATING').label).toBe('Client Treating');
    const busiest = all.statuses.filter((s: any) => s.count > 0)[0];
    expect(await total(lawFirm, { filter: { status: [busiest.value] } })).toBe(busiest.count);

    expect(all.facets.lawFirms).toEqual([]);
    expect(all.facets.treatmentStatuses).toEqual([]);
    expect(all.facets.lienholders.length).toBeGreaterThan(0);
    expect(all.facets.totals.lienholders).toBeGreaterThanOrEqual(all.facets.lienholders.length);
    const [lienholder] = all.facets.lienholders;
    expect(await total(lawFirm, { filter: { lienholders: [lienholder.internalID] } })).toBe(lienholder.count);
    // The status cards answer under the lienholder filter too (cases without a status are in the count only).
    const narrowed = await counts(lawFirm, { filter: { lienholders: [lienholder.internalID] } });
    expect(narrowed.count).toBe(lienholder.count);
    expect(narrowed.statuses.reduce((sum: number, s: any) => sum + s.count, 0)).toBeLessThanOrEqual(lienholder.count);
    const card = narrowed.statuses.find((s: any) => s.count > 0);
    expect(await total(lawFirm, { filter: { lienholders: [lienholder.internalID], status: [card.value] } })).toBe(card.count);

    const found = await gql(
      stack,
      `query($search: String!) { viewer { portfolioFacetSearch(facet: LIENHOLDER, search: $search) { internalID name count } } }`,
      { search: lienholder.name.slice(1, 5) },
      { token: lawFirm },
    );
    expect(found.body.errors).toBeUndefined();
    expect(found.body.data.viewer.portfolioFacetSearch).toContainEqual(lienholder);
  });

  test('lienholder: law firm and treatment status facets filter the list', async () => {
    const all = await counts(provider);
    expect(all.facets.lienholders).toEqual([]);
    expect(all.facets.treatmentStatuses.map((s: any) => s.value)).toEqual(['TREATING', 'DONE_TREATING']);
    for (const status of all.facets.treatmentStatuses)
      expect(await total(provider, { filter: { treatmentStatus: [status.value] } })).toBe(status.count);
    const [firm] = all.facets.lawFirms;
    expect(await total(provider, { filter: { lawFirms: [firm.internalID] } })).toBe(firm.count);
    const both = await gql(
      stack,
      PAGE,
      { first: 1, filter: { lawFirm: firm.internalID, lawFirms: [firm.internalID] } },
      { token: provider },
    );
    expect(both.body.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
  });

  test("another organisation's lienholder, law firm or tag ids select nothing and name nothing", async () => {
    const own = await counts(lawFirm);
    const [lienholder] = own.facets.lienholders;
    const other = await counts(lawFirm2);
    // lawFirm2 may share a lienholder with lawFirm; its count then covers only lawFirm2's cases.
    const shared = other.facets.lienholders.find((v: any) => v.internalID === lienholder.internalID);
    expect(await total(lawFirm2, { filter: { lienholders: [lienholder.internalID] } })).toBe(shared?.count ?? 0);
    for (const tag of own.facets.tags) expect(await total(lawFirm2, { filter: { tags: [tag.internalID], isClosed: null } })).toBe(0);
    const search = await gql(stack, `{ viewer { portfolioFacetSearch(facet: TAG, search: "") { internalID } } }`, {}, { token: lawFirm2 });
    const ownTags = new Set(own.facets.tags.map((t: any) => t.internalID));
    for (const tag of search.body.data.viewer.portfolioFacetSearch) expect(ownTags.has(tag.internalID)).toBe(false);
  });

  test('search finds a plaintiff by a typo and by the birth date as the UI shows it; RELEVANCE puts the match first', async () => {
    const rows = (
      await gql(
        stack,
        `{ viewer { portfolio(first: 5, filter: { isClosed: null }) { edges { node { internalID plaintiff { firstName lastName birthdate } } } } } }`,
        {},
        { token: lawFirm },
      )
    ).body.data.viewer.portfolio.edges.map((e: any) => e.node);
    const target = rows.find((row: any) => row.plaintiff.birthdate && row.plaintiff.lastName.length >= 4)!;
    expect(target).toBeDefined();
    const { firstName, lastName, birthdate } = target.plaintiff as { firstName: string; lastName: string; birthdate: string };
    const typo = `${firstName} ${lastName.slice(0, 2)}${lastName[3]}${lastName[2]}${lastName.slice(4)}`;
    const byTypo = await gql(stack, PAGE, { first: 5, search: typo, orderBy: 'RELEVANCE', filter: { isClosed: null } }, { token: lawFirm });
    expect(byTypo.body.errors).toBeUndefined();
    expect(byTypo.body.data.viewer.portfolio.edges.map((e: any) => e.node.internalID)).toContain(target.internalID);
    const [year, month, day] = birthdate.split('-');
    const byDate = await walk(lawFirm, { search: `${month}/${day}/${year}`, filter: { isClosed: null }, orderBy: 'RELEVANCE' });
    expect(byDate.ids).toContain(target.internalID);
  });
});
