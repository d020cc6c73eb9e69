// The registry's settings from the environment, read in one place for `npm start` (scripts/start.ts) and
// `node registry/main.ts`, so both honour every documented setting (README.md, Configuration).
import type { RegistryOptions } from './app.ts';
import { rateLimitSettingsFrom } from './http/rate-limits.ts';

type Env = Record<string, string | undefined>;

export type RegistryEnvOptions = Pick<
  RegistryOptions,
  'databaseUrl' | 'jwtSecret' | 'referralLawFirmIsLawFirm' | 'redisUrl' | 'rateLimits' | 'smtpUrl' | 'mailFrom' | 'publicUrl'
>;

export function registryOptionsFromEnv(env: Env): RegistryEnvOptions {
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    referralLawFirmIsLawFirm: env.REFERRAL_LAW_FIRM_IS_LAW_FIRM === 'true',
    redisUrl: env.REDIS_URL || undefined,
    rateLimits: rateLimitSettingsFrom(env),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    // The portal's own address when unset (npm start listens on PORT, default 8080).
    publicUrl: env.PUBLIC_URL || `http://localhost:${env.PORT || 8080}`,
  };
}

/**
 * Whether to seed the demo data (seven known logins) into an empty store: on the embedded store by default, so a
 * new user can try the product; on a database server only when SEED_DEMO=true asks for it.
 */
export function seedDemoFromEnv(env: Env): boolean {
  const asked = env.SEED_DEMO?.trim().toLowerCase();
  if (asked === 'true') return true;
  if (asked === 'false') return false;
  if (asked) throw new Error(`SEED_DEMO must be true or false (got ${JSON.stringify(env.SEED_DEMO)})`);
  return !env.DATABASE_URL;
}
