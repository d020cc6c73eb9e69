import { useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type { GraphQLSubscriptionConfig, SelectorStoreUpdater } from 'relay-runtime';
import { applyDocumentChange } from '../documents/documentCounts.ts';
import { CASE_HISTORY_CONNECTION, LIEN_HISTORY_CONNECTION } from '../history/connections.ts';
import type { useCaseLiveUpdatesSubscription } from '../../__generated__/useCaseLiveUpdatesSubscription.graphql.ts';

const subscription = graphql`
  subscription useCaseLiveUpdatesSubscription($id: ID!, $after: String) {
    # after: set by the subscription client when it resumes after a reconnection (relay/liveResume.ts).
    caseChanged(id: $id, after: $after) {
      caseId
      type
      version
      lostAccess
      # Each object the change touched, selected with the fragments of the components that show it; Relay writes
      # them into the store by id, so every open view of them updates. An object that is null did not change.
      case {
        id
        # The case page: its header with Case Detail, and each other tab's own fragment (a card added to a tab is
        # spread only there). The history lists are not read again: the event's entry is prepended (below).
        ...CasePage_case
        ...InboxTab_case
        ...StatusTabPanel_case
        ...FinanceTab_case
        ...ContactsTab_case
        ...PortfolioRow_case
      }
      lien {
        id
        ...LienStatusPanel_lien
        ...FinanceTab_lien
        # Read from the case's lien lists by the actions menu (userLien) and the Finance tab (liens).
        isResolved
        isLienholderBlacklisted
        createdByCaseLawFirm
        isOwn
        balance
        lienholder {
          internalID
        }
      }
      thread {
        id
        ...ThreadListItem_thread
        ...ThreadView_thread
      }
      activity {
        id
        lien {
          id
        }
        ...CaseHistoryItem_activity
      }
      # DOCUMENTS: the document added or changed (joins the Documents tab's list), or the one deleted.
      document {
        id
        ...DocumentsTable_document
      }
      deletedDocumentId
    }
  }
`;

/** Puts the change's history entry at the top of the open case's history (or of its lien's history), once. */
export const prependHistoryEntry: SelectorStoreUpdater<useCaseLiveUpdatesSubscription['response']> = (store) => {
  const event = store.getRootField('caseChanged');
  const activity = event?.getLinkedRecord('activity');
  const caseId = event?.getValue('caseId');
  // The case by its id: the event carries the case itself only when the case's own fields changed.
  const kase = typeof caseId === 'string' ? store.get(caseId) : null;
  if (!activity) return;
  const lien = activity.getLinkedRecord('lien');
  const owner = lien ?? kase;
  const connection = owner ? ConnectionHandler.getConnection(owner, lien ? LIEN_HISTORY_CONNECTION : CASE_HISTORY_CONNECTION) : null;
  if (!connection) return;
  const edges = connection.getLinkedRecords('edges') ?? [];
  if (edges.some((edge) => edge?.getLinkedRecord('node')?.getDataID() === activity.getDataID())) return;
  const edge = ConnectionHandler.createEdge(store, connection, activity, 'ActivityEdge');
  ConnectionHandler.insertEdgeBefore(connection, edge);
  const total = connection.getValue('totalCount');
  if (typeof total === 'number') connection.setValue(total + 1, 'totalCount');
};

/**
 * Keeps the open case live; `id` is the case's global id. `onLostAccess` runs when another organisation's change
 * takes the case away from the viewer (its lien removed, the case moved to another firm).
 */
export function useCaseLiveUpdates(id: string, onLostAccess?: () => void): void {
  const lostAccess = useRef(onLostAccess);
  lostAccess.current = onLostAccess;
  const config = useMemo<GraphQLSubscriptionConfig<useCaseLiveUpdatesSubscription>>(
    () => ({
      subscription,
      variables: { id },
      updater: (store, data) => {
        prependHistoryEntry(store, data);
        applyDocumentChange(store);
      },
      onNext: (response) => {
        if (response?.caseChanged?.lostAccess) lostAccess.current?.();
      },
      onError: (error) => console.error('caseChanged failed', error),
    }),
    [id],
  );
  useSubscription(config);
}
