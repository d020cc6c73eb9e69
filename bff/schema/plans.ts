// Plans (issue 12, H5; spec 000 "Plan upgrade", §3 current_service, §4, §9; DECISIONS 16): the organisation's service
// on every account (`Account.currentService`), the offers and what the viewer may do with them (`Viewer.plans`),
// starting the free trial (`startTrial`), buying a plan (`purchasePlan`) and the browser's report after Stripe.js
// confirmed (`confirmPlanPurchase`). The registry decides who may (the acting organisation's admins) and when a pack is
// paid (its webhook); after a change the viewer is read again, so the account's service is current in the answer.
import { builder } from '../builder.ts';
import { requireViewer, viewerOf, type BffContext } from '../context.ts';
import type { RegistryEvent } from '../events/registry-event.ts';
import { AFTER_DESCRIPTION, parseAfter, resumableEvents } from '../events/resume.ts';
import { markLive } from '../events/shared-execution.ts';
import { tokenExpiry } from '../session.ts';
import type { PlanCatalogueJson, PlanOfferJson, PlanPurchaseJson } from '../registry/plans.ts';
import type { AccountJson, CurrentServiceJson } from '../rest/types.ts';
import { CardInput, PaymentProviderKind } from './payments.ts';
import { AccountRef } from './refs.ts';
import { UserError, userErrorsFrom, type UserErrorShape } from './user-errors.ts';
import { Viewer } from './viewer.ts';

const CurrentService = builder.objectRef<CurrentServiceJson>('CurrentService').implement({
  description: "The organisation's service: its stage, what it gives, and the trial and purchases behind it.",
  fields: (t) => ({
    stage: t.string({
      nullable: true,
      description: 'LEAD, FREEMIUM, TRIAL, EXTENDED_TRIAL or PAID; null when unknown.',
      resolve: (s) => s.stage,
    }),
    features: t.stringList({
      description:
        'What it gives now: ADD_CASE, ADD_TAG, AUTOMATED_CASE_TRACKING (a pack’s credits alone give ADD_CASE while any are left).',
      resolve: (s) => s.features ?? [],
    }),
    validTo: t.string({
      nullable: true,
      description: 'The last day of the stage (YYYY-MM-DD); null without an end.',
      resolve: (s) => s.valid_to,
    }),
    daysUntilExpiry: t.int({
      nullable: true,
      description: 'Days left including today; negative once the last day has passed; null without an end.',
      resolve: (s) => s.days_until_expiry,
    }),
    isEligibleForTrial: t.boolean({
      description: 'FREEMIUM or LEAD and never trialled: an admin may start the free trial.',
      resolve: (s) => s.is_eligible_for_trial ?? false,
    }),
    isInExpiredTrial: t.boolean({ description: 'A trial whose last day has passed.', resolve: (s) => s.is_in_expired_trial ?? false }),
    isPayingCustomer: t.boolean({
      description: 'Paid: the PAID stage, the per-case plan or case credits left.',
      resolve: (s) => s.is_paying_customer ?? false,
    }),
    isTrialCustomer: t.boolean({ description: 'In a trial that has not ended.', resolve: (s) => s.is_trial_customer ?? false }),
    wasTrialCustomer: t.boolean({ description: 'Had a trial that has ended.', resolve: (s) => s.was_trial_customer ?? false }),
    caseCredits: t.int({ description: 'Prepaid cases left (the 100/250/500 packs).', resolve: (s) => s.case_credits ?? 0 }),
    perCaseBilling: t.boolean({
      description: 'On the per-case plan ($10 per case, billed monthly).',
      resolve: (s) => s.per_case_billing ?? false,
    }),
    trialStartedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the free trial started; null when never.',
      resolve: (s) => s.trial_started_at ?? null,
    }),
  }),
});

builder.objectField(AccountRef, 'currentService', (t) =>
  t.field({
    type: CurrentService,
    description: "The service of the account's organisation (every member sees the same).",
    resolve: (account) => account.current_service,
  }),
);

builder.objectField(AccountRef, 'showsUpgradeLink', (t) =>
  t.boolean({
    description:
      'Show the Enterprise/upgrade link: an admin of an organisation that is not a law firm, on the free plan (FREEMIUM or LEAD).',
    resolve: (account) => account.shows_upgrade_link,
  }),
);

