import type { AccessAction } from '../../__generated__/AccessLogList_case.graphql.ts';

export const ACCESS_LOG_TITLE = 'Access log';

type KnownAccessAction = 'LIST' | 'VIEW' | 'CREATE' | 'UPDATE' | 'DELETE';

export const ACTION_LABELS: Record<KnownAccessAction, string> = {
  LIST: 'Listed',
  VIEW: 'Viewed',
  CREATE: 'Created',
  UPDATE: 'Changed',
  DELETE: 'Deleted',
};

const OBJECT_LABELS: Record<string, string> = {
  case: 'the case',
  lien: 'liens',
  history: 'the history',
  thread: 'Inbox threads',
  message: 'an Inbox message',
  contact: 'contacts',
  organization: 'the organisations on the case',
  policy_limit: 'policy limits',
  case_tag: 'tags',
  external_key: 'external identifiers',
  share_link: 'a case link',
  access_log: 'the access log',
};

/** What a refused attempt tried to do: "Tried to view …". */
const ATTEMPT_VERBS: Record<KnownAccessAction, string> = {
  LIST: 'list',
  VIEW: 'view',
  CREATE: 'create',
  UPDATE: 'change',
  DELETE: 'delete',
};

// An action added to the graph after this client was built reads as a plain access.
const isKnownAction = (action: AccessAction): action is KnownAccessAction => Object.hasOwn(ACTION_LABELS, action);

/** "Viewed the case", "Changed liens", "Tried to view the case (refused)" … */
export function describeAccess(action: AccessAction, objectType: string, refused = false): string {
  const what = OBJECT_LABELS[objectType] ?? objectType.replace(/_/g, ' ');
  const known = isKnownAction(action);
  if (refused) return `Tried to ${known ? ATTEMPT_VERBS[action] : 'access'} ${what} (refused)`;
  return `${known ? ACTION_LABELS[action] : 'Accessed'} ${what}`;
}
