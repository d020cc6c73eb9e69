// How a thread reads in the Inbox: a title per type, seen from the viewer's side (sender or addressee), and a
// one-line summary naming the other organisation.
import { graphql, readInlineData } from 'react-relay';
import type { threadText_thread$key } from '../../__generated__/threadText_thread.graphql.ts';

export type ThreadTypeValue = 'DOCUMENTS_HIDDEN' | 'DOCUMENT_REQUEST' | 'LAW_FIRM_CHANGED' | 'LIEN_REJECTION';

export const THREAD_TYPE_LABELS: ReadonlyArray<[ThreadTypeValue, string]> = [
  ['DOCUMENTS_HIDDEN', 'Documents hidden'],
  ['DOCUMENT_REQUEST', 'Document request'],
  ['LAW_FIRM_CHANGED', 'Law firm changed'],
  ['LIEN_REJECTION', 'Lien rejected'],
];

export const threadTypeLabel = (type: string) => THREAD_TYPE_LABELS.find(([value]) => value === type)?.[1] ?? type;

export interface ThreadTextInput {
  readonly type: string;
  readonly viewerIsAddressee: boolean;
  readonly createdByOrganizationName: string | null | undefined;
  readonly toOrganizationName: string;
  readonly context: {
    readonly oldLawFirm: { readonly name: string } | null | undefined;
    readonly newLawFirm: { readonly name: string } | null | undefined;
  };
}

/** What the title and the summary of a thread read, from a component's `...threadText_thread` spread. */
export function readThreadText(threadRef: threadText_thread$key): ThreadTextInput {
  return readInlineData(
    graphql`
      fragment threadText_thread on Thread @inline {
        type
        viewerIsAddressee
        createdByOrganizationName
        toOrganizationName
        context {
          oldLawFirm {
            name
          }
          newLawFirm {
            name
          }
        }
      }
    `,
    threadRef,
  );
}

/** The heading of a thread, e.g. 'Law firm rejected your lien'. */
export function threadTitle(thread: ThreadTextInput): string {
  switch (thread.type) {
    case 'LIEN_REJECTION':
      return thread.viewerIsAddressee ? 'Law firm rejected your lien' : 'You rejected a lien';
    case 'LAW_FIRM_CHANGED':
      return 'Law firm changed';
    case 'DOCUMENTS_HIDDEN':
      return 'Documents hidden';
    case 'DOCUMENT_REQUEST':
      return thread.viewerIsAddressee ? 'Documents requested' : 'You requested documents';
    default:
      return threadTypeLabel(thread.type);
  }
}

/** One line under the title saying who did what. */
export function threadSummary(thread: ThreadTextInput): string {
  const from = thread.createdByOrganizationName ?? 'An organization';
  const to = thread.toOrganizationName;
  switch (thread.type) {
    case 'LIEN_REJECTION':
      return thread.viewerIsAddressee ? `${from} rejected your lien on this case.` : `You rejected ${to}'s lien on this case.`;
    case 'LAW_FIRM_CHANGED': {
      const { oldLawFirm, newLawFirm } = thread.context;
      if (oldLawFirm && newLawFirm) return `The law firm changed from ${oldLawFirm.name} to ${newLawFirm.name}.`;
      if (oldLawFirm) return `${oldLawFirm.name} no longer represents the plaintiff.`;
      if (newLawFirm) return `${newLawFirm.name} now represents the plaintiff.`;
      return 'The law firm on this case changed.';
    }
    case 'DOCUMENTS_HIDDEN':
      return thread.viewerIsAddressee
        ? `${from} stopped sharing its documents with you.`
        : `You stopped sharing your documents with ${to}.`;
    case 'DOCUMENT_REQUEST':
      return thread.viewerIsAddressee ? `${from} requested documents.` : `You requested documents from ${to}.`;
    default:
      return thread.viewerIsAddressee ? `From ${from}.` : `To ${to}.`;
  }
}

export const INBOX_EMPTY = "Welcome to your Inbox. As you receive notifications and requests, they'll appear here.";
export const NOTHING_NEW = 'No new items outstanding';
