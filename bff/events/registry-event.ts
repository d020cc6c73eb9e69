// One event of the registry's outbox stream (registry/http/events.ts; vocabulary in registry/API.md, "Events").

/** What changed (registry/domain/outbox.ts `EventChange`); null on events older than the vocabulary. */
export type RegistryEventChange =
  | 'case_created'
  | 'merged'
  | 'status'
  | 'details'
  | 'law_firm'
  | 'policy_limits'
  | 'contacts'
  | 'tags'
  | 'threads'
  | 'lien_added'
  | 'lien_removed'
  | 'lien_updated'
  | 'lien_documents'
  | 'lien_rejection'
  | 'chat'
  | 'documents';

export interface RegistryEvent {
  id: number;
  /** The kind of object the event is about. */
  type:
    | 'case.updated'
    | 'activity.created'
    | 'lien.updated'
    | 'session.revoked'
    | 'notification.created'
    | 'notification.changed'
    /** An organisation's settings or service changed (`organization_ids` names it; no case). */
    | 'organization.updated';
  change?: RegistryEventChange | null;
  /** The event's id: ids become visible in commit order, so a later change has a greater version. */
  version?: number;
  case_id: string | null;
  lien_id: string | null;
  activity_id: string | null;
  /** `threads`: the thread that changed, when the change is about one. */
  thread_id?: string | null;
  organization_ids: string[];
  /** `chat`: the message sent or deleted (null when a side read the chat). */
  message_id?: string | null;
  /** `documents`: the document added, changed or deleted. */
  document_id?: string | null;
  /** `session.revoked`: the session that ended. */
  session_id?: string | null;
  /** `notification.*`: the one user the event is for (only their subscriptions hear it). */
  user_id?: string | null;
  /** `notification.created`: the new notification; null on `notification.changed` (viewed, read, dismissed). */
  notification_id?: string | null;
  created_at: string;
}
