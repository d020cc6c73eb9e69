// Plans (issue 12, H5; registry/API.md "Plans"): the offers, starting the free trial, buying a plan (a pack of case
// credits or the per-case plan) and the browser's report after Stripe.js confirmed. The organisation's service itself
// comes with the viewer (accounts-auth `current_service`); after a change the caller reads the viewer again.
import { REGISTRY_PREFIX, segment, type GatewayScope } from './scope.ts';
import type { CurrentServiceJson } from '../rest/types.ts';

export interface PlanOfferJson {
  selection: 'perCase' | '100' | '250' | '500';
  kind: 'PER_CASE' | 'PACK_100' | 'PACK_250' | 'PACK_500';
  cases: number | null;
  bonus_cases: number;
  total_cases: number | null;
  amount: string | null;
  price_per_case: string;
  cost_per_case: string;
  billing: 'MONTHLY' | 'ONE_TIME';
}

export interface PlanCatalogueJson {
  currency: string;
  free: { name: string; price: string; period: string };
  enterprise: { name: string; price: string | null; price_label: string; trial_days: number };
  results: PlanOfferJson[];
  provider: 'OFFLINE' | 'STRIPE';
  publishable_key: string | null;
  /** What the viewer may do, decided by the registry (admins, not while impersonating). */
  viewer_can: { start_trial: boolean; purchase: boolean; see_upgrade_link: boolean };
}

export interface PlanPurchaseJson {
  id: string;
  selection: string;
  kind: string;
  status: string;
  provider_status: string | null;
  client_secret: string | null;
  amount: string;
  amount_cents: number;
  currency: string;
  credits: number;
  error: { code: string; message: string } | null;
  created_at: string | null;
  completed_at: string | null;
  billing_month?: string | null;
}

export interface PurchaseBody {
  selection: string;
  idempotency_key: string;
  payment_method: string | null;
  card: { number: string; exp_month: number; exp_year: number; cvc: string } | null;
}

const ORGS = `${REGISTRY_PREFIX}/legal-organizations`;

export function plansGateway(scope: GatewayScope) {
  const catalogue = scope.loader<'plans', PlanCatalogueJson>(async (keys) => {
    const answer = await scope.client.get<PlanCatalogueJson>(`${REGISTRY_PREFIX}/plans/`);
    return keys.map(() => answer);
  });
  return {
    catalogue: () => catalogue.load('plans'),
    startTrial: (organizationId: string) =>
      scope.client.send<{ current_service: CurrentServiceJson }>('PUT', `${ORGS}/${segment(organizationId)}/start-trial/`, {}),
    purchase: (organizationId: string, body: PurchaseBody) =>
      scope.client.post<{ purchase: PlanPurchaseJson; current_service: CurrentServiceJson }>(
        `${ORGS}/${segment(organizationId)}/purchase/`,
        body,
      ),
    report: (purchaseId: string, status: string) =>
      scope.client.patch<PlanPurchaseJson>(`${REGISTRY_PREFIX}/plan-purchases/${segment(purchaseId)}/`, { status }),
  };
}
