// Payments (issue 11 point 6): the document payment page's data (`viewer.documentPayment`), paying
// (`payForDocuments`), the browser's status report (`confirmDocumentPayment`), and a lienholder admin's payout
// account (`viewer.paymentAccount`, `connectPaymentAccount`, `disconnectPaymentAccount`). The registry decides who may
// do what (law-firm users pay; lienholder admins manage payouts) and when documents are paid (its webhook).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { RegistryHttpError } from '../rest/registry-client.ts';
import type { PaymentAccountJson, PaymentIntentJson, PaymentSummaryJson, SavedCardJson } from '../registry/payments.ts';
import { internalId } from './ids.ts';
import { UserError, userErrorsFrom, type UserErrorShape } from './user-errors.ts';
import { Viewer } from './viewer.ts';

export const PaymentProviderKind = builder.enumType('PaymentProviderKind', {
  description: 'Who takes card payments.',
  values: {
    OFFLINE: { description: 'The embedded offline provider: test payments, no real card is charged.' },
    STRIPE: { description: 'Stripe: the card is entered in Stripe Elements and confirmed with Stripe.js.' },
  } as const,
});

const SavedCard = builder.objectRef<SavedCardJson>('SavedCard').implement({
  description: 'A card the user saved for later payments (in the organisation they act for).',
  fields: (t) => ({
    internalID: t.exposeString('id', { description: "The registry's id; pass it as `paymentMethodId`." }),
    brand: t.exposeString('brand', { description: 'The card network (visa, mastercard, amex, …).' }),
    last4: t.exposeString('last4', { description: 'The last four digits.' }),
    expMonth: t.exposeInt('exp_month', { nullable: true, description: 'Expiry month (1–12).' }),
    expYear: t.exposeInt('exp_year', { nullable: true, description: 'Expiry year.' }),
  }),
});

type PayableDocumentShape = PaymentSummaryJson['results'][number];

const PayableDocument = builder.objectRef<PayableDocumentShape>('PayableDocument').implement({
  description: 'A priced lien document the viewer can pay for now.',
  fields: (t) => ({
    id: t.id({ description: 'The global id of the Document.', resolve: (d) => encodeGlobalID('Document', d.id) }),
    internalID: t.exposeString('id', { description: "The registry's id." }),
    name: t.exposeString('name', { description: 'The document name.' }),
    type: t.exposeString('type', { description: 'The document type (MEDICAL_RECORDS).' }),
    price: t.exposeString('price', { description: 'The access fee, a decimal string in US dollars.' }),
    caseInternalID: t.exposeString('case', { description: "The case's registry id." }),
    lienInternalID: t.exposeString('lien', { description: "The lien's registry id." }),
    lienholderInternalID: t.exposeString('lienholder', { description: "The lienholder organisation's registry id." }),
  }),
});

const PaymentLienholder = builder.objectRef<PaymentSummaryJson['lienholders'][number]>('PaymentLienholder').implement({
  description: 'A lienholder paid in this checkout (one payment per lienholder).',
  fields: (t) => ({
    internalID: t.exposeString('id', { description: "The organisation's registry id." }),
    name: t.exposeString('name', { description: 'The organisation name.' }),
    canAcceptPayments: t.exposeBoolean('can_accept_payments', { description: 'Whether it has a connected payment account.' }),
  }),
});

const DocumentPayment = builder.objectRef<PaymentSummaryJson>('DocumentPayment').implement({
  description: 'What the document payment page shows: the documents to pay for, the total, the saved cards and the provider.',
  fields: (t) => ({
    documents: t.field({
      type: [PayableDocument],
      description: 'Only the priced, unpaid documents of the ids given that the viewer sees (of the lien when given).',
      resolve: (s) => s.results,
    }),
    total: t.exposeString('total', { description: 'The sum of their prices, a decimal string.' }),
    currency: t.exposeString('currency', { description: 'The currency (usd).' }),
    lienholders: t.field({ type: [PaymentLienholder], description: 'The lienholders paid, by name.', resolve: (s) => s.lienholders }),
    savedCards: t.field({ type: [SavedCard], description: "The user's saved cards, newest first.", resolve: (s) => s.saved_cards }),
    provider: t.field({ type: PaymentProviderKind, description: 'Who takes the payment.', resolve: (s) => s.provider }),
    publishableKey: t.exposeString('publishable_key', {
      nullable: true,
      description: "Stripe's publishable key for Stripe.js; null with the offline provider.",
    }),
  }),
});

