// Issue 8, point 4: production is the default and is explicit. The mode is one setting (PORTAL_MODE) read once at
// start and passed down; NODE_ENV (which the in-process Vite build rewrites) changes nothing. In production:
// no introspection and no field suggestions for signed-out callers, no GraphiQL, no `extensions.upstreamCalls`.
import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readPortalMode } from '../../bff/mode.ts';
import { edgeSettingsFrom } from '../../bff/settings.ts';
import { DEMO_EMAILS, startTestRegistry, type TestRegistry } from '../../registry/testing.ts';
import { gql, graphqlLogin } from './helpers.ts';
import { startEdgeStack, type EdgeStack } from './edge-stack.ts';

let registry: TestRegistry;
let production: EdgeStack;
let development: EdgeStack;
const nodeEnv = process.env.NODE_ENV;

beforeAll(async () => {
  registry = await startTestRegistry();
  // Each built under the NODE_ENV that would once have given it the other mode.
  process.env.NODE_ENV = 'development';
  production = await startEdgeStack({}, registry);
  process.env.NODE_ENV = 'production';
  development = await startEdgeStack({ mode: 'development', securityHeaders: true }, registry);
});
afterAll(async () => {
  process.env.NODE_ENV = nodeEnv;
  await production?.close();
  await development?.close();
  await registry?.close();
});

const INTROSPECTION = '{ __schema { queryType { name } } }';
const TYPE = '{ __type(name: "Case") { name } }';
const graphiql = (stack: EdgeStack) => fetch(`${stack.url}/graphql`, { headers: { accept: 'text/html' } });

describe('PORTAL_MODE', () => {
  test('is production unless it says development; any other value stops the start', () => {
    expect(readPortalMode({})).toBe('production');
    expect(readPortalMode({ PORTAL_MODE: '' })).toBe('production');
    expect(readPortalMode({ PORTAL_MODE: 'development' })).toBe('development');
    expect(readPortalMode({ PORTAL_MODE: 'production' }, 'development')).toBe('production');
    expect(() => readPortalMode({ PORTAL_MODE: 'staging' })).toThrow('PORTAL_MODE must be one of production, development (got "staging")');
    // npm start's and npm run dev's defaults, and NODE_ENV is not consulted.
    expect(edgeSettingsFrom({ NODE_ENV: 'development' }).mode).toBe('production');
    expect(edgeSettingsFrom({ NODE_ENV: 'production' }, 'development').mode).toBe('development');
  });
});

describe('production (the default)', () => {
  test('signed-out callers cannot introspect; signed-in callers can', async () => {
    for (const query of [INTROSPECTION, TYPE]) {
      const refused = await gql(production, query);
      expect(refused.body).toEqual({
        errors: [{ message: 'Introspection is only available when signed in.', extensions: { code: 'INTROSPECTION_DISABLED' } }],
      });
    }
    // A token that the registry does not accept is signed out too.
    expect((await gql(production, INTROSPECTION, {}, { token: 'not.a.token' })).body.errors?.[0]?.extensions?.code).toBe(
      'INTROSPECTION_DISABLED',
    );
    const token = (await graphqlLogin(production, DEMO_EMAILS.provider)).token!;
    expect((await gql(production, INTROSPECTION, {}, { token })).body).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
    // The full introspection query of GraphiQL and code generators is within the query limits.
    const full = await gql(production, getIntrospectionQuery(), {}, { token });
    expect(full.body.errors).toBeUndefined();
    expect(full.body.data.__schema.types.length).toBeGreaterThan(50);
  });

  test('field suggestions are not given', async () => {
    const reply = await gql(production, '{ viewr { user { email } } }');
    expect(reply.body.errors?.[0]?.message).toBe('Cannot query field "viewr" on type "Query".');
  });

  test('GET /graphql does not serve GraphiQL', async () => {
    const response = await graphiql(production);
    expect(response.headers.get('content-type') ?? '').not.toContain('text/html');
    expect((await response.text()).toLowerCase()).not.toContain('graphiql');
  });

  test('results carry no extensions.upstreamCalls', async () => {
    const token = (await graphqlLogin(production, DEMO_EMAILS.lawFirm)).token!;
    const reply = await gql(production, '{ viewer { portfolio(first: 2) { totalCount } } }', {}, { token });
    expect(reply.body.data.viewer.portfolio.totalCount).toBeGreaterThan(2);
    expect(reply.body).not.toHaveProperty('extensions');
  });
});

describe('development (npm run dev, or PORTAL_MODE=development)', () => {
  test('introspection, suggestions, GraphiQL and upstreamCalls are all there', async () => {
    expect((await gql(development, INTROSPECTION)).body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    expect((await gql(development, '{ viewr { user { email } } }')).body.errors?.[0]?.message).toBe(
      'Cannot query field "viewr" on type "Query". Did you mean "viewer"?',
    );
    const page = await graphiql(development);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('Lien registry GraphQL');
    // GraphiQL's own scripts would be blocked by the product's CSP; GraphQL answers keep it.
    expect(page.headers.get('content-security-policy')).toBeNull();
    const answer = await fetch(`${development.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":"{ __typename }"}',
    });
    expect(answer.headers.get('content-security-policy')).toContain("script-src 'self'");
    const token = (await graphqlLogin(development, DEMO_EMAILS.lawFirm)).token!;
    const reply = await gql(development, '{ viewer { portfolio(first: 2) { totalCount } } }', {}, { token });
    expect(reply.body.extensions?.upstreamCalls).toBeGreaterThan(0);
  });
});
