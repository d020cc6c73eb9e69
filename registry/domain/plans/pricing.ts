// The plans on offer (spec 000 §9): the Free plan ($0/month), Enterprise (contact for pricing, a 30-day free trial),
// pay per case ($10 per case, billed monthly, unlimited), and the advance packs with their bonus cases (100 for
// $1000 + 10 free, 250 for $2500 + 38, 500 for $5000 + 100); the cost per case is computed.
import type { PaymentProvider } from '../../adapters/payments.ts';
import { TRIAL_DAYS } from './service.ts';

export type PlanSelection = 'perCase' | '100' | '250' | '500';
export type PlanKind = 'PER_CASE' | 'PACK_100' | 'PACK_250' | 'PACK_500';

export interface PlanOffer {
  selection: PlanSelection;
  kind: PlanKind;
  /** Paid cases of a pack (null: unlimited, billed per case). */
  cases: number | null;
  bonus_cases: number;
  /** cases + bonus (null: unlimited). */
  total_cases: number | null;
  /** What is charged now, in cents (0 for the per-case plan: it is billed monthly on the cases registered). */
  amount_cents: number;
  price_per_case_cents: number;
  billing: 'MONTHLY' | 'ONE_TIME';
}

export const PER_CASE_PRICE_CENTS = 1000;

export const PLAN_OFFERS: readonly PlanOffer[] = [
  {
    selection: 'perCase',
    kind: 'PER_CASE',
    cases: null,
    bonus_cases: 0,
    total_cases: null,
    amount_cents: 0,
    price_per_case_cents: PER_CASE_PRICE_CENTS,
    billing: 'MONTHLY',
  },
  ...(
    [
      ['100', 'PACK_100', 100, 10],
      ['250', 'PACK_250', 250, 38],
      ['500', 'PACK_500', 500, 100],
    ] as const
  ).map(([selection, kind, cases, bonus]): PlanOffer => ({
    selection,
    kind,
    cases,
    bonus_cases: bonus,
    total_cases: cases + bonus,
    amount_cents: cases * PER_CASE_PRICE_CENTS,
    price_per_case_cents: PER_CASE_PRICE_CENTS,
    billing: 'ONE_TIME',
  })),
];

export const PLAN_SELECTIONS = PLAN_OFFERS.map((offer) => offer.selection);
export const offerOf = (selection: string) => PLAN_OFFERS.find((offer) => offer.selection === selection) ?? null;
export const offerOfKind = (kind: string) => PLAN_OFFERS.find((offer) => offer.kind === kind) ?? null;

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** GET /plans/: the offers with their prices as decimal strings, the free and enterprise plans, and the provider. */
export function planCatalogue(provider: PaymentProvider) {
  return {
    currency: 'usd',
    free: { name: 'Free', price: '0.00', period: 'month' },
    enterprise: { name: 'Enterprise', price: null, price_label: 'Contact for pricing', trial_days: TRIAL_DAYS },
    results: PLAN_OFFERS.map((offer) => ({
      selection: offer.selection,
      kind: offer.kind,
      cases: offer.cases,
      bonus_cases: offer.bonus_cases,
      total_cases: offer.total_cases,
      amount: offer.billing === 'ONE_TIME' ? dollars(offer.amount_cents) : null,
      price_per_case: dollars(offer.price_per_case_cents),
      // The price of each case the organisation gets: a pack's amount over its cases with the bonus.
      cost_per_case: dollars(offer.total_cases ? Math.round(offer.amount_cents / offer.total_cases) : offer.price_per_case_cents),
      billing: offer.billing,
    })),
    provider: provider.kind,
    publishable_key: provider.publishableKey,
  };
}