const PlanOffer = builder.objectRef<PlanOfferJson>('PlanOffer').implement({
  description: 'A plan on offer: pay per case (billed monthly) or a pack of prepaid cases with bonus cases.',
  fields: (t) => ({
    selection: t.exposeString('selection', {
      description: 'What /upgrade/payment?selection= and `purchasePlan` name it: perCase, 100, 250 or 500.',
    }),
    kind: t.exposeString('kind', { description: 'PER_CASE, PACK_100, PACK_250 or PACK_500.' }),
    cases: t.exposeInt('cases', { nullable: true, description: 'Paid cases of a pack; null for the per-case plan (unlimited).' }),
    bonusCases: t.exposeInt('bonus_cases', { description: 'Free cases added to a pack.' }),
    totalCases: t.exposeInt('total_cases', { nullable: true, description: 'Cases with the bonus; null for the per-case plan.' }),
    amount: t.exposeString('amount', {
      nullable: true,
      description: 'What a pack costs (a decimal string, US dollars); null for the per-case plan.',
    }),
    pricePerCase: t.exposeString('price_per_case', { description: 'The price of one case ($10).' }),
    costPerCase: t.exposeString('cost_per_case', { description: 'What each case of the plan costs, bonus included (a decimal string).' }),
    billing: t.exposeString('billing', { description: 'MONTHLY (per case, on the cases registered) or ONE_TIME (a pack).' }),
  }),
});

interface PlansShape {
  catalogue: PlanCatalogueJson;
  account: AccountJson;
  kind: string | null;
}

const PlansViewerCan = builder.objectRef<PlansShape>('PlansViewerCan').implement({
  description: 'What the viewer may do with the plans (only admins change the plan; spec 000 §4).',
  fields: (t) => ({
    startTrial: t.boolean({
      description: 'An admin of an eligible organisation (FREEMIUM or LEAD, never trialled).',
      resolve: (p) => p.catalogue.viewer_can.start_trial,
    }),
    purchase: t.boolean({
      description: 'An admin of the organisation (staff impersonating one may not buy).',
      resolve: (p) => p.catalogue.viewer_can.purchase,
    }),
    seeUpgradeLink: t.boolean({
      description: 'The Enterprise/upgrade link: admins of an organisation that is not a law firm, in FREEMIUM or LEAD.',
      resolve: (p) => p.catalogue.viewer_can.see_upgrade_link,
    }),
  }),
});

const Plans = builder.objectRef<PlansShape>('Plans').implement({
  description: 'The plan upgrade pages’ data: the Free and Enterprise plans, the offers, the payment provider and what the viewer may do.',
  fields: (t) => ({
    freePrice: t.string({ description: 'The Free plan’s price per month ($0).', resolve: (p) => p.catalogue.free.price }),
    enterprisePriceLabel: t.string({
      description: "Enterprise: 'Contact for pricing'.",
      resolve: (p) => p.catalogue.enterprise.price_label,
    }),
    trialDays: t.int({ description: 'The free trial’s length in days (30).', resolve: (p) => p.catalogue.enterprise.trial_days }),
    offers: t.field({ type: [PlanOffer], description: 'Per case, then the packs by size.', resolve: (p) => p.catalogue.results }),
    provider: t.field({ type: PaymentProviderKind, description: 'Who takes the payment.', resolve: (p) => p.catalogue.provider }),
    publishableKey: t.string({
      nullable: true,
      description: "Stripe's publishable key for Stripe.js; null with the offline provider.",
      resolve: (p) => p.catalogue.publishable_key,
    }),
    viewerCan: t.field({ type: PlansViewerCan, description: 'What the viewer may do.', resolve: (p) => p }),
  }),
});

builder.objectField(Viewer, 'plans', (t) =>
  t.field({
    type: Plans,
    nullable: true,
    description: 'The plans on offer to the acting organisation; null without one.',
    resolve: async (viewer, _args, ctx) => {
      if (!viewer.account) return null;
      return { catalogue: await ctx.gateway.plans.catalogue(), account: viewer.account, kind: viewer.kind };
    },
  }),
);

/** The acting account read again after a change of its organisation's service. */
async function freshAccount(ctx: BffContext): Promise<AccountJson | null> {
  ctx.gateway.useIdentity(ctx.gateway.identity);
  return (await viewerOf(ctx))?.account ?? null;
}

const StartTrialPayload = builder.objectRef<{ account: AccountJson | null; userErrors: UserErrorShape[] }>('StartTrialPayload').implement({
  description: 'What `startTrial` returns: the account with its organisation’s service, or userErrors when nothing changed.',
  fields: (t) => ({
    account: t.field({ type: AccountRef, nullable: true, description: 'The acting account after the change.', resolve: (p) => p.account }),
    userErrors: t.field({ type: [UserError], description: 'Why nothing changed; empty otherwise.', resolve: (p) => p.userErrors }),
  }),
});

