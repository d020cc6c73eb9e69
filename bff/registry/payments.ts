// Payments (issue 11; registry/API.md "Payments"): the payment page's data, checkout, the client's status report,
// saved cards, and a lienholder admin's payout account. Writes go straight to the registry (no cache to clear but
// the account status).
import { REGISTRY_PREFIX, segment, type GatewayScope } from './scope.ts';

const STRIPE = `${REGISTRY_PREFIX}/stripe`;

export interface SavedCardJson {
  id: string;
  brand: string;
  last4: string;
  exp_month: number | null;
  exp_year: number | null;
}

export interface PaymentSummaryJson {
  count: number;
  results: Array<{ id: string; case: string; lien: string; name: string; type: string; price: string; lienholder: string }>;
  total: string;
  currency: string;
  lienholders: Array<{ id: string; name: string; can_accept_payments: boolean }>;
  saved_cards: SavedCardJson[];
  provider: 'OFFLINE' | 'STRIPE';
  publishable_key: string | null;
}

export interface PaymentIntentJson {
  id: string;
  provider_intent_id: string | null;
  client_secret: string | null;
  status: string;
  provider_status: string | null;
  amount: string;
  amount_cents: number;
  currency: string;
  stripe_account: string;
  lienholder: { id: string; name: string };
  documents: string[];
  error: { code: string; message: string } | null;
}

export interface PaymentAccountJson {
  connected: boolean;
  provider: 'OFFLINE' | 'STRIPE';
  account_hint: string | null;
  connected_at: string | null;
  onboarding_pending: boolean;
  viewer_can: { manage: boolean };
}

export interface CheckoutBody {
  documents: string[];
  lien: string | null;
  idempotency_key: string;
  payment_method: string | null;
  card: { number: string; exp_month: number; exp_year: number; cvc: string } | null;
  save_card_for_future_use: boolean;
}

export function paymentsGateway(scope: GatewayScope) {
  const account = scope.loader<'account', PaymentAccountJson>(async (keys) => {
    const status = await scope.client.get<PaymentAccountJson>(`${STRIPE}/account/`);
    return keys.map(() => status);
  });
  return {
    summary: (documentIds: string[], lienId: string | null) =>
      scope.client.get<PaymentSummaryJson>(`${STRIPE}/document-payments/summary/`, {
        documents: documentIds.join(','),
        ...(lienId ? { lien: lienId } : {}),
      }),
    checkout: (body: CheckoutBody) =>
      scope.client.post<{ payment_intents: PaymentIntentJson[]; provider: string }>(`${STRIPE}/document-payments/`, body),
    report: (intentId: string, status: string) =>
      scope.client.patch<PaymentIntentJson>(`${STRIPE}/document-payment-intents/${segment(intentId)}/`, { status }),
    account: () => account.load('account'),
    async connect(): Promise<{ redirect_url: string; connected: boolean }> {
      const answer = await scope.client.get<{ redirect_url: string; connected: boolean }>(`${STRIPE}/connect/`);
      account.clearAll();
      return answer;
    },
    async disconnect(): Promise<void> {
      await scope.client.get(`${STRIPE}/disconnect/`);
      account.clearAll();
    },
  };
}