builder.objectField(Viewer, 'documentPayment', (t) =>
  t.field({
    type: DocumentPayment,
    nullable: true,
    description:
      "The document payment page's data for these document ids (and lien). Null when the viewer may not pay for documents (only law-firm users may).",
    args: {
      documentIds: t.arg.idList({ required: true, description: 'The documents (global or registry ids), as in `document_ids`.' }),
      lienId: t.arg.id({ description: 'The lien (global or registry id), as in `lien`.' }),
    },
    resolve: async (_viewer, { documentIds, lienId }, ctx) => {
      try {
        return await ctx.gateway.payments.summary(
          documentIds.map((id) => internalId('Document', String(id))),
          lienId ? internalId('Lien', String(lienId)) : null,
        );
      } catch (error) {
        if (error instanceof RegistryHttpError && error.status === 403) return null;
        throw error;
      }
    },
  }),
);

const DocumentPaymentIntent = builder.objectRef<PaymentIntentJson>('DocumentPaymentIntent').implement({
  description:
    "One lienholder's part of a payment. `status` is the registry's; documents open once the provider's webhook says it succeeded.",
  fields: (t) => ({
    internalID: t.exposeString('id', { description: "The registry's id (for `confirmDocumentPayment`)." }),
    status: t.exposeString('status', {
      description: 'requires_payment_method, processing (confirmed, waiting for the provider), succeeded, failed or canceled.',
    }),
    providerStatus: t.exposeString('provider_status', {
      nullable: true,
      description: "The provider's own status of the intent, when known.",
    }),
    clientSecret: t.exposeString('client_secret', {
      nullable: true,
      description: 'Stripe.js confirms the intent with it in the browser (Stripe only); never stored.',
    }),
    amount: t.exposeString('amount', { description: 'The amount, a decimal string.' }),
    stripeAccount: t.exposeString('stripe_account', { description: "The lienholder's connected account." }),
    lienholderName: t.string({ description: 'The lienholder paid.', resolve: (i) => i.lienholder.name }),
    documentInternalIDs: t.stringList({ description: 'The documents it pays for.', resolve: (i) => i.documents }),
    errorCode: t.string({
      nullable: true,
      description: 'Why the card was refused (e.g. card_declined); null otherwise.',
      resolve: (i) => i.error?.code ?? null,
    }),
    errorMessage: t.string({
      nullable: true,
      description: "The provider's message for a refused card; null otherwise.",
      resolve: (i) => i.error?.message ?? null,
    }),
  }),
});

export const CardInput = builder.inputType('TestCardInput', {
  description: "The offline provider's test card (never a real card; with Stripe the card goes to Stripe Elements instead).",
  fields: (t) => ({
    number: t.string({ required: true, description: 'The card number (spaces allowed).' }),
    expMonth: t.int({ required: true, description: 'Expiry month (1–12).' }),
    expYear: t.int({ required: true, description: 'Expiry year (2 or 4 digits).' }),
    cvc: t.string({ required: true, description: 'The security code.' }),
  }),
});

const PayForDocumentsInput = builder.inputType('PayForDocumentsInput', {
  description: 'The input of `payForDocuments`.',
  fields: (t) => ({
    documentIds: t.idList({ required: true, description: 'The documents to pay for (global or registry ids).' }),
    lienId: t.id({ description: 'The lien they belong to (global or registry id).' }),
    idempotencyKey: t.string({
      required: true,
      description: 'Made by the client once per attempt and sent again with a retry: the same key never charges twice.',
    }),
    paymentMethodId: t.string({ description: "A saved card's internalID, or a Stripe payment method (pm_…) made by Stripe.js." }),
    card: t.field({ type: CardInput, description: 'Offline provider only: the test card typed into the form.' }),
    saveCard: t.boolean({ description: 'Save the card for future use (default false).' }),
  }),
});

