// The GraphQL tenant-isolation matrix: for every demo account, the portfolio connection equals the registry's
// REST list for that account; for every other account, each case it must not see is null through `node`,
// `nodes` and `viewer.case`, the liens on it are null through `node`, and other lienholders' balances stay hidden.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_EMAILS, loginAs } from '../../registry/testing.ts';
import { gql, startBffStack, type BffStack, type GqlReply } from './helpers.ts';

interface Actor {
  label: string;
  token: string;
  kind: 'LAW_FIRM' | 'LIENHOLDER';
  cases: Set<string>;
  liens: Set<string>;
}

let stack: BffStack;
const actors: Actor[] = [];
const ACCOUNTS = ['lawFirm', 'lawFirm2', 'provider', 'funder', 'insurer', 'multi'] as const;

const ALL_CASES = `query($after: String, $filter: PortfolioFilter) { viewer { activeAccount { organization { kind } }
  portfolio(first: 100, after: $after, filter: $filter) { pageInfo { hasNextPage endCursor }
  edges { node { internalID liens { internalID isOwn balance } userLien { internalID } } } } } }`;

beforeAll(async () => {
  stack = await startBffStack();
  for (const key of ACCOUNTS) {
    const email = DEMO_EMAILS[key];
    const token = await loginAs(stack.registry.url, email);
    const cases = new Set<string>();
    const liens = new Set<string>();
    let kind: Actor['kind'] = 'LAW_FIRM';
    let after: string | null = null;
    for (;;) {
      const reply: GqlReply = await gql(stack, ALL_CASES, { after, filter: { isClosed: null, isResolved: null } }, { token });
      expect(reply.body.errors, email).toBeUndefined();
      const viewer: any = reply.body.data.viewer;
      kind = viewer.activeAccount.organization.kind;
      for (const edge of viewer.portfolio.edges) {
        cases.add(edge.node.internalID);
        for (const lien of edge.node.liens) liens.add(lien.internalID);
      }
      if (!viewer.portfolio.pageInfo.hasNextPage) break;
      after = viewer.portfolio.pageInfo.endCursor;
    }
    actors.push({ label: email, token, kind, cases, liens });
  }
});
afterAll(() => stack?.close());

async function restCaseIds(actor: Actor): Promise<Set<string>> {
  const path = actor.kind === 'LAW_FIRM' ? 'escrow-agent/portfolio/?is_closed=all' : 'lienholder/portfolio/?is_resolved=all&is_closed=all';
  const response = await fetch(`${stack.registry.url}/api/registry/v1/${path}&page_size=off`, { headers: { authorization: `JWT ${actor.token}` } });
  const body = (await response.json()) as { results: { id: string }[] };
  return new Set(body.results.map((c) => c.id));
}

describe('GraphQL tenant isolation', () => {
  test('the demo accounts see different, overlapping portfolios', () => {
    expect(actors).toHaveLength(ACCOUNTS.length);
    for (const actor of actors) expect(actor.cases.size, actor.label).toBeGreaterThan(0);
    const [lf1, lf2] = actors;
    expect([...lf1!.cases].some((id) => lf2!.cases.has(id))).toBe(false);
  });

  test.each(ACCOUNTS.map((key) => [DEMO_EMAILS[key]]))('%s: the connection lists exactly what the registry lists', async (email) => {
    const actor = actors.find((candidate) => candidate.label === email)!;
    expect(actor.cases).toEqual(await restCaseIds(actor));
  });

  const pairs = ACCOUNTS.flatMap((a) => ACCOUNTS.filter((b) => b !== a).map((b) => [DEMO_EMAILS[a], DEMO_EMAILS[b]] as const));

  test.each(pairs)('%s\'s cases and liens are invisible to %s', async (ownerEmail, otherEmail) => {
    const owner = actors.find((actor) => actor.label === ownerEmail)!;
    const other = actors.find((actor) => actor.label === otherEmail)!;
    const foreignCases = [...owner.cases].filter((id) => !other.cases.has(id));
    const foreignLiens = [...owner.liens].filter((id) => !other.liens.has(id));
    if (!foreignCases.length) return expect(owner.cases.size).toBeGreaterThan(0);

    const ids = foreignCases.map((id) => encodeGlobalID('Case', id));
    const nodes = await gql(stack, `query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids }, { token: other.token });
    expect(nodes.body.data.nodes).toEqual(ids.map(() => null));

    for (const id of foreignCases.slice(0, 3)) {
      const reply = await gql(
        stack,
        `query($id: ID!, $internal: String!) { node(id: $id) { id } viewer { case(internalID: $internal) { internalID } } }`,
        { id: encodeGlobalID('Case', id), internal: id },
        { token: other.token },
      );
      expect(reply.body.data, `${otherEmail} asking for ${id}`).toEqual({ node: null, viewer: { case: null } });
    }

    const lienIds = foreignLiens.slice(0, 10).map((id) => encodeGlobalID('Lien', id));
    if (lienIds.length) {
      const liens = await gql(stack, `query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids: lienIds }, { token: other.token });
      expect(liens.body.data.nodes).toEqual(lienIds.map(() => null));
    }
  });

  test('a lienholder never sees another lienholder\'s balance, on any shared case', async () => {
    let shared = 0;
    for (const actor of actors.filter((candidate) => candidate.kind === 'LIENHOLDER')) {
      const reply = await gql(stack, ALL_CASES, { after: null, filter: { isClosed: null, isResolved: null } }, { token: actor.token });
      for (const edge of reply.body.data.viewer.portfolio.edges) {
        for (const lien of edge.node.liens) {
          if (lien.isOwn) continue;
          shared++;
          expect(lien.balance, `${actor.label} on ${edge.node.internalID}`).toBeNull();
        }
        expect(edge.node.userLien, actor.label).not.toBeNull();
      }
    }
    expect(shared).toBeGreaterThan(0);
  });

  test('signed out, node and viewer answer nothing', async () => {
    const [owner] = actors;
    const id = encodeGlobalID('Case', [...owner!.cases][0]!);
    const reply = await gql(stack, `query($id: ID!) { node(id: $id) { id } viewer { user { email } } }`, { id });
    expect(reply.body.data).toEqual({ node: null, viewer: null });
  });
});
