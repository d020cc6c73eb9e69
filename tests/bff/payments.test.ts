// Payments through GraphQL over a real registry with the offline provider: the payment page's data, paying with a
// test card (the webhook opens the documents), a declined card as an intent error, a retried mutation charging once,
// userErrors, the payout account card for a lienholder admin, and refusals.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_EMAILS, loginAs } from '../../registry/testing.ts';
import { createOfflinePayments, type OfflinePayments } from '../../registry/adapters/payments.ts';
import { gql, startBffStack, type BffStack } from './helpers.ts';

let stack: BffStack;
let offline: OfflinePayments;
const tokens: Record<string, string> = {};
let lienId: string;
let caseId: string;
let providerId: string;

const orgOf = async (email: string) =>
  (
    await stack.registry.registry.db
      .selectFrom('accounts as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select('a.organization_id')
      .where('u.email', '=', email)
      .executeTakeFirstOrThrow()
  ).organization_id;

async function addDocument(price: string): Promise<string> {
  const row = await stack.registry.registry.db
    .insertInto('documents')
    .values({
      case_id: caseId,
      lien_id: lienId,
      name: `Records ${randomUUID().slice(0, 6)}`,
      type: 'MEDICAL_RECORDS',
      price,
      storage_key: `test/${randomUUID()}`,
      size: 1,
      content_type: 'application/pdf',
      added_by_law_firm: false,
      created_by_organization_id: providerId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  offline = createOfflinePayments();
  stack = await startBffStack({ adapters: { payments: offline } });
  for (const key of ['lawFirm', 'lawFirm2', 'provider'] as const) tokens[key] = await loginAs(stack.registry.url, DEMO_EMAILS[key]);
  providerId = await orgOf(DEMO_EMAILS.provider);
  const firm = await orgOf(DEMO_EMAILS.lawFirm);
  const lien = await stack.registry.registry.db
    .selectFrom('liens as l')
    .innerJoin('cases as c', 'c.id', 'l.case_id')
    .select(['l.id', 'l.case_id'])
    .where('l.lienholder_id', '=', providerId)
    .where('c.law_firm_id', '=', firm)
    .where('l.verification_status', '!=', 'REJECTED')
    .executeTakeFirstOrThrow();
  lienId = lien.id;
  caseId = lien.case_id;
  await stack.registry.registry.db.updateTable('liens').set({ share_documents: true }).where('id', '=', lienId).execute();
});
afterAll(() => stack?.close());

const PAGE = `query($ids: [ID!]!, $lien: ID) { viewer { documentPayment(documentIds: $ids, lienId: $lien) {
  documents { internalID name price caseInternalID lienInternalID } total currency provider publishableKey
  lienholders { name canAcceptPayments } savedCards { internalID brand last4 } } } }`;
const PAY = `mutation($input: PayForDocumentsInput!) { payForDocuments(input: $input) {
  paymentIntents { internalID status providerStatus amount lienholderName documentInternalIDs errorCode errorMessage } userErrors { field message code } } }`;
const ACCOUNT = `{ viewer { paymentAccount { connected provider onboardingPending viewerCan { manage } } } }`;
const CONNECT = `mutation { connectPaymentAccount { redirectUrl paymentAccount { connected } userErrors { message code } } }`;
const CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' };

describe('payments', () => {
  test('the payout account card: only a lienholder admin manages it', async () => {
    expect((await gql(stack, ACCOUNT, {}, { token: tokens.lawFirm })).body.data.viewer.paymentAccount).toMatchObject({
      connected: false,
      viewerCan: { manage: false },
    });
    expect((await gql(stack, CONNECT, {}, { token: tokens.lawFirm })).body.data.connectPaymentAccount).toMatchObject({
      redirectUrl: null,
      userErrors: [{ code: 'FORBIDDEN' }],
    });
    expect((await gql(stack, ACCOUNT, {}, { token: tokens.provider })).body.data.viewer.paymentAccount).toEqual({
      connected: false,
      provider: 'OFFLINE',
      onboardingPending: false,
      viewerCan: { manage: true },
    });
    const connected = await gql(stack, CONNECT, {}, { token: tokens.provider });
    expect(connected.body.data.connectPaymentAccount).toEqual({
      // Connected at once by the offline provider: nowhere to go.
      redirectUrl: null,
      paymentAccount: { connected: true },
      userErrors: [],
    });
  });

  test('the page lists the priced unpaid documents; a test card pays once; the webhook opens them', async () => {
    const ids = [await addDocument('12.00'), await addDocument('0.50')];
    const page = await gql(stack, PAGE, { ids, lien: lienId }, { token: tokens.lawFirm });
    expect(page.body.data.viewer.documentPayment).toMatchObject({
      total: '12.50',
      currency: 'usd',
      provider: 'OFFLINE',
      publishableKey: null,
      lienholders: [{ canAcceptPayments: true }],
      savedCards: [],
    });
    expect(page.body.data.viewer.documentPayment.documents.map((d: any) => d.internalID).sort()).toEqual([...ids].sort());
    expect(page.body.data.viewer.documentPayment.documents[0]).toMatchObject({ caseInternalID: caseId, lienInternalID: lienId });
    // A lienholder gets no page.
    expect((await gql(stack, PAGE, { ids, lien: lienId }, { token: tokens.provider })).body.data.viewer.documentPayment).toBeNull();
    // Another law firm sees none of them.
    expect((await gql(stack, PAGE, { ids, lien: lienId }, { token: tokens.lawFirm2 })).body.data.viewer.documentPayment.documents).toEqual(
      [],
    );

    const input = { documentIds: ids, lienId, idempotencyKey: randomUUID(), card: CARD, saveCard: true };
    const before = offline.chargeCount;
    const paid = await gql(stack, PAY, { input }, { token: tokens.lawFirm });
    expect(paid.body.data.payForDocuments).toMatchObject({
      paymentIntents: [{ status: 'processing', providerStatus: 'succeeded', amount: '12.50', errorCode: null }],
      userErrors: [],
    });
    const retried = await gql(stack, PAY, { input }, { token: tokens.lawFirm });
    expect(retried.body.data.payForDocuments.paymentIntents[0].internalID).toBe(
      paid.body.data.payForDocuments.paymentIntents[0].internalID,
    );
    expect(offline.chargeCount).toBe(before + 1);
    await stack.registry.registry.adapters.jobs.idle();
    const after = await gql(stack, PAGE, { ids, lien: lienId }, { token: tokens.lawFirm });
    expect(after.body.data.viewer.documentPayment).toMatchObject({
      documents: [],
      total: '0.00',
      savedCards: [{ brand: 'visa', last4: '4242' }],
    });
  });

  test('a declined card is an intent error; bad input and refusals are userErrors', async () => {
    const ids = [await addDocument('3.00')];
    const declined = await gql(
      stack,
      PAY,
      { input: { documentIds: ids, idempotencyKey: randomUUID(), card: { ...CARD, number: '4000000000000002' } } },
      { token: tokens.lawFirm },
    );
    expect(declined.body.data.payForDocuments.paymentIntents[0]).toMatchObject({
      status: 'failed',
      errorCode: 'card_declined',
      errorMessage: 'Your card was declined.',
    });
    const bad = await gql(
      stack,
      PAY,
      { input: { documentIds: ids, idempotencyKey: 'short', card: { ...CARD, cvc: '1' } } },
      { token: tokens.lawFirm },
    );
    expect(bad.body.data.payForDocuments.userErrors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'idempotencyKey', code: 'INVALID' }),
        { field: 'card', message: "Your card's security code is incomplete.", code: 'INVALID' },
      ]),
    );
    const foreign = await gql(
      stack,
      PAY,
      { input: { documentIds: ids, idempotencyKey: randomUUID(), card: CARD } },
      { token: tokens.lawFirm2 },
    );
    expect(foreign.body.data.payForDocuments.userErrors).toEqual([
      { field: 'documentIds', message: `Invalid pk "${ids[0]}" - object does not exist.`, code: 'INVALID' },
    ]);
    const lienholder = await gql(
      stack,
      PAY,
      { input: { documentIds: ids, idempotencyKey: randomUUID(), card: CARD } },
      { token: tokens.provider },
    );
    expect(lienholder.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const report = await gql(
      stack,
      `mutation($input: ConfirmDocumentPaymentInput!) { confirmDocumentPayment(input: $input) { paymentIntent { status } userErrors { code } } }`,
      { input: { paymentIntentId: declined.body.data.payForDocuments.paymentIntents[0].internalID, status: 'succeeded' } },
      { token: tokens.lawFirm2 },
    );
    expect(report.body.data.confirmDocumentPayment).toEqual({ paymentIntent: null, userErrors: [{ code: 'NOT_FOUND' }] });
  });

  test('the admin disconnects', async () => {
    const answer = await gql(
      stack,
      `mutation { disconnectPaymentAccount { paymentAccount { connected viewerCan { manage } } userErrors { code } } }`,
      {},
      { token: tokens.provider },
    );
    expect(answer.body.data.disconnectPaymentAccount).toEqual({
      paymentAccount: { connected: false, viewerCan: { manage: true } },
      userErrors: [],
    });
  });
});
