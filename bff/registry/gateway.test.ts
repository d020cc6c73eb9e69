// The gateway over a recording fake client (no registry): which registry call each function makes, batching,
// results in key order, and what writes and a change of identity do to the caches.
import { describe, expect, test } from 'vitest';
import { OptionsCache } from '../options-cache.ts';
import type { RegistryClient, RegistryIdentity } from '../rest/registry-client.ts';
import type { MeJson } from '../rest/types.ts';
import { createGateway } from './gateway.ts';

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function me(kind: 'LAW_FIRM' | 'LIENHOLDER'): MeJson {
  return {
    id: 'user',
    username: 'u',
    email: 'u@x.test',
    first_name: 'U',
    last_name: 'X',
    is_staff: false,
    is_first_login: false,
    last_login: null,
    active_account_id: 'account',
    registry_accounts: [
      {
        id: 'account',
        role: 'USER',
        created_at: '',
        is_active: true,
        is_suspended: false,
        registry_legal_organization: { id: 'org', kind } as MeJson['registry_accounts'][number]['registry_legal_organization'],
        current_service: { stage: null, features: [], valid_to: null, days_until_expiry: null },
        shows_upgrade_link: false,
      },
    ],
  };
}

interface Call {
  method: string;
  path: string;
  query?: Record<string, unknown>;
  body?: unknown;
  identity: RegistryIdentity;
}

/** A client that records every call and answers from `answer` (a registry path without its prefix). */
function fakeClient(answer: (call: Call) => unknown, calls: Call[], identity: RegistryIdentity = { token: 'token' }): RegistryClient {
  const record = (call: Call) => {
    calls.push(call);
    return Promise.resolve(answer({ ...call, path: call.path.replace('/api/registry/v1', '') }));
  };
  return {
    identity,
    get: (path: string, query?: Record<string, unknown>) => record({ method: 'GET', path, query, identity }),
    // The viewer read also returns the identity the registry named (none here: the fake has no registry).
    getWithIdentity: async (path: string) => ({ json: await record({ method: 'GET', path, identity }), identity: null }),
    post: (path: string, body: unknown) => record({ method: 'POST', path, body, identity }),
    patch: (path: string, body: unknown) => record({ method: 'PATCH', path, body, identity }),
    send: (method: string, path: string, body?: unknown) => record({ method, path, body, identity }),
    withIdentity: (next: RegistryIdentity) => fakeClient(answer, calls, next),
  } as unknown as RegistryClient;
}

function gatewayFor(kind: 'LAW_FIRM' | 'LIENHOLDER', answer: (call: Call) => unknown = () => ({ results: [] })) {
  const calls: Call[] = [];
  const client = fakeClient((call) => (call.path === '/accounts-auth/' ? me(kind) : answer(call)), calls);
  return {
    gateway: createGateway({ client, options: new OptionsCache() }),
    calls,
    registryCalls: () => calls.filter((call) => call.path !== '/api/registry/v1/accounts-auth/'),
  };
}

