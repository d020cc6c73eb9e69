// The GraphQL tenant-isolation matrix: for every demo account, the portfolio connection equals the registry's
// REST list for that account; for every other account, each case it must not see is null through `node`,
// `nodes` and `viewer.case`, the liens on it are null through `node`, and other lienholders' balances stay hidden.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEFAULT_QUERY_LIMITS } from '../../bff/limits.ts';
import { DEMO_EMAILS, loginAs } from '../../registry/testing.ts';
import { gql, startBffStack, type BffStack, type GqlReply } from './helpers.ts';

interface Actor {
  label: string;
  token: string;
  kind: 'LAW_FIRM' | 'LIENHOLDER';
  cases: Set<string>;
  liens: Set<string>;
  lienRows: { caseId: string; internalID: string; isOwn: boolean; balance: string | null }[];
  userLiens: Map<string, string | null>;
}

let stack: BffStack;
const actors: Actor[] = [];
const ACCOUNTS = ['lawFirm', 'lawFirm2', 'provider', 'funder', 'insurer', 'multi'] as const;

const CASES_PER_OPERATION = Math.floor(DEFAULT_QUERY_LIMITS.maxAliases / 2);

/** `n<i>: node(id:)` and `viewer { c<i>: case(internalID:) }` for each of `count` cases. */
function perCaseQuery(count: number): string {
  const indexes = Array.from({ length: count }, (_, index) => index);
  const variables = indexes.map((index) => `$g${index}: ID!, $i${index}: String!`).join(', ');
  const nodes = indexes.map((index) => `n${index}: node(id: $g${index}) { id }`).join(' ');
  const cases = indexes.map((index) => `c${index}: case(internalID: $i${index}) { internalID }`).join(' ');
  return `query(${variables}) { ${nodes} viewer { ${cases} } }`;
}

function perCaseVariables(ids: string[]): Record<string, string> {
  return Object.fromEntries(
    ids.flatMap((id, index) => [
      [`g${index}`, encodeGlobalID('Case', id)],
      [`i${index}`, id],
    ]),
  );
}

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
    const lienRows: Actor['lienRows'] = [];
    const userLiens = new Map<string, string | null>();
    let kind: Actor['kind'] | undefined;
    let after: string | null = null;
    for (;;) {
      const reply: GqlReply = await gql(stack, ALL_CASES, { after, filter: { isClosed: null, isResolved: null } }, { token });
      expect(reply.body.errors, email).toBeUndefined();
      const viewer: any = reply.body.data.viewer;
      kind = viewer.activeAccount.organization.kind;
      for (const edge of viewer.portfolio.edges) {
        cases.add(edge.node.internalID);
        for (const lien of edge.node.liens) {
          liens.add(lien.internalID);
          lienRows.push({ caseId: edge.node.internalID, internalID: lien.internalID, isOwn: lien.isOwn, balance: lien.balance });
        }
        userLiens.set(edge.node.internalID, edge.node.userLien?.internalID ?? null);
      }
      if (!viewer.portfolio.pageInfo.hasNextPage) break;
      after = viewer.portfolio.pageInfo.endCursor;
    }
    actors.push({ label: email, token, kind: kind!, cases, liens, lienRows, userLiens });
  }
});
afterAll(() => stack?.close());

async function restCaseIds(actor: Actor): Promise<Set<string>> {
  const path = actor.kind === 'LAW_FIRM' ? 'escrow-agent/portfolio/?is_closed=all' : 'lienholder/portfolio/?is_resolved=all&is_closed=all';
  const response = await fetch(`${stack.registry.url}/api/registry/v1/${path}&page_size=off`, {
    headers: { authorization: `JWT ${actor.token}` },
  });
  const body = (await response.json()) as { results: { id: string }[] };
  return new Set(body.results.map((c) => c.id));
}