builder.mutationField('startTrial', (t) =>
  t.field({
    type: StartTrialPayload,
    description:
      "Admin: starts the acting organisation's 30-day free trial (every feature). Only once, only from FREEMIUM or LEAD; else userErrors ('Your organization is not eligible for a free trial.').",
    authScopes: { signedIn: true },
    resolve: async (_root, _args, ctx) => {
      try {
        const viewer = await ctx.gateway.acting();
        await ctx.gateway.plans.startTrial(viewer.organizationId);
      } catch (error) {
        const userErrors = userErrorsFrom(error);
        if (!userErrors) throw error;
        return { account: null, userErrors };
      }
      return { account: await freshAccount(ctx), userErrors: [] };
    },
  }),
);

const PlanPurchase = builder.objectRef<PlanPurchaseJson>('PlanPurchase').implement({
  description: "A plan purchase. `status` is the registry's; a pack's credits are added once the provider's webhook says it succeeded.",
  fields: (t) => ({
    internalID: t.exposeString('id', { description: "The registry's id (for `confirmPlanPurchase`)." }),
    selection: t.exposeString('selection', { description: 'perCase, 100, 250 or 500.' }),
    status: t.exposeString('status', {
      description: 'requires_payment_method, processing (confirmed, waiting for the provider), succeeded, failed or canceled.',
    }),
    providerStatus: t.exposeString('provider_status', { nullable: true, description: "The provider's own status, when known." }),
    clientSecret: t.exposeString('client_secret', {
      nullable: true,
      description: 'Stripe.js confirms the intent with it in the browser (Stripe only); never stored.',
    }),
    amount: t.exposeString('amount', { description: 'The amount charged now, a decimal string (0.00 for the per-case plan).' }),
    credits: t.exposeInt('credits', { description: 'Cases it adds once paid (bonus included).' }),
    errorCode: t.string({
      nullable: true,
      description: 'Why the card was refused; null otherwise.',
      resolve: (p) => p.error?.code ?? null,
    }),
    errorMessage: t.string({
      nullable: true,
      description: "The provider's message for a refused card; null otherwise.",
      resolve: (p) => p.error?.message ?? null,
    }),
  }),
});

const PurchasePlanInput = builder.inputType('PurchasePlanInput', {
  description: 'The input of `purchasePlan`.',
  fields: (t) => ({
    selection: t.string({ required: true, description: 'perCase, 100, 250 or 500 (as /upgrade/payment?selection=).' }),
    idempotencyKey: t.string({
      required: true,
      description: 'Made by the client once per attempt and sent again with a retry: the same key never charges twice.',
    }),
    paymentMethodId: t.string({ description: "A saved card's internalID, or a Stripe payment method (pm_…) made by Stripe.js." }),
    card: t.field({ type: CardInput, description: 'Offline provider only: the test card typed into the form.' }),
  }),
});

const PURCHASE_FIELDS = {
  selection: 'selection',
  idempotency_key: 'idempotencyKey',
  payment_method: 'paymentMethodId',
  number: 'card',
  exp_month: 'card',
  exp_year: 'card',
  cvc: 'card',
};

const PurchasePlanPayload = builder
  .objectRef<{ purchase: PlanPurchaseJson | null; account: AccountJson | null; userErrors: UserErrorShape[] }>('PurchasePlanPayload')
  .implement({
    description: 'What `purchasePlan` and `confirmPlanPurchase` return.',
    fields: (t) => ({
      purchase: t.field({
        type: PlanPurchase,
        nullable: true,
        description: 'The purchase; null when nothing was charged.',
        resolve: (p) => p.purchase,
      }),
      account: t.field({
        type: AccountRef,
        nullable: true,
        description: 'The acting account with its organisation’s service as it is now.',
        resolve: (p) => p.account,
      }),
      userErrors: t.field({ type: [UserError], description: 'Why nothing was charged; empty otherwise.', resolve: (p) => p.userErrors }),
    }),
  });

builder.mutationField('purchasePlan', (t) =>
  t.field({
    type: PurchasePlanPayload,
    description:
      'Admin: buys a plan for the acting organisation. A pack is charged once (the key); with a test card (offline) or a payment method the registry confirms at once, otherwise confirm with Stripe.js and its clientSecret; the credits are added when the provider confirms. The per-case plan charges nothing now and starts at once. A card refusal is a purchase with errorCode/errorMessage.',
    authScopes: { signedIn: true },
    args: {
      input: t.arg({ type: PurchasePlanInput, required: true, description: "The mutation's input; its type describes each field." }),
    },
    resolve: async (_root, { input }, ctx) => {
      let purchase: PlanPurchaseJson;
      try {
        const viewer = await ctx.gateway.acting();
        purchase = (
          await ctx.gateway.plans.purchase(viewer.organizationId, {
            selection: input.selection,
            idempotency_key: input.idempotencyKey,
            payment_method: input.paymentMethodId ?? null,
            card: input.card
              ? { number: input.card.number, exp_month: input.card.expMonth, exp_year: input.card.expYear, cvc: input.card.cvc }
              : null,
          })
        ).purchase;
      } catch (error) {
        const userErrors = userErrorsFrom(error, PURCHASE_FIELDS);
        if (!userErrors) throw error;
        return { purchase: null, account: null, userErrors };
      }
      return { purchase, account: await freshAccount(ctx), userErrors: [] };
    },
  }),
);