const FIELDS = {
  documents: 'documentIds',
  lien: 'lienId',
  idempotency_key: 'idempotencyKey',
  payment_method: 'paymentMethodId',
  save_card_for_future_use: 'saveCard',
  number: 'card',
  exp_month: 'card',
  exp_year: 'card',
  cvc: 'card',
};

const PayForDocumentsPayload = builder
  .objectRef<{ paymentIntents: PaymentIntentJson[]; userErrors: UserErrorShape[] }>('PayForDocumentsPayload')
  .implement({
    description: 'What `payForDocuments` returns: one intent per lienholder, or userErrors when nothing was charged.',
    fields: (t) => ({
      paymentIntents: t.field({ type: [DocumentPaymentIntent], description: 'One per lienholder.', resolve: (p) => p.paymentIntents }),
      userErrors: t.field({ type: [UserError], description: 'Why nothing was charged; empty otherwise.', resolve: (p) => p.userErrors }),
    }),
  });

builder.mutationField('payForDocuments', (t) =>
  t.field({
    type: PayForDocumentsPayload,
    description:
      'Law firm: pays for priced documents, one payment per lienholder. With a test card (offline) or a payment method the registry confirms at once; otherwise confirm each intent with Stripe.js and its clientSecret. A card refusal is an intent with errorCode/errorMessage. The documents open when the provider confirms (a `documents` change of the case).',
    authScopes: { lawFirm: true },
    args: {
      input: t.arg({ type: PayForDocumentsInput, required: true, description: "The mutation's input; its type describes each field." }),
    },
    resolve: async (_root, { input }, ctx) => {
      try {
        const answer = await ctx.gateway.payments.checkout({
          documents: input.documentIds.map((id) => internalId('Document', String(id))),
          lien: input.lienId ? internalId('Lien', String(input.lienId)) : null,
          idempotency_key: input.idempotencyKey,
          payment_method: input.paymentMethodId ?? null,
          card: input.card
            ? { number: input.card.number, exp_month: input.card.expMonth, exp_year: input.card.expYear, cvc: input.card.cvc }
            : null,
          save_card_for_future_use: input.saveCard ?? false,
        });
        return { paymentIntents: answer.payment_intents, userErrors: [] };
      } catch (error) {
        const userErrors = userErrorsFrom(error, FIELDS);
        if (!userErrors) throw error;
        return { paymentIntents: [], userErrors };
      }
    },
  }),
);

const ConfirmDocumentPaymentInput = builder.inputType('ConfirmDocumentPaymentInput', {
  description: 'The input of `confirmDocumentPayment`.',
  fields: (t) => ({
    paymentIntentId: t.string({ required: true, description: "The intent's internalID." }),
    status: t.string({ required: true, description: "The provider's status after Stripe.js confirmed it (e.g. succeeded)." }),
  }),
});

const ConfirmDocumentPaymentPayload = builder
  .objectRef<{ paymentIntent: PaymentIntentJson | null; userErrors: UserErrorShape[] }>('ConfirmDocumentPaymentPayload')
  .implement({
    description: 'What `confirmDocumentPayment` returns.',
    fields: (t) => ({
      paymentIntent: t.field({
        type: DocumentPaymentIntent,
        nullable: true,
        description: 'The intent as the registry now has it.',
        resolve: (p) => p.paymentIntent,
      }),
      userErrors: t.field({ type: [UserError], description: 'Why nothing changed; empty otherwise.', resolve: (p) => p.userErrors }),
    }),
  });

