// A local HTTP peer speaking the Stripe REST endpoints the registry's Stripe adapter calls (no network here): payment
// intents (create, retrieve, confirm, cancel), customers, payment methods (retrieve), Connect accounts (create,
// retrieve) and account links. It honours Idempotency-Key like Stripe (same key → same answer) and records every
// request, so tests can check what was sent. The Stripe SDK is pointed at it with `host`/`port`/`protocol`.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PeerRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  stripeAccount: string | null;
  body: Record<string, string>;
}

export interface StripePeer {
  port: number;
  requests: PeerRequest[];
  intents: Map<string, any>;
  accounts: Map<string, any>;
  close(): Promise<void>;
}

export async function startStripePeer(): Promise<StripePeer> {
  const requests: PeerRequest[] = [];
  const intents = new Map<string, any>();
  const accounts = new Map<string, any>();
  const byKey = new Map<string, { status: number; body: unknown }>();
  let counter = 0;
  const next = (prefix: string) => `${prefix}_peer${(++counter).toString().padStart(6, '0')}`;

  const handle = (method: string, path: string, body: Record<string, string>): { status: number; body: unknown } => {
    const missing = (id: string) => ({
      status: 404,
      body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: '${id}'` } },
    });
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/payment_intents') {
      const id = next('pi');
      const intent = {
        id,
        object: 'payment_intent',
        client_secret: `${id}_secret_peer`,
        status: 'requires_payment_method',
        amount: Number(body.amount),
        currency: body.currency,
        customer: body.customer ?? null,
        on_behalf_of: body.on_behalf_of ?? null,
        transfer_data: body['transfer_data[destination]'] ? { destination: body['transfer_data[destination]'] } : null,
        setup_future_usage: body.setup_future_usage ?? null,
        metadata: Object.fromEntries(
          Object.entries(body)
            .filter(([k]) => k.startsWith('metadata['))
            .map(([k, v]) => [k.slice(9, -1), v]),
        ),
        payment_method: null,
        last_payment_error: null,
      };
      intents.set(id, intent);
      return { status: 200, body: intent };
    }
    if ((match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path)) && method === 'GET') {
      const intent = intents.get(match[1]);
      return intent ? { status: 200, body: intent } : missing(match[1]);
    }
    if ((match = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(path)) && method === 'POST') {
      const intent = intents.get(match[1]);
      if (!intent) return missing(match[1]);
      if (intent.status === 'succeeded')
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: 'This PaymentIntent has already succeeded.',
            },
          },
        };
      intent.payment_method = body.payment_method;
      if (body.payment_method === 'pm_card_chargeDeclined') {
        intent.status = 'requires_payment_method';
        intent.last_payment_error = { code: 'card_declined', message: 'Your card was declined.' };
        return {
          status: 402,
          body: { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.', payment_intent: intent } },
        };
      }
      intent.status = 'succeeded';
      return { status: 200, body: intent };
    }
    if ((match = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path)) && method === 'POST') {
      const intent = intents.get(match[1]);
      if (!intent) return missing(match[1]);
      intent.status = 'canceled';
      return { status: 200, body: intent };
    }
    if (method === 'POST' && path === '/v1/customers')
      return { status: 200, body: { id: next('cus'), object: 'customer', email: body.email } };
    if ((match = /^\/v1\/payment_methods\/([^/]+)$/.exec(path)) && method === 'GET')
      return {
        status: 200,
        body: {
          id: match[1],
          object: 'payment_method',
          type: 'card',
          card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
        },
      };
    if (method === 'POST' && path === '/v1/accounts') {
      const account = { id: next('acct'), object: 'account', type: body.type, email: body.email ?? null, charges_enabled: false };
      accounts.set(account.id, account);
      return { status: 200, body: account };
    }
    if ((match = /^\/v1\/accounts\/([^/]+)$/.exec(path)) && method === 'GET') {
      const account = accounts.get(match[1]);
      return account ? { status: 200, body: account } : missing(match[1]);
    }
    if (method === 'POST' && path === '/v1/account_links')
      return { status: 200, body: { object: 'account_link', url: `https://connect.stripe.test/setup/${body.account}`, expires_at: 0 } };
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } } };
  };

  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://peer');
      const body = Object.fromEntries(new URLSearchParams(request.method === 'GET' ? url.search : raw));
      const header = (name: string) => {
        const value = request.headers[name];
        return (Array.isArray(value) ? value[0] : value) ?? null;
      };
      const key = header('idempotency-key');
      requests.push({
        method: request.method ?? '',
        path: url.pathname,
        idempotencyKey: key,
        stripeAccount: header('stripe-account'),
        body,
      });
      let answer: { status: number; body: unknown };
      if (key && request.method === 'POST' && byKey.has(`${url.pathname}:${key}`)) answer = byKey.get(`${url.pathname}:${key}`)!;
      else {
        answer = header('authorization')?.startsWith('Bearer sk_test_')
          ? handle(request.method ?? '', url.pathname, body)
          : { status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } } };
        if (key && request.method === 'POST') byKey.set(`${url.pathname}:${key}`, structuredClone(answer));
      }
      response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    intents,
    accounts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