const ConfirmPlanPurchaseInput = builder.inputType('ConfirmPlanPurchaseInput', {
  description: 'The input of `confirmPlanPurchase`.',
  fields: (t) => ({
    purchaseId: t.string({ required: true, description: "The purchase's internalID." }),
    status: t.string({ required: true, description: "The provider's status after Stripe.js confirmed it (e.g. succeeded)." }),
  }),
});

builder.mutationField('confirmPlanPurchase', (t) =>
  t.field({
    type: PurchasePlanPayload,
    description: "Admin: reports the browser's confirmation of a purchase. It only speeds up the screen: it never adds credits.",
    authScopes: { signedIn: true },
    args: {
      input: t.arg({ type: ConfirmPlanPurchaseInput, required: true, description: "The mutation's input; its type describes each field." }),
    },
    resolve: async (_root, { input }, ctx) => {
      try {
        const purchase = await ctx.gateway.plans.report(input.purchaseId, input.status);
        return { purchase, account: await freshAccount(ctx), userErrors: [] };
      } catch (error) {
        const userErrors = userErrorsFrom(error, { status: 'status' });
        if (!userErrors) throw error;
        return { purchase: null, account: null, userErrors };
      }
    },
  }),
);

// Live: the acting organisation changed (its settings, or its service: a trial started or ended, a pack paid, the
// per-case plan). The registry's `organization.updated` event names the organisation; the subscriber reads its own
// account again (as itself), so an open page shows the service and the organisation as they are now.
const isOrganizationEvent = (event: RegistryEvent) => event.type === 'organization.updated';

interface AccountChangedShape {
  account: AccountJson | null;
}

function accountChanges(ctx: BffContext, after: number | null): AsyncIterableIterator<AccountChangedShape> {
  /** Known once the viewer is; until then every organisation event is let through. */
  let organizationId: string | null = null;
  const events = resumableEvents(ctx, after, {
    wants: (event) => isOrganizationEvent(event) && (organizationId === null || event.organization_ids.includes(organizationId)),
  });
  const finished = async (): Promise<IteratorResult<AccountChangedShape, undefined>> => {
    await events.return?.();
    return { value: undefined, done: true };
  };
  const expiresAt = tokenExpiry(ctx.session.token)?.getTime() ?? Number.POSITIVE_INFINITY;
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next() {
      const viewer = await requireViewer(ctx);
      organizationId = viewer.organizationId;
      for (;;) {
        const next = await events.next();
        if (next.done) return finished();
        if (expiresAt <= Date.now()) return finished();
        if ('resync' in next.value)
          return { value: markLive({ account: await freshAccount(ctx) }, { version: next.value.resync, resync: true }), done: false };
        const { event } = next.value;
        if (!isOrganizationEvent(event) || !event.organization_ids.includes(viewer.organizationId)) continue;
        return { value: markLive({ account: await freshAccount(ctx) }, { version: event.version ?? event.id }), done: false };
      }
    },
    return: finished,
    async throw(error: unknown) {
      await finished();
      throw error;
    },
  };
}

const AccountChangedEvent = builder.objectRef<AccountChangedShape>('AccountChangedEvent').implement({
  description: "The acting account's organisation changed: its settings or its service.",
  fields: (t) => ({
    account: t.field({
      type: AccountRef,
      nullable: true,
      description: 'The acting account as it is now (its organisation and `currentService`); null when it is gone.',
      resolve: (event) => event.account,
    }),
  }),
});

builder.subscriptionField('accountChanged', (t) =>
  t.field({
    type: AccountChangedEvent,
    description:
      'Changes to the acting organisation (settings, plan: a trial started or ended, a pack paid): the acting account as it is now. Open pages (Settings, the upgrade) keep the service current with it.',
    authScopes: { signedIn: true },
    args: { after: t.arg.string({ required: false, description: AFTER_DESCRIPTION }) },
    subscribe: (_root, { after }, ctx) => accountChanges(ctx, parseAfter(after)),
    resolve: (event) => event,
  }),
);