describe('GraphQL tenant isolation', () => {
  test('the demo accounts see different, overlapping portfolios', () => {
    expect(actors).toHaveLength(ACCOUNTS.length);
    for (const actor of actors) expect(actor.cases.size, actor.label).toBeGreaterThan(0);
    const [lf1, lf2, provider, funder, insurer] = actors;
    const overlap = (a: Actor, b: Actor) => [...a.cases].filter((id) => b.cases.has(id)).length;
    // The two firms share nothing; each lienholder shares cases with a firm but also misses some of its cases.
    expect(overlap(lf1!, lf2!)).toBe(0);
    for (const lienholder of [provider!, funder!, insurer!]) {
      expect(overlap(lf1!, lienholder) + overlap(lf2!, lienholder), lienholder.label).toBeGreaterThan(0);
      expect(lienholder.cases.size, lienholder.label).toBeLessThan(lf1!.cases.size + lf2!.cases.size);
    }
    // Lienholders share some cases with each other (so there are other lienholders' liens to hide).
    expect(overlap(provider!, funder!) + overlap(provider!, insurer!) + overlap(funder!, insurer!)).toBeGreaterThan(0);
  });

  test.each(ACCOUNTS.map((key) => [DEMO_EMAILS[key]]))('%s: the connection lists exactly what the registry lists', async (email) => {
    const actor = actors.find((candidate) => candidate.label === email)!;
    expect(actor.cases).toEqual(await restCaseIds(actor));
  });

  const pairs = ACCOUNTS.flatMap((a) => ACCOUNTS.filter((b) => b !== a).map((b) => [DEMO_EMAILS[a], DEMO_EMAILS[b]] as const));

  test.each(pairs)("%s's cases and liens are invisible to %s", async (ownerEmail, otherEmail) => {
    const owner = actors.find((actor) => actor.label === ownerEmail)!;
    const other = actors.find((actor) => actor.label === otherEmail)!;
    const foreignCases = [...owner.cases].filter((id) => !other.cases.has(id));
    const foreignLiens = [...owner.liens].filter((id) => !other.liens.has(id));
    if (!foreignCases.length) return expect(owner.cases.size).toBeGreaterThan(0);

    const ids = foreignCases.map((id) => encodeGlobalID('Case', id));
    const nodes = await gql(stack, `query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids }, { token: other.token });
    expect(nodes.body.data.nodes).toEqual(ids.map(() => null));

    // Every foreign case, one by one through `node` and `viewer.case` (aliased, two per case, in operations that
    // stay within the BFF's alias limit).
    for (let start = 0; start < foreignCases.length; start += CASES_PER_OPERATION) {
      const chunk = foreignCases.slice(start, start + CASES_PER_OPERATION);
      const reply = await gql(stack, perCaseQuery(chunk.length), perCaseVariables(chunk), { token: other.token });
      expect(reply.body.errors).toBeUndefined();
      for (const [index, id] of chunk.entries()) {
        expect(
          { node: reply.body.data[`n${index}`], case: reply.body.data.viewer[`c${index}`] },
          `${otherEmail} asking for case ${id}`,
        ).toEqual({ node: null, case: null });
      }
    }

    // Every lien the owner sees that the other does not: all liens on foreign cases, and on shared cases the
    // ones hidden from the other (a law firm does not see rejected liens).
    const lienIds = foreignLiens.map((id) => encodeGlobalID('Lien', id));
    if (lienIds.length) {
      const liens = await gql(stack, `query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids: lienIds }, { token: other.token });
      expect(liens.body.data.nodes, `${otherEmail} asking for ${ownerEmail}'s liens`).toEqual(lienIds.map(() => null));
      const one = await gql(
        stack,
        `query($id: ID!) { node(id: $id) { id ... on Lien { balance } } }`,
        { id: lienIds[0] },
        { token: other.token },
      );
      expect(one.body.data).toEqual({ node: null });
    }
  });

  test("a lienholder never sees another lienholder's balance, on any shared case, through the case or through node", async () => {
    const lienholders = actors.filter((candidate) => candidate.kind === 'LIENHOLDER');
    expect(lienholders.length).toBeGreaterThanOrEqual(3);
    // The balances as their own holders see them: what must not leak.
    const ownBalances = new Map<string, string | null>();
    for (const actor of lienholders) for (const lien of actor.lienRows) if (lien.isOwn) ownBalances.set(lien.internalID, lien.balance);

    let hiddenPostedBalances = 0;
    for (const actor of lienholders) {
      const others = actor.lienRows.filter((lien) => !lien.isOwn);
      for (const lien of others) {
        expect(lien.balance, `${actor.label} reading ${lien.internalID} on case ${lien.caseId}`).toBeNull();
        if (ownBalances.get(lien.internalID)) hiddenPostedBalances++;
      }
      // Every case of a lienholder's portfolio carries its own lien, and userLien is that one.
      for (const caseId of actor.cases) {
        const own = actor.lienRows.filter((lien) => lien.caseId === caseId && lien.isOwn).map((lien) => lien.internalID);
        expect(own, `${actor.label} on ${caseId}`).toHaveLength(1);
        expect(actor.userLiens.get(caseId), `${actor.label} on ${caseId}`).toBe(own[0]);
      }
      if (!others.length) continue;
      const ids = others.map((lien) => encodeGlobalID('Lien', lien.internalID));
      const reply = await gql(
        stack,
        `query($ids: [ID!]!) { nodes(ids: $ids) { ... on Lien { internalID isOwn balance } } }`,
        { ids },
        { token: actor.token },
      );
      expect(reply.body.errors).toBeUndefined();
      expect(reply.body.data.nodes, actor.label).toEqual(
        others.map((lien) => ({ internalID: lien.internalID, isOwn: false, balance: null })),
      );
    }
    // The matrix is only worth something if some hidden balances are real, posted amounts.
    expect(hiddenPostedBalances).toBeGreaterThan(0);
  });

  test("notifications: each account's bell holds its own user's only; another's is null through node and NOT_FOUND to mark", async () => {
    const db = stack.registry.registry.db;
    const accounts = await db
      .selectFrom('accounts as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select(['a.user_id', 'a.organization_id', 'u.email', 'a.created_at'])
      .where(
        'u.email',
        'in',
        ACCOUNTS.map((key) => DEMO_EMAILS[key]),
      )
      .orderBy('a.created_at')
      .execute();
    const written = await db
      .insertInto('notifications')
      .values(
        accounts.map((account, index) => ({
          user_id: account.user_id,
          organization_id: account.organization_id,
          type: 'LIEN_REJECTED',
          category: 'OTHER',
          subject: `Isolation ${index}`,
          body: 'Only for its owner',
          case_id: null,
          context: JSON.stringify({ case_id: null, detail_url: null, law_firm_name: null, plaintiff_name: null }),
          source_event_id: `bff-isolation:${index}`,
        })),
      )
      .returning(['id', 'user_id', 'organization_id'])
      .execute();
    for (const key of ACCOUNTS) {
      const token = await loginAs(stack.registry.url, DEMO_EMAILS[key]);
      // Without Registry-Account the user acts for their oldest account.
      const acting = accounts.find((account) => account.email === DEMO_EMAILS[key])!;
      const own = written.filter((row) => row.user_id === acting.user_id && row.organization_id === acting.organization_id);
      const bell = await gql(stack, `{ viewer { notifications(first: 100) { edges { node { internalID } } } } }`, {}, { token });
      expect(bell.body.data.viewer.notifications.edges.map((edge: any) => edge.node.internalID).sort(), key).toEqual(
        own.map((row) => row.id).sort(),
      );
      for (const other of written.filter((row) => !own.includes(row))) {
        const id = encodeGlobalID('Notification', other.id);
        const node = await gql(stack, `query($id: ID!) { node(id: $id) { id } }`, { id }, { token });
        expect(node.body.data?.node ?? null, key).toBeNull();
        const read = await gql(
          stack,
          `mutation($input: MarkNotificationReadInput!) { markNotificationRead(input: $input) { notification { id } userErrors { code } } }`,
          { input: { notificationId: id } },
          { token },
        );
        expect(read.body.data.markNotificationRead, key).toEqual({ notification: null, userErrors: [{ code: 'NOT_FOUND' }] });
      }
    }
    const after = await db
      .selectFrom('notifications')
      .select('read_at')
      .where(
        'id',
        'in',
        written.map((row) => row.id),
      )
      .execute();
    expect(after.every((row) => row.read_at === null)).toBe(true);
  });

  test("lien chats: only the lien's holder and the case's law firm get Lien.chat; to anyone else the chat is null", async () => {
    const LIEN_CHATS = `query($ids: [ID!]!) { nodes(ids: $ids) { ... on Lien { internalID chat { id } } } }`;
    const partyTo = (actor: Actor, lien: Actor['lienRows'][number]) =>
      actor.kind === 'LAW_FIRM' ? actor.cases.has(lien.caseId) : lien.isOwn;
    const chats = new Map<string, { caseId: string; lien: string }>();
    for (const actor of actors) {
      const rows = actor.lienRows.slice(0, 60);
      const reply = await gql(
        stack,
        LIEN_CHATS,
        { ids: rows.map((lien) => encodeGlobalID('Lien', lien.internalID)) },
        { token: actor.token },
      );
      expect(reply.body.errors, actor.label).toBeUndefined();
      for (const [index, lien] of rows.entries()) {
        const chat = reply.body.data.nodes[index].chat;
        if (!partyTo(actor, lien)) expect(chat, `${actor.label} on another lienholder's lien ${lien.internalID}`).toBeNull();
        else if (chat) chats.set(chat.id, { caseId: lien.caseId, lien: lien.internalID });
      }
    }
    expect(chats.size).toBeGreaterThan(0);
    for (const actor of actors) {
      const foreign = [...chats].filter(
        ([, chat]) =>
          !(actor.kind === 'LAW_FIRM' ? actor.cases.has(chat.caseId) : actor.lienRows.some((l) => l.internalID === chat.lien && l.isOwn)),
      );
      if (!foreign.length) continue;
      const ids = foreign.map(([id]) => id);
      const reply = await gql(stack, `query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids }, { token: actor.token });
      expect(reply.body.data.nodes, `${actor.label} asking for chats it is not party to`).toEqual(ids.map(() => null));
    }
  });

  test("documents: a firm's case document is null through node and openDocument NOT_FOUND to every account off the case", async () => {
    const [firm] = actors;
    const caseId = [...firm!.cases][0]!;
    const body = 'isolation';
    const created = await gql(
      stack,
      `mutation($input: CreateDocumentUploadsInput!) { createDocumentUploads(input: $input) { uploads { uploadId url method headers { name value } } } }`,
      { input: { files: [{ fileName: 'isolation.txt', size: body.length, contentType: 'text/plain' }] } },
      { token: firm!.token },
    );
    const upload = created.body.data.createDocumentUploads.uploads[0];
    const put = await fetch(new URL(upload.url, stack.registry.url), {
      method: upload.method,
      headers: Object.fromEntries(upload.headers.map((header: { name: string; value: string }) => [header.name, header.value])),
      body,
    });
    expect(put.status).toBeLessThan(300);
    const attached = await gql(
      stack,
      `mutation($input: AttachDocumentsInput!) { attachDocuments(input: $input) { documentEdges { node { id } } userErrors { message } } }`,
      {
        input: {
          caseId: encodeGlobalID('Case', caseId),
          shareWith: 'ALL',
          documents: [{ uploadId: upload.uploadId, name: 'isolation.txt', type: 'HIPAA_RELEASE' }],
        },
      },
      { token: firm!.token },
    );
    const id: string = attached.body.data.attachDocuments.documentEdges[0].node.id;
    const outsiders = actors.filter((actor) => !actor.cases.has(caseId));
    expect(outsiders.length).toBeGreaterThan(0);
    for (const actor of outsiders) {
      const node = await gql(stack, `query($id: ID!) { node(id: $id) { id } }`, { id }, { token: actor.token });
      expect(node.body.data.node, actor.label).toBeNull();
      const opened = await gql(
        stack,
        `mutation($input: OpenDocumentInput!) { openDocument(input: $input) { url userErrors { code } } }`,
        { input: { documentId: id } },
        { token: actor.token },
      );
      expect(opened.body.data.openDocument, actor.label).toEqual({ url: null, userErrors: [{ code: 'NOT_FOUND' }] });
      const removed = await gql(
        stack,
        `mutation($input: DeleteDocumentInput!) { deleteDocument(input: $input) { deletedDocumentId } }`,
        { input: { documentId: id } },
        { token: actor.token },
      );
      expect(removed.body.data.deleteDocument.deletedDocumentId, actor.label).toBeNull();
    }
    const still = await gql(stack, `query($id: ID!) { node(id: $id) { id } }`, { id }, { token: firm!.token });
    expect(still.body.data.node).toEqual({ id });
  });

  test("payments: the payment page lists only the priced documents of the viewer's own cases; lienholders get no page", async () => {
    const db = stack.registry.registry.db;
    const liens = await db
      .selectFrom('liens as l')
      .innerJoin('cases as c', 'c.id', 'l.case_id')
      .select(['l.id', 'l.case_id', 'l.lienholder_id'])
      .where('c.law_firm_id', 'is not', null)
      .where('l.verification_status', '!=', 'REJECTED')
      .where('l.share_documents', '=', true)
      .limit(60)
      .execute();
    const documents = await db
      .insertInto('documents')
      .values(
        liens.map((l) => ({
          case_id: l.case_id,
          lien_id: l.id,
          name: 'Priced records',
          type: 'MEDICAL_RECORDS',
          price: '5.00',
          storage_key: `isolation/${l.id}`,
          size: 1,
          content_type: 'application/pdf',
          added_by_law_firm: false,
          created_by_organization_id: l.lienholder_id,
        })),
      )
      .returning(['id', 'case_id'])
      .execute();
    const PAGE = `query($ids: [ID!]!) { viewer { documentPayment(documentIds: $ids) { documents { internalID } } } }`;
    for (const actor of actors) {
      const page = await gql(stack, PAGE, { ids: documents.map((d) => d.id) }, { token: actor.token });
      if (actor.kind === 'LIENHOLDER') {
        expect(page.body.data.viewer.documentPayment, actor.label).toBeNull();
        continue;
      }
      const listed = new Set(page.body.data.viewer.documentPayment.documents.map((d: any) => d.internalID));
      for (const document of documents) expect(listed.has(document.id), actor.label).toBe(actor.cases.has(document.case_id));
    }
    const ids = documents.map((d) => d.id);
    await db.deleteFrom('documents').where('id', 'in', ids).execute();
  });

  test('document requests: only the case law firm and the lien holder get the request, through node, Case and Lien; anyone else null', async () => {
    const firm = actors.find((actor) => actor.kind === 'LAW_FIRM')!;
    const lien = firm.lienRows.find((row) =>
      actors.some((a) => a.kind === 'LIENHOLDER' && a.lienRows.some((l) => l.internalID === row.internalID && l.isOwn)),
    )!;
    const made = await gql(
      stack,
      `mutation($input: RequestDocumentsInput!) { requestDocuments(input: $input) { documentRequest { id internalID } userErrors { message } } }`,
      { input: { lienId: encodeGlobalID('Lien', lien.internalID), note: 'Isolation' } },
      { token: firm.token },
    );
    const request = made.body.data.requestDocuments.documentRequest;
    expect(request).not.toBeNull();
    for (const actor of actors) {
      const party =
        actor.kind === 'LAW_FIRM' ? actor.cases.has(lien.caseId) : actor.lienRows.some((l) => l.internalID === lien.internalID && l.isOwn);
      const reply = await gql(
        stack,
        `query($id: ID!, $case: String!) { node(id: $id) { id } viewer { case(internalID: $case) { documentRequests { internalID } } } }`,
        { id: request.id, case: lien.caseId },
        { token: actor.token },
      );
      expect(reply.body.errors, actor.label).toBeUndefined();
      if (party) expect(reply.body.data.node, actor.label).toEqual({ id: request.id });
      else {
        expect(reply.body.data.node, actor.label).toBeNull();
        expect(reply.body.data.viewer.case?.documentRequests ?? [], actor.label).toEqual([]);
      }
    }
    // Signed out, with no token argument: nothing (the logged-out query needs the link's token).
    const anonymous = await gql(stack, `query($id: ID!) { node(id: $id) { id } }`, { id: request.id });
    expect(anonymous.body.data?.node ?? null).toBeNull();
  });

  test('signed out, node and viewer answer nothing', async () => {
    const [owner] = actors;
    const id = encodeGlobalID('Case', [...owner!.cases][0]!);
    const reply = await gql(stack, `query($id: ID!) { node(id: $id) { id } viewer { user { email } } }`, { id });
    expect(reply.body.data).toEqual({ node: null, viewer: null });
  });
  test("organisation users: each account reads its own organisation's members only; another's member is null through node and NOT_FOUND to every admin action (FORBIDDEN to a member)", async () => {
    const USERS = `{ viewer { canManageUsers activeAccount { organization { users { edges { node { id email } } } } } } }`;
    const members = new Map<Actor, string[]>();
    const admins = new Set<Actor>();
    for (const actor of actors) {
      const reply = await gql(stack, USERS, {}, { token: actor.token });
      expect(reply.body.errors, actor.label).toBeUndefined();
      members.set(
        actor,
        reply.body.data.viewer.activeAccount.organization.users.edges.map((edge: any) => edge.node.id),
      );
      if (reply.body.data.viewer.canManageUsers) admins.add(actor);
    }
    for (const actor of actors) {
      const own = new Set(members.get(actor));
      const foreign = [...new Set([...members.values()].flat())].filter((id) => !own.has(id));
      expect(foreign.length, actor.label).toBeGreaterThan(0);
      for (const id of foreign) {
        const node = await gql(stack, `query($id: ID!) { node(id: $id) { id } }`, { id }, { token: actor.token });
        expect(node.body.data.node, `${actor.label} ${id}`).toBeNull();
        const acted = await gql(
          stack,
          `mutation($id: ID!) {
            u: updateUser(input: { userId: $id, firstName: "X", lastName: "Y", role: ADMIN }) { user { id } userErrors { code } }
            r: resendInvitation(input: { userId: $id }) { user { id } userErrors { code } }
            d: deactivateUser(input: { userId: $id }) { user { id } userErrors { code } }
          }`,
          { id },
          { token: actor.token },
        );
        for (const key of ['u', 'r', 'd'])
          expect(acted.body.data[key], `${actor.label} ${key} ${id}`).toEqual({
            user: null,
            // A member (not an admin) is refused before anything is looked up.
            userErrors: [{ code: admins.has(actor) ? 'NOT_FOUND' : 'FORBIDDEN' }],
          });
      }
    }
  });

  test("provider invitations: a law firm's invitation is null through node and NOT_FOUND to resend for every other account; lienholders list none", async () => {
    const organizationOf = new Map<Actor, string>();
    for (const actor of actors) {
      const me = await gql(stack, `{ viewer { activeAccount { organization { internalID } } } }`, {}, { token: actor.token });
      organizationOf.set(actor, me.body.data.viewer.activeAccount.organization.internalID);
    }
    const invited = new Map<Actor, string>();
    for (const [index, actor] of actors.entries()) {
      if (actor.kind !== 'LAW_FIRM') continue;
      const reply = await gql(
        stack,
        `mutation($input: InviteProviderInput!) { inviteProvider(input: $input) { invitation { id } userErrors { message } } }`,
        { input: { email: `bff-isolation-${index}@provider.test` } },
        { token: actor.token },
      );
      expect(reply.body.data.inviteProvider.userErrors, actor.label).toEqual([]);
      invited.set(actor, reply.body.data.inviteProvider.invitation.id);
    }
    expect(invited.size).toBeGreaterThan(1);
    for (const actor of actors) {
      const list = await gql(stack, `{ viewer { providerInvitations(first: 100) { edges { node { id } } } } }`, {}, { token: actor.token });
      const ids = (list.body.data.viewer.providerInvitations?.edges ?? []).map((edge: { node: { id: string } }) => edge.node.id);
      if (actor.kind !== 'LAW_FIRM') expect(list.body.data.viewer.providerInvitations, actor.label).toBeNull();
      for (const [owner, id] of invited) {
        if (organizationOf.get(owner) === organizationOf.get(actor)) continue;
        expect(ids, actor.label).not.toContain(id);
        const node = await gql(stack, `query($id: ID!) { node(id: $id) { id } }`, { id }, { token: actor.token });
        expect(node.body.data.node, `${actor.label} ${id}`).toBeNull();
        const resend = await gql(
          stack,
          `mutation($id: ID!) { resendProviderInvitation(input: { invitationId: $id }) { invitation { id } userErrors { code } } }`,
          { id },
          { token: actor.token },
        );
        if (actor.kind === 'LAW_FIRM')
          expect(resend.body.data.resendProviderInvitation, actor.label).toEqual({ invitation: null, userErrors: [{ code: 'NOT_FOUND' }] });
        else expect(resend.body.errors?.[0]?.extensions?.code, actor.label).toBe('FORBIDDEN');
      }
    }
  });

  test('staff tools (issue 14): every staff field is null and every staff mutation FORBIDDEN to a law firm and a lienholder; nothing changes', async () => {
    const db = stack.registry.registry.db;
    const firm = actors.find((actor) => actor.label === DEMO_EMAILS.lawFirm)!;
    const provider = actors.find((actor) => actor.label === DEMO_EMAILS.provider)!;
    const organizationOf = async (email: string) =>
      (
        await db
          .selectFrom('accounts as a')
          .innerJoin('users as u', 'u.id', 'a.user_id')
          .select('a.organization_id')
          .where('u.email', '=', email)
          .executeTakeFirstOrThrow()
      ).organization_id;
    const firmOrganization = await organizationOf(DEMO_EMAILS.lawFirm);
    const providerOrganization = await organizationOf(DEMO_EMAILS.provider);
    const [caseA, caseB] = [...firm.cases];
    const contact = await db
      .selectFrom('contacts')
      .select(['id', 'verification_status'])
      .where('legal_organization_id', '=', providerOrganization)
      .executeTakeFirstOrThrow();
    const match = await db
      .insertInto('dedupe_matches')
      .values({
        model_type: 'CASE',
        rule: 'name+birthdate',
        score: 0.9,
        record_ids: [caseA!, caseB!],
        group_key: [caseA!, caseB!].sort().join(','),
        last_created_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const upload = await db
      .insertInto('bulk_data_imports')
      .values({
        company_name: 'Isolation LLP',
        full_name: 'Iso Lation',
        email_address: 'isolation@example.test',
        upload_id: crypto.randomUUID(),
        storage_key: `isolation/${crypto.randomUUID()}`,
        file_name: 'cases.csv',
        file_size: 10,
        content_type: 'text/csv',
        submitted_by_user_id: null,
        submitted_by_organization_id: null,
        file_format: null,
        parse_error: null,
        parsed_at: null,
        organization_id: null,
        row_count: null,
        imported_case_count: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const matchId = encodeGlobalID('Match', `CASE:${match.id}`);
    const uploadId = encodeGlobalID('CaseUpload', upload.id);
    const snapshot = async () => ({
      match: await db.selectFrom('dedupe_matches').select(['status', 'note']).where('id', '=', match.id).executeTakeFirstOrThrow(),
      cases: (await db.selectFrom('cases').select('id').where('id', 'in', [caseA!, caseB!]).execute()).length,
      contact: await db.selectFrom('contacts').select('verification_status').where('id', '=', contact.id).executeTakeFirstOrThrow(),
      verifications: await db.selectFrom('legal_organization_verifications').selectAll().orderBy('organization_id').execute(),
      organizations: (
        await db
          .selectFrom('legal_organizations')
          .select(({ fn }) => fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
      upload: await db
        .selectFrom('bulk_data_imports')
        .select(['status', 'column_mapping', 'organization_id'])
        .where('id', '=', upload.id)
        .executeTakeFirstOrThrow(),
      jobs: await db
        .selectFrom('dedupe_matches')
        .select(({ fn }) => fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
    });
    const before = await snapshot();

    const READS = `query($match: ID!, $org: ID!, $upload: ID!) {
      node(id: $match) { id }
      viewer {
        cm: dedupeMatches(modelType: CASE) { totalCount }
        om: dedupeMatches(modelType: LEGAL_ORGANIZATION) { totalCount }
        cc: dedupeMatchCounts(modelType: CONTACT) { new }
        manualDedupeOrganizations(search: "") { name }
        manualDedupeCases(organizationId: $org) { totalCount }
        verificationContacts { totalCount }
        verificationOrganizations { totalCount }
        verificationCounts(modelType: CONTACT) { __typename }
        verifiedMatches { totalCount }
        caseUploads { totalCount }
        caseImport(caseUploadId: $upload) { id }
      }
    }`;
    const MUTATIONS = `mutation($match: ID!, $case: ID!, $dup: ID!, $org: ID!, $orgId: String!, $contact: ID!, $vorg: ID!, $upload: ID!) {
      m1: mergeMatch(input: { matchId: $match, canonicalId: $case, duplicateIds: [$dup] }) { decidedMatchId userErrors { code } }
      m2: dismissMatch(input: { matchId: $match }) { decidedMatchId userErrors { code } }
      m3: markMatchNeedsMoreInformation(input: { matchId: $match, note: "x" }) { decidedMatchId userErrors { code } }
      m4: refreshDedupeMatches { queued userErrors { code } }
      m5: previewManualCaseMerge(input: { organizationId: $org, canonicalCaseId: $case, duplicateCaseId: $dup }) { preview { __typename } userErrors { code } }
      m6: mergeManualCases(input: { organizationId: $org, canonicalCaseId: $case, duplicateCaseId: $dup, lastPreviewedAt: "2030-01-01T00:00:00Z" }) { mergedCaseId userErrors { code } }
      m7: markVerificationNeedsMoreInformation(input: { id: $contact, note: "x" }) { removedId userErrors { code } }
      m8: markVerificationCouldNotVerify(input: { id: $vorg, note: "x" }) { removedId userErrors { code } }
      m9: verifyLegalOrganization(input: { id: $vorg }) { removedId userErrors { code } }
      m10: verifyContact(input: { id: $contact, email: "iso@example.test", firstName: "Iso", verificationReason: "x" }) { removedId userErrors { code } }
      m11: saveVerifiedMatch(input: { name: "Taken over", type: "LAW_FIRM", address1: "1 Main St", city: "Reno", state: "NV", zipCode: "89501" }) { verifiedMatch { id } userErrors { code } }
      m12: openCaseUpload(input: { caseUploadId: $upload }) { url userErrors { code } }
      m13: saveCaseImport(input: { caseUploadId: $upload, organizationId: $orgId }) { caseImport { id } userErrors { code } }
      m14: startCaseImport(input: { caseUploadId: $upload, organizationId: $orgId }) { caseImport { id } userErrors { code } }
      m15: parseCaseUpload(input: { caseUploadId: $upload }) { caseImport { id } userErrors { code } }
    }`;
    for (const actor of [firm, provider]) {
      const reads = await gql(stack, READS, { match: matchId, org: firmOrganization, upload: uploadId }, { token: actor.token });
      expect(reads.body.errors, actor.label).toBeUndefined();
      expect(reads.body.data.node, actor.label).toBeNull();
      for (const [field, value] of Object.entries(reads.body.data.viewer)) expect(value, `${actor.label} ${field}`).toBeNull();

      const writes = await gql(
        stack,
        MUTATIONS,
        {
          match: matchId,
          case: caseA,
          dup: caseB,
          org: firmOrganization,
          orgId: firmOrganization,
          contact: encodeGlobalID('VerificationContact', contact.id),
          vorg: encodeGlobalID('StaffLegalOrganization', providerOrganization),
          upload: uploadId,
        },
        { token: actor.token },
      );
      expect(writes.body.errors, actor.label).toBeUndefined();
      for (const [field, payload] of Object.entries(writes.body.data as Record<string, Record<string, unknown>>)) {
        expect(payload.userErrors, `${actor.label} ${field}`).toEqual([{ code: 'FORBIDDEN' }]);
        for (const [key, value] of Object.entries(payload))
          if (key !== 'userErrors') expect(value === null || value === false, `${actor.label} ${field}.${key}`).toBe(true);
      }
    }
    expect(await snapshot()).toEqual(before);
    await db.deleteFrom('dedupe_matches').where('id', '=', match.id).execute();
    await db.deleteFrom('bulk_data_imports').where('id', '=', upload.id).execute();
  });

  test('organisation settings: updateOrganization on another organisation is NOT_FOUND for every account, and nothing changes', async () => {
    const organizations = new Map<Actor, { id: string; name: string }>();
    for (const actor of actors) {
      const me = await gql(stack, `{ viewer { activeAccount { organization { id name } } } }`, {}, { token: actor.token });
      organizations.set(actor, me.body.data.viewer.activeAccount.organization);
    }
    for (const actor of actors) {
      for (const [owner, organization] of organizations) {
        if (organization.id === organizations.get(actor)!.id || owner === actor) continue;
        const reply = await gql(
          stack,
          `mutation($input: UpdateOrganizationInput!) { updateOrganization(input: $input) { organization { id } userErrors { code } } }`,
          { input: { id: organization.id, name: 'Taken over' } },
          { token: actor.token },
        );
        expect(reply.body.data.updateOrganization, `${actor.label} → ${organization.name}`).toEqual({
          organization: null,
          userErrors: [{ code: 'NOT_FOUND' }],
        });
      }
    }
    for (const [actor, organization] of organizations) {
      const now = await gql(stack, `{ viewer { activeAccount { organization { name } } } }`, {}, { token: actor.token });
      expect(now.body.data.viewer.activeAccount.organization.name, actor.label).toBe(organization.name);
    }
  });
});
