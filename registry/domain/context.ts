// Who is acting on a request, resolved once from the identity headers (see auth/context.ts).
import type { Selectable } from 'kysely';
import type { AccountsTable, LegalOrganizationsTable, UsersTable } from '../db/schema.ts';
import type { OrganizationKind } from './kinds.ts';

export type UserRow = Selectable<UsersTable>;
export type AccountRow = Selectable<AccountsTable>;
export type OrganizationRow = Selectable<LegalOrganizationsTable>;

export interface RequestContext {
  user: UserRow;
  /** The acting account; null when the user has no active account. */
  account: AccountRow | null;
  organization: OrganizationRow | null;
  kind: OrganizationKind | null;
  isStaff: boolean;
  /** The server-side session of the token (its signed-in user is `impersonatedBy ?? user`). */
  sessionId: string;
  /** The staff user behind an `impostor` request. */
  impersonatedBy?: UserRow;
}

/** A context with an acting organisation (every tenant-scoped route). */
export interface Viewer {
  organizationId: string;
  kind: OrganizationKind;
}

export interface RegistrySettings {
  referralLawFirmIsLawFirm: boolean;
  environment: string;
  version: string;
  /** PUBLIC_URL: the portal's address as users reach it, without a trailing slash; links in e-mails start with it. */
  publicUrl: string;
  /**
   * Replies by e-mail: the domain of reply addresses (REPLY_DOMAIN) while the inbound mail listener is on
   * (INBOUND_SMTP_PORT); null or absent when it is off, and then no e-mail offers a reply address.
   */
  replyDomain?: string | null;
  /** Signs links in e-mails that work without signing in (one-click unsubscribe); derived from the registry's secret. */
  mailLinkSecret?: string;
  /**
   * CHAT_EMAIL_DELAY_SECONDS: a chat message is e-mailed this long after it was sent, once per recipient and chat
   * for the messages of that window, and not at all when the recipient's side has read them by then; 0 e-mails each
   * message at once.
   */
  chatEmailDelaySeconds?: number;
  /**
   * DEDUPE_THRESHOLD: the score from which the dedupe matching engine takes two records for one (0.5–1; default
   * registry/domain/dedupe/matching/settings.ts DEFAULT_DEDUPE_THRESHOLD).
   */
  dedupeThreshold?: number;
}

/** A chat message's e-mail waits this long by default (the recipient may be reading the chat already). */
export const DEFAULT_CHAT_EMAIL_DELAY_SECONDS = 60;