describe('the registry gateway', () => {
  test('cases by id: one list call per batch, on the viewer’s side, in key order, null for unknown or impossible ids', async () => {
    const { gateway, registryCalls } = gatewayFor('LIENHOLDER', () => ({ results: [{ id: ID(2) }, { id: ID(1) }] }));
    const found = await Promise.all([
      gateway.cases.load(ID(1)),
      gateway.cases.load(ID(2)),
      gateway.cases.load(ID(3)),
      gateway.cases.load('not-an-id'),
    ]);
    expect(found.map((kase) => kase?.id ?? null)).toEqual([ID(1), ID(2), null, null]);
    expect(registryCalls()).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/api/registry/v1/lienholder/portfolio/',
        query: { id: [ID(1), ID(2), ID(3)], page_size: 'off', is_closed: 'all', is_resolved: 'all' },
      }),
    ]);
    // Cached: loading them again costs nothing.
    await gateway.cases.loadMany([ID(1), ID(2)]);
    expect(registryCalls()).toHaveLength(1);
  });

  test('a write primes the case it returns; a write that returns none makes the next load ask again', async () => {
    const { gateway, registryCalls } = gatewayFor('LAW_FIRM', (call) =>
      call.method === 'PATCH' && call.path.endsWith(`/${ID(1)}/`)
        ? { id: ID(1), status: 'NEW' }
        : { results: [{ id: ID(1), status: 'OLD' }] },
    );
    expect((await gateway.cases.load(ID(1)))?.status).toBe('OLD');
    await gateway.cases.updateStatus(ID(1), { status: 'NEW' });
    expect((await gateway.cases.load(ID(1)))?.status).toBe('NEW');
    expect(registryCalls().map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/registry/v1/escrow-agent/portfolio/',
      `PATCH /api/registry/v1/escrow-agent/portfolio/${ID(1)}/`,
    ]);
    await gateway.cases.changeRepresentation(ID(1), { knows_new_firm: false, law_firm: null, note: 'gone' });
    await gateway.cases.load(ID(1));
    expect(registryCalls().at(-1)).toMatchObject({ method: 'GET', path: '/api/registry/v1/escrow-agent/portfolio/' });
  });

  test('grouped reads: the tags of several cases in one call, each case its own in order; adding one clears that case only', async () => {
    const tagsOf = (caseId: string, names: string[]) =>
      names.map((name, index) => ({ id: `${caseId}-${index}`, case: caseId, tag: { id: name, name } }));
    const { gateway, registryCalls } = gatewayFor('LAW_FIRM', (call) =>
      call.method === 'POST'
        ? { id: 'new', case: ID(1), tag: { id: 't', name: 't' } }
        : { results: [...tagsOf(ID(2), ['b']), ...tagsOf(ID(1), ['a', 'c'])] },
    );
    const [first, second, none] = await Promise.all([gateway.tags.ofCase(ID(1)), gateway.tags.ofCase(ID(2)), gateway.tags.ofCase(ID(3))]);
    expect(first.map((caseTag) => caseTag.tag.name)).toEqual(['a', 'c']);
    expect(second.map((caseTag) => caseTag.tag.name)).toEqual(['b']);
    expect(none).toEqual([]);
    expect(registryCalls()).toHaveLength(1);
    await gateway.tags.addToCase(ID(1), 't');
    await Promise.all([gateway.tags.ofCase(ID(1)), gateway.tags.ofCase(ID(2))]);
    expect(registryCalls().map((call) => `${call.method} ${call.path} ${JSON.stringify(call.query ?? call.body)}`)).toEqual([
      `GET /api/registry/v1/case-tags/ {"case":["${ID(1)}","${ID(2)}","${ID(3)}"]}`,
      `POST /api/registry/v1/case-tags/ {"case":"${ID(1)}","tag":"t"}`,
      `GET /api/registry/v1/case-tags/ {"case":["${ID(1)}"]}`,
    ]);
  });

  test('a change of identity forgets the viewer and every cache, and later calls carry the new identity', async () => {
    const { gateway, calls } = gatewayFor('LAW_FIRM', () => ({ results: [{ id: ID(1) }] }));
    await gateway.cases.load(ID(1));
    expect((await gateway.viewer())?.kind).toBe('LAW_FIRM');
    gateway.useIdentity({ token: 'other', accountId: 'account-2' });
    await gateway.cases.load(ID(1));
    expect(calls.map((call) => [call.path.replace('/api/registry/v1', ''), call.identity.token ?? null])).toEqual([
      ['/accounts-auth/', 'token'],
      ['/escrow-agent/portfolio/', 'token'],
      ['/accounts-auth/', 'other'],
      ['/escrow-agent/portfolio/', 'other'],
    ]);
    expect(gateway.identity).toEqual({ token: 'other', accountId: 'account-2' });
  });

  test('signed out: no registry call, no record, and acting for an organisation is refused', async () => {
    const calls: Call[] = [];
    const gateway = createGateway({ client: fakeClient(() => ({ results: [] }), calls, {}), options: new OptionsCache() });
    expect(await gateway.viewer()).toBeNull();
    expect(await gateway.cases.load(ID(1))).toBeNull();
    await expect(gateway.acting()).rejects.toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    expect(calls).toEqual([]);
  });
});
