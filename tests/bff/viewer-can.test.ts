// What the viewer may do, as the registry decides it, through the graph: Case.viewerCan, Lien.viewerCan,
// CaseOrganizationCard.viewerCan and Thread.viewerCan, for the case's law firm, a lienholder on it and another
// organisation; and the registry's out-of-date rule (Case.needsUpdate, the isOutOfDate filter and count).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_EMAILS, loginAs } from '../../registry/testing.ts';
import { gql, startBffStack, type BffStack } from './helpers.ts';

let stack: BffStack;
const tokens: Record<string, string> = {};
let caseId: string; // a case of law firm 1 the provider holds a lien on
let lienId: string; // the provider's lien on it

const CASE_CAN = `viewerCan { editDetails editPolicyLimits updateStatus addLienholder removeLiens rejectVerification changeRepresentation
  setLawFirm removeCase merge manageContacts addTags editExternalIds shareLink }`;
const LIEN_CAN = `viewerCan { update resolve reopen removeCase resolveRejection remove rejectVerification manageContacts }`;
const CASE = `query($id: String!) { viewer { case(internalID: $id) {
  isEditableByLienholder ${CASE_CAN}
  liens { internalID isOwn isResolved hasOpenRejection isLienholderBlacklisted lienholder { internalID } ${LIEN_CAN} }
  contactOrganizations { cards { isOwn isFormer side canManageContacts viewerCan { manageContacts } } } } } }`;

const caseAs = async (who: string) => (await gql(stack, CASE, { id: caseId }, { token: tokens[who] })).body;

