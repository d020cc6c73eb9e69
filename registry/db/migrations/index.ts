// Static migration provider: every migration is imported here, in order, so bundling or a missing folder can
// never skip one and the order is the names' order.
import type { Migration, MigrationProvider } from 'kysely/migration';
import * as core from './0001_core.ts';
import * as policyLimits from './0002_policy_limits.ts';
import * as shareLinks from './0003_share_links.ts';
import * as caseContacts from './0008_case_contacts.ts';

const migrations: Record<string, Migration> = {
  '0001_core': core,
  '0002_policy_limits': policyLimits,
  '0003_share_links': shareLinks,
  '0008_case_contacts': caseContacts,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
