import type { AccessAction } from '../../__generated__/AccessLogList_case.graphql.ts';

export const ACTION_LABELS: Record<AccessAction, string> = {
  LIST: 'Listed',
  VIEW: 'Viewed',
  CREATE: 'Created',
  UPDATE: 'Changed',
  DELETE: 'Deleted',
  '%future added value': 'Accessed',
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
const ATTEMPT_VERBS: Record<AccessAction, string> = {
  LIST: 'list',
  VIEW: 'view',
  CREATE: 'create',
  UPDATE: 'change',
  DELETE: 'delete',
  '%future added value': 'access',
};

/** "Viewed the case", "Changed liens", "Tried to view the case (refused)" … */
export function describeAccess(action: AccessAction, objectType: string, refused = false): string {
  const what = OBJECT_LABELS[objectType] ?? objectType.replace(/_/g, ' ');
  if (refused) return `Tried to ${ATTEMPT_VERBS[action] ?? ATTEMPT_VERBS['%future added value']} ${what} (refused)`;
  return `${ACTION_LABELS[action] ?? ACTION_LABELS['%future added value']} ${what}`;
}
