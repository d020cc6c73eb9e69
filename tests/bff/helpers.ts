// Shared set-up of the BFF tests: a real registry (PGlite, or a scratch PostgreSQL database when DATABASE_URL is
// set) and the BFF in front of it over real HTTP, served by Fastify so graphql-ws works too; Redis pub/sub when
// REDIS_URL is set.
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { createBff, registerBff, type Bff } from '../../bff/server.ts';
import { startTestRegistry, DEMO_PASSWORD, type TestRegistry, type TestRegistryOptions } from '../../registry/testing.ts';

export interface BffStack {
  registry: TestRegistry;
  bff: Bff;
  app: FastifyInstance;
  /** http://127.0.0.1:<port> of the BFF */
  url: string;
  close(): Promise<void>;
}

export async function startBffStack(registryOptions: TestRegistryOptions = {}): Promise<BffStack> {
  const registry = await startTestRegistry(registryOptions);
  const bff = createBff({
    registryUrl: registry.url,
    serviceKey: registry.serviceKey,
    redisUrl: process.env.REDIS_URL || undefined,
    logger: pino({ level: 'silent' }),
    // GraphiQL, introspection and `extensions.upstreamCalls` (the tests count registry calls).
    mode: 'development',
  });
  const app = Fastify();
  await registerBff(app, bff);
  await app.listen({ port: 0, host: '127.0.0.1' });
  await bff.start();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    registry,
    bff,
    app,
    url: `http://127.0.0.1:${port}`,
    async close() {
      await bff.close();
      await app.close();
      await registry.close();
    },
  };
}

export interface GqlOptions {
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
  contentType?: string;
}

export interface GqlReply<T = any> {
  status: number;
  body: { data?: T; errors?: { message: string; extensions?: { code?: string } }[]; extensions?: { upstreamCalls?: number } };
  cookies: string[];
}

/** One GraphQL operation through `yoga.fetch`, as a browser (cookie + CSRF header) or an API client (JWT). */
export async function gql<T = any>(
  stack: BffStack,
  query: string,
  variables: Record<string, unknown> = {},
  options: GqlOptions = {},
): Promise<GqlReply<T>> {
  const headers: Record<string, string> = { 'content-type': options.contentType ?? 'application/json', ...options.headers };
  if (options.token) headers.authorization = `JWT ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  const response = await stack.bff.yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as GqlReply<T>['body'], cookies: response.headers.getSetCookie() };
}

/** The `name=value` pairs of Set-Cookie values, as a Cookie header. */
export const cookieHeader = (setCookies: string[]) =>
  setCookies
    .map((cookie) => cookie.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');

const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { token expiresIn userErrors { field message code } viewer { user { email } } } }`;

export async function graphqlLogin(stack: BffStack, email: string, password = DEMO_PASSWORD) {
  const reply = await gql(stack, LOGIN, { input: { email, password } });
  return { reply, token: reply.body.data?.login?.token as string | null, cookie: cookieHeader(reply.cookies) };
}