async function rest(who: string, path: string, init: { method?: string; body?: unknown } = {}) {
  const response = await fetch(`${stack.registry.url}/api/registry/v1/${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `JWT ${tokens[who]}`, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

beforeAll(async () => {
  stack = await startBffStack();
  for (const key of ['lawFirm', 'lawFirm2', 'provider'] as const) tokens[key] = await loginAs(stack.registry.url, DEMO_EMAILS[key]);
  const firm = new Set((await rest('lawFirm', 'escrow-agent/portfolio/?page_size=off&is_closed=all')).body.results.map((c: any) => c.id));
  const mine = (await rest('provider', 'lienholder/portfolio/?page_size=off')).body.results;
  const shared = mine.find((c: any) => firm.has(c.id) && !c.is_closed && c.user_lien.share_documents && c.lienholders.length > 1);
  caseId = shared.id;
  lienId = shared.user_lien.id;
});
afterAll(() => stack?.close());

describe('Case.viewerCan', () => {
  test("the case's law firm may do the law firm's actions, not the lienholder's", async () => {
    const reply = await caseAs('lawFirm');
    expect(reply.errors).toBeUndefined();
    expect(reply.data.viewer.case.viewerCan).toEqual({
      editDetails: true,
      editPolicyLimits: true,
      updateStatus: true,
      addLienholder: true,
      removeLiens: true,
      rejectVerification: true,
      changeRepresentation: true,
      setLawFirm: false,
      removeCase: false,
      merge: true,
      manageContacts: true,
      addTags: expect.any(Boolean),
      editExternalIds: true,
      shareLink: true,
    });
  });

  test("a lienholder on the case may set its law firm and leave it, not the law firm's actions", async () => {
    const reply = await caseAs('provider');
    expect(reply.errors).toBeUndefined();
    const kase = reply.data.viewer.case;
    const own = kase.liens.find((lien: any) => lien.isOwn);
    expect(kase.viewerCan).toMatchObject({
      editDetails: kase.isEditableByLienholder,
      editPolicyLimits: false,
      updateStatus: false,
      removeLiens: false,
      rejectVerification: false,
      changeRepresentation: false,
      setLawFirm: true,
      removeCase: !own.isLienholderBlacklisted,
      addLienholder: true,
      merge: true,
      shareLink: true,
    });
  });

  test('another law firm does not see the case at all, so it is told nothing of what could be done on it', async () => {
    const reply = await caseAs('lawFirm2');
    expect(reply.errors).toBeUndefined();
    expect(reply.data.viewer.case).toBeNull();
  });

  test('the answer agrees with the write: a lienholder refused updateCaseStatus had updateStatus false', async () => {
    const refused = await gql(
      stack,
      `mutation($input: UpdateCaseStatusInput!) { updateCaseStatus(input: $input) { userErrors { code } } }`,
      { input: { caseId, status: 'TREATING' } },
      { token: tokens.provider },
    );
    expect(refused.body.errors?.[0]?.extensions?.code ?? refused.body.data?.updateCaseStatus.userErrors[0].code).toBe('FORBIDDEN');
  });
});

describe('Lien.viewerCan', () => {
  test('the law firm may remove every lien and reject those without an open rejection; it may not change them', async () => {
    const liens = (await caseAs('lawFirm')).data.viewer.case.liens;
    expect(liens.length).toBeGreaterThan(0);
    for (const lien of liens) {
      expect(lien.viewerCan).toEqual({
        update: false,
        resolve: false,
        reopen: false,
        removeCase: false,
        resolveRejection: false,
        remove: true,
        rejectVerification: !lien.hasOpenRejection,
        manageContacts: false,
      });
    }
  });

  test("the holder may change its own lien; another lienholder's lien shows nothing it may do", async () => {
    const liens = (await caseAs('provider')).data.viewer.case.liens;
    const own = liens.find((lien: any) => lien.internalID === lienId);
    const mayChange = !own.isLienholderBlacklisted;
    expect(own.viewerCan).toEqual({
      update: mayChange,
      resolve: mayChange && !own.isResolved,
      reopen: mayChange && own.isResolved,
      removeCase: mayChange,
      resolveRejection: mayChange && own.hasOpenRejection,
      remove: false,
      rejectVerification: false,
      manageContacts: true,
    });
    const others = liens.filter((lien: any) => lien.internalID !== lienId);
    for (const other of others) expect(Object.values(other.viewerCan).every((can) => can === false)).toBe(true);
  });
});

describe('CaseOrganizationCard.viewerCan', () => {
  test("the law firm manages its own contacts on the case, not a lienholder's; canManageContacts says the same", async () => {
    const cards = (await caseAs('lawFirm')).data.viewer.case.contactOrganizations.flatMap((section: any) => section.cards);
    for (const card of cards) {
      expect(card.viewerCan.manageContacts).toBe(card.isOwn);
      expect(card.canManageContacts).toBe(card.viewerCan.manageContacts);
    }
  });

  test('a lienholder among several on the case manages only its own card', async () => {
    const cards = (await caseAs('provider')).data.viewer.case.contactOrganizations.flatMap((section: any) => section.cards);
    expect(cards.filter((card: any) => card.viewerCan.manageContacts)).toEqual([
      expect.objectContaining({ isOwn: true, side: 'LIENHOLDER' }),
    ]);
  });
});

describe('Thread.viewerCan', () => {
  test('the addressee of a notice may dismiss it; its sender may not', async () => {
    expect((await rest('provider', `beta/lienholder/liens/${lienId}/`, { method: 'PATCH', body: { share_documents: false } })).status).toBe(
      200,
    );
    const THREADS = `query($id: String!) { viewer { case(internalID: $id) { threads { type viewerIsAddressee isResolved viewerCan { reply resolve dismiss } } } } }`;
    const firmThread = (await gql(stack, THREADS, { id: caseId }, { token: tokens.lawFirm })).body.data.viewer.case.threads.find(
      (thread: any) => thread.type === 'DOCUMENTS_HIDDEN' && !thread.isResolved,
    );
    expect(firmThread).toMatchObject({ viewerIsAddressee: true, viewerCan: { dismiss: true } });
    const sent = (await gql(stack, THREADS, { id: caseId }, { token: tokens.provider })).body.data.viewer.case.threads.find(
      (thread: any) => thread.type === 'DOCUMENTS_HIDDEN' && !thread.isResolved,
    );
    expect(sent).toMatchObject({ viewerIsAddressee: false, viewerCan: { dismiss: false } });
  });
});

describe("the registry's out-of-date rule", () => {
  test('needsUpdate and daysSinceLastUpdate are the registry’s, and the isOutOfDate filter and count agree with them', async () => {
    const PAGE = `query($filter: PortfolioFilter) { viewer {
      portfolio(first: 100, filter: $filter) { totalCount edges { node { internalID needsUpdate daysSinceLastUpdate } } }
      portfolioCounts(filter: $filter) { count outOfDate } } }`;
    const all = (await gql(stack, PAGE, { filter: { isClosed: null } }, { token: tokens.lawFirm })).body.data.viewer;
    const registry = new Map<string, any>(
      (await rest('lawFirm', 'escrow-agent/portfolio/?page_size=off&is_closed=all')).body.results.map((kase: any) => [kase.id, kase]),
    );
    for (const { node } of all.portfolio.edges) {
      expect(node.needsUpdate).toBe(registry.get(node.internalID).is_out_of_date);
      expect(node.daysSinceLastUpdate).toBe(registry.get(node.internalID).days_since_last_update);
    }
    const stale = all.portfolio.edges.filter((edge: any) => edge.node.needsUpdate).length;
    expect(all.portfolioCounts.outOfDate).toBe(stale);
    const onlyStale = (await gql(stack, PAGE, { filter: { isClosed: null, isOutOfDate: true } }, { token: tokens.lawFirm })).body.data
      .viewer;
    expect(onlyStale.portfolio.totalCount).toBe(stale);
    expect(onlyStale.portfolio.edges.every((edge: any) => edge.node.needsUpdate)).toBe(true);
  });
});