builder.mutationField('confirmDocumentPayment', (t) =>
  t.field({
    type: ConfirmDocumentPaymentPayload,
    description: "Law firm: reports the browser's confirmation of an intent. It only speeds up the screen: it never marks documents paid.",
    authScopes: { lawFirm: true },
    args: {
      input: t.arg({
        type: ConfirmDocumentPaymentInput,
        required: true,
        description: "The mutation's input; its type describes each field.",
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      try {
        return { paymentIntent: await ctx.gateway.payments.report(input.paymentIntentId, input.status), userErrors: [] };
      } catch (error) {
        const userErrors = userErrorsFrom(error, { status: 'status' });
        if (!userErrors) throw error;
        return { paymentIntent: null, userErrors };
      }
    },
  }),
);

const PaymentAccountViewerCan = builder.objectRef<PaymentAccountJson['viewer_can']>('PaymentAccountViewerCan').implement({
  description: 'What the viewer may do with the payout account.',
  fields: (t) => ({
    manage: t.exposeBoolean('manage', { description: 'Connect or disconnect it (lienholder admins only).' }),
  }),
});

const PaymentAccount = builder.objectRef<PaymentAccountJson>('PaymentAccount').implement({
  description: "The organisation's payout account for document access fees (lienholders only; a law firm never has one).",
  fields: (t) => ({
    id: t.id({
      description: 'A stable id of this organisation’s payment account (for the client store).',
      resolve: () => encodeGlobalID('PaymentAccount', 'viewer'),
    }),
    connected: t.exposeBoolean('connected', { description: 'It can take card payments.' }),
    provider: t.field({ type: PaymentProviderKind, description: 'Who pays out.', resolve: (a) => a.provider }),
    accountHint: t.exposeString('account_hint', { nullable: true, description: "The last 4 characters of the connected account's id." }),
    connectedAt: t.field({ type: 'DateTime', nullable: true, description: 'When it was connected.', resolve: (a) => a.connected_at }),
    onboardingPending: t.exposeBoolean('onboarding_pending', {
      description: 'Connecting started but the provider’s onboarding is not finished.',
    }),
    viewerCan: t.field({ type: PaymentAccountViewerCan, description: 'What the viewer may do with it.', resolve: (a) => a.viewer_can }),
  }),
});

builder.objectField(Viewer, 'paymentAccount', (t) =>
  t.field({
    type: PaymentAccount,
    description: "The acting organisation's payout account and whether the viewer may manage it (the payment information card).",
    resolve: (_viewer, _args, ctx) => ctx.gateway.payments.account(),
  }),
);

const ConnectPaymentAccountPayload = builder
  .objectRef<{ redirectUrl: string | null; account: PaymentAccountJson | null; userErrors: UserErrorShape[] }>(
    'ConnectPaymentAccountPayload',
  )
  .implement({
    description: 'What `connectPaymentAccount` and `disconnectPaymentAccount` return.',
    fields: (t) => ({
      redirectUrl: t.exposeString('redirectUrl', {
        nullable: true,
        description:
          "Where to send the admin to finish onboarding on the provider's site; null when the account is connected (nothing left to do).",
      }),
      paymentAccount: t.field({
        type: PaymentAccount,
        nullable: true,
        description: 'The account after the change.',
        resolve: (p) => p.account,
      }),
      userErrors: t.field({ type: [UserError], description: 'Why nothing changed; empty otherwise.', resolve: (p) => p.userErrors }),
    }),
  });

builder.mutationField('connectPaymentAccount', (t) =>
  t.field({
    type: ConnectPaymentAccountPayload,
    description: 'Lienholder admin: connects the payout account (offline: at once; Stripe: follow redirectUrl to finish onboarding).',
    authScopes: { signedIn: true },
    resolve: async (_root, _args, ctx) => {
      try {
        const answer = await ctx.gateway.payments.connect();
        // Connected at once (the offline provider, or onboarding already done): the card updates in place.
        return {
          redirectUrl: answer.connected ? null : answer.redirect_url,
          account: await ctx.gateway.payments.account(),
          userErrors: [],
        };
      } catch (error) {
        const userErrors = userErrorsFrom(error);
        if (!userErrors) throw error;
        return { redirectUrl: null, account: null, userErrors };
      }
    },
  }),
);

builder.mutationField('disconnectPaymentAccount', (t) =>
  t.field({
    type: ConnectPaymentAccountPayload,
    description: 'Lienholder admin: disconnects the payout account; documents already paid stay paid.',
    authScopes: { signedIn: true },
    resolve: async (_root, _args, ctx) => {
      try {
        await ctx.gateway.payments.disconnect();
        return { redirectUrl: null, account: await ctx.gateway.payments.account(), userErrors: [] };
      } catch (error) {
        const userErrors = userErrorsFrom(error);
        if (!userErrors) throw error;
        return { redirectUrl: null, account: null, userErrors };
      }
    },
  }),
);
