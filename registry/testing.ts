// A real registry for tests and benchmarks: listening on an ephemeral port, on in-memory PGlite, or — when
// DATABASE_URL is set — on a fresh, uniquely named database on that server (a copy of a migrated template), dropped
// again on close.
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { createRegistry, MEMORY, type Registry, type RegistryOptions } from './app.ts';
import { migrationsFingerprint, openDatabase } from './db/database.ts';
import { DEMO_EMAILS, DEMO_PASSWORD, seedDemoData } from './seed/demo.ts';
import { TEST_SCRYPT_COST, usePasswordCostForTests } from './auth/passwords.ts';

export { DEMO_EMAILS, DEMO_PASSWORD };

export interface TestRegistry {
  /** http://127.0.0.1:<port> */
  url: string;
  serviceKey: string;
  registry: Registry;
  close(): Promise<void>;
}

export interface TestRegistryOptions {
  seed?: boolean;
  referralLawFirmIsLawFirm?: boolean;
  /** Events stream heartbeat (default 15 s). */
  eventHeartbeatMs?: number;
  /** Events stream fallback poll (default 3 s); a test of the wake on commit sets it out of reach. */
  eventPollMs?: number;
  /** Sign-in / refresh / public-form limits (defaults: the production ones). */
  rateLimits?: RegistryOptions['rateLimits'];
  /** The benchmark's comparison only: a registry that keeps no access log. */
  withoutAccessLog?: boolean;
  /** Job engine tuning and a test's own jobs (default: workers poll every 0.5 s). */
  jobs?: RegistryOptions['jobs'];
  /** Send mail to this SMTP server (registry/testing-smtp.ts, startTestSmtpServer) instead of the outbox table. */
  smtpUrl?: string;
  /** PUBLIC_URL for links in e-mails (default http://localhost:8080). */
  publicUrl?: string;
  /** Replies by e-mail: the inbound SMTP listener (e.g. `{ port: 0, replyDomain }`); off when absent. */
  inboundMail?: RegistryOptions['inboundMail'];
  /** How long a chat message's e-mail waits (default 0 here: at once; the product's default is 60 s). */
  chatEmailDelaySeconds?: number;
  /** Replacement adapters (e.g. an S3 file storage against s3rver). */
  adapters?: RegistryOptions['adapters'];
  /** A PostgreSQL database to use as it is (the bench's kept stores): no scratch database, not dropped on close. */
  databaseUrl?: string;
}

/** Runs `work` on one connection to `connectionString`, closed afterwards. */
export async function withClient<T>(connectionString: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new, uniquely named database on the server of `serverUrl`, holding every migration and no data. */
export async function createScratchDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `registry_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const template = await migratedTemplate(serverUrl);
  await withClient(serverUrl, (admin) => admin.query(`create database ${name} template ${template}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withClient(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

const TEMPLATE_PREFIX = 'registry_template_';
const templates = new Map<string, Promise<string>>();

/**
 * The name of a database on the server holding every migration, which test registries copy (CREATE DATABASE …
 * TEMPLATE): migrating a new database takes seconds, copying a migrated one a fraction. Named by the migrations'
 * fingerprint and made once per server, by whichever test process needs it first (the others wait on an advisory
 * lock). Templates of other fingerprints are left alone (about 10 MB each): another test run on the same server may be
 * copying one (Vitest and Playwright transform the migrations' code differently, so each has its own).
 */
function migratedTemplate(serverUrl: string): Promise<string> {
  let template = templates.get(serverUrl);
  if (!template) {
    template = makeMigratedTemplate(serverUrl);
    templates.set(serverUrl, template);
    template.catch(() => templates.delete(serverUrl));
  }
  return template;
}

async function makeMigratedTemplate(serverUrl: string): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${createHash('sha256')
    .update(await migrationsFingerprint())
    .digest('hex')
    .slice(0, 16)}`;
  await withClient(serverUrl, async (admin) => {
    await admin.query(`select pg_advisory_lock(hashtext('${TEMPLATE_PREFIX}'))`);
    try {
      const found = await admin.query<{ comment: string | null }>(
        `select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1`,
        [name],
      );
      if (found.rows[0]?.comment === 'migrated') return;
      // A half-made template of a run that stopped is made again.
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`create database ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const migrated = await openDatabase({ databaseUrl: url.toString() });
      await migrated.close();
      await admin.query(`comment on database ${name} is 'migrated'`);
    } finally {
      await admin.query(`select pg_advisory_unlock(hashtext('${TEMPLATE_PREFIX}'))`);
    }
  });
  return name;
}

export async function startTestRegistry(options: TestRegistryOptions = {}): Promise<TestRegistry> {
  // Cheaper password hashes for the tests' many sign-ins (passwords.test.ts checks the product's cost).
  usePasswordCostForTests(TEST_SCRYPT_COST);
  const serverUrl = process.env.DATABASE_URL || undefined;
  const scratch = !options.databaseUrl && serverUrl ? await createScratchDatabase(serverUrl) : undefined;
  const serviceKey = randomBytes(24).toString('hex');
  let registry: Registry;
  try {
    registry = await createRegistry({
      databaseUrl: options.databaseUrl ?? scratch?.url,
      dataDir: MEMORY,
      serviceKey,
      referralLawFirmIsLawFirm: options.referralLawFirmIsLawFirm,
      eventHeartbeatMs: options.eventHeartbeatMs,
      eventPollMs: options.eventPollMs,
      environment: 'test',
      rateLimits: options.rateLimits,
      withoutAccessLog: options.withoutAccessLog,
      jobs: { pollingIntervalSeconds: 0.5, ...options.jobs },
      smtpUrl: options.smtpUrl,
      publicUrl: options.publicUrl,
      // Tests read each chat message's e-mail at once; the bench passes the production delay.
      chatEmailDelaySeconds: options.chatEmailDelaySeconds ?? 0,
      inboundMail: options.inboundMail,
      adapters: options.adapters,
      // With REDIS_URL the limits count in Redis, apart for every test registry.
      redisUrl: process.env.REDIS_URL || undefined,
      redisNamespace: `registry-test-${randomBytes(6).toString('hex')}`,
    });
    if (options.seed ?? true) await seedDemoData(registry.db);
    await registry.app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await scratch?.drop();
    throw error;
  }
  const address = registry.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    serviceKey,
    registry,
    async close() {
      await registry.close();
      await scratch?.drop();
    },
  };
}

/** Signs in over HTTP and returns the access token. */
export async function loginAs(url: string, email: string, password: string = DEMO_PASSWORD): Promise<string> {
  const response = await fetch(`${url}/api/v1/auth/jwt/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  const body = (await response.json()) as { token?: string };
  if (response.status !== 200 || !body.token) throw new Error(`login as ${email} failed: ${response.status} ${JSON.stringify(body)}`);
  return body.token;
}
