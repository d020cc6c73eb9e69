// A lienholder's lien mutations through GraphQL: the registry's validation texts as userErrors, the law firm
// seeing the new balance (also live), and every other organisation refused.
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_EMAILS, loginAs } from '../../registry/testing.ts';
import { gql, startBffStack, type BffStack } from './helpers.ts';

let stack: BffStack;
const tokens: Record<string, string> = {};
let lienId: string; // the provider's lien on a case of law firm 1
let caseId: string;

const UPDATE = `mutation($input: UpdateLienInput!) { updateLien(input: $input) {
  lien { internalID balance balanceLastUpdatedByOrganizationName plaintiffTreatmentStatus finalTreatmentDate shareDocuments }
  case { internalID } userErrors { field message code } } }`;

beforeAll(async () => {
  stack = await startBffStack();
  for (const key of ['lawFirm', 'lawFirm2', 'provider', 'funder'] as const)
    tokens[key] = await loginAs(stack.registry.url, DEMO_EMAILS[key]);
  const firmCases = new Set(
    (
      await gql(
        stack,
        `{ viewer { portfolio(first: 100, filter: { isClosed: null }) { edges { node { internalID } } } } }`,
        {},
        { token: tokens.lawFirm },
      )
    ).body.data.viewer.portfolio.edges.map((edge: any) => edge.node.internalID),
  );
  const mine = await gql(
    stack,
    `{ viewer { portfolio(first: 100) { edges { node { internalID userLien { internalID } } } } } }`,
    {},
    { token: tokens.provider },
  );
  const shared = mine.body.data.viewer.portfolio.edges.find((edge: any) => firmCases.has(edge.node.internalID));
  caseId = shared.node.internalID;
  lienId = shared.node.userLien.internalID;
});
afterAll(() => stack?.close());

describe('updateLien', () => {
  test('a bad balance is a userError on the field and changes nothing', async () => {
    const before = await gql(
      stack,
      `query($id: String!) { viewer { case(internalID: $id) { userLien { balance } } } }`,
      { id: caseId },
      { token: tokens.provider },
    );
    const reply = await gql(stack, UPDATE, { input: { lienId, balance: '12.345' } }, { token: tokens.provider });
    expect(reply.body.data.updateLien).toEqual({
      lien: null,
      case: null,
      userErrors: [{ field: 'balance', message: 'Ensure that there are no more than 2 decimal places.', code: 'INVALID' }],
    });
    const after = await gql(
      stack,
      `query($id: String!) { viewer { case(internalID: $id) { userLien { balance } } } }`,
      { id: caseId },
      { token: tokens.provider },
    );
    expect(after.body.data).toEqual(before.body.data);
  });

  test('the provider posts a balance; the law firm sees it on the case, live', async () => {
    const client = createClient({
      url: `${stack.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `JWT ${tokens.lawFirm}` },
      retryAttempts: 0,
    });
    try {
      const live = new Promise<any>((resolve, reject) => {
        const stop = client.subscribe(
          {
            query: `subscription($id: ID!) { caseChanged(id: $id) { type lien { internalID balance } activity { type } } }`,
            variables: { id: caseId },
          },
          { next: (value) => (stop(), resolve(value)), error: reject, complete: () => {} },
        );
      });
      await new Promise<void>((resolve, reject) =>
        client.subscribe({ query: '{ viewer { user { email } } }' }, { next: () => {}, error: reject, complete: resolve }),
      );

      const reply = await gql(stack, UPDATE, { input: { lienId, balance: '2500', note: 'New statement' } }, { token: tokens.provider });
      expect(reply.body.data.updateLien).toEqual({
        lien: {
          internalID: lienId,
          balance: '2500.00',
          balanceLastUpdatedByOrganizationName: 'Riverside Spine & Rehab',
          plaintiffTreatmentStatus: expect.anything(),
          finalTreatmentDate: null,
          shareDocuments: expect.any(Boolean),
        },
        case: { internalID: caseId },
        userErrors: [],
      });
      const event = await live;
      expect(event.data.caseChanged.activity).toEqual({ type: 'LIEN_BALANCE_UPDATED' });
      // The change names itself and carries just the lien (live updates say what changed).
      expect(event.data.caseChanged.type).toBe('LIEN_UPDATED');
      expect(event.data.caseChanged.lien).toEqual({ internalID: lienId, balance: '2500.00' });
    } finally {
      await client.dispose();
    }
  });

  test('treatment status: DONE_TREATING with its date, TREATING clears it', async () => {
    const done = await gql(
      stack,
      UPDATE,
      { input: { lienId, plaintiffTreatmentStatus: 'DONE_TREATING', finalTreatmentDate: '2026-09-30' } },
      { token: tokens.provider },
    );
    expect(done.body.data.updateLien.lien).toMatchObject({ plaintiffTreatmentStatus: 'DONE_TREATING', finalTreatmentDate: '2026-09-30' });
    const treating = await gql(stack, UPDATE, { input: { lienId, plaintiffTreatmentStatus: 'TREATING' } }, { token: tokens.provider });
    expect(treating.body.data.updateLien.lien).toMatchObject({ plaintiffTreatmentStatus: 'TREATING', finalTreatmentDate: null });
  });

  test('another lienholder gets Not found; law firms are refused before the registry is asked', async () => {
    const funder = await gql(stack, UPDATE, { input: { lienId, balance: '1' } }, { token: tokens.funder });
    expect(funder.body.data.updateLien.userErrors).toEqual([{ field: null, message: 'Not found.', code: 'NOT_FOUND' }]);
    for (const token of [tokens.lawFirm, tokens.lawFirm2]) {
      const reply = await gql(stack, UPDATE, { input: { lienId, balance: '1' } }, { token });
      expect(reply.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(reply.body.extensions?.upstreamCalls).toBe(1); // only the viewer lookup
    }
  });
});

describe('resolveLien and reopenLien', () => {
  const RESOLVE = `mutation($input: ResolveLienInput!) { resolveLien(input: $input) { lien { isResolved resolutionStatus } userErrors { field message } } }`;
  const REOPEN = `mutation($input: ReopenLienInput!) { reopenLien(input: $input) { lien { isResolved resolutionStatus } userErrors { field message } } }`;

  test('a reason is required; resolve then re-open', async () => {
    expect((await gql(stack, RESOLVE, { input: { lienId } }, { token: tokens.provider })).body.data.resolveLien).toEqual({
      lien: null,
      userErrors: [{ field: 'resolutionStatus', message: 'This field is required.' }],
    });
    expect(
      (await gql(stack, RESOLVE, { input: { lienId, resolutionStatus: 'PAID_IN_FULL' } }, { token: tokens.provider })).body.data
        .resolveLien,
    ).toEqual({
      lien: { isResolved: true, resolutionStatus: 'PAID_IN_FULL' },
      userErrors: [],
    });
    expect((await gql(stack, REOPEN, { input: { lienId } }, { token: tokens.provider })).body.data.reopenLien).toEqual({
      lien: { isResolved: false, resolutionStatus: null },
      userErrors: [],
    });
  });
});
