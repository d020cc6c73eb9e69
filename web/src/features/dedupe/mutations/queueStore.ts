import type { RecordSourceSelectorProxy } from 'relay-runtime';

export type CountField = 'new' | 'needsMoreInformation' | 'dismissed';

/** Where a decided match was listed: its connection, and the counts record the status radio shows. */
export interface QueuePlace {
  connectionId: string;
  countsId: string | null;
  /** The count of the status the list shows. */
  from: CountField;
}

/**
 * After a decision: the card has left the connection (@deleteEdge); its total and the status's count drop by one,
 * and the count of the status it moved to (dismissed, needs more information) rises by one.
 */
export function noteDecision(store: RecordSourceSelectorProxy, place: QueuePlace, to: CountField | null) {
  const connection = store.get(place.connectionId);
  const total = connection?.getValue('totalCount');
  if (connection && typeof total === 'number') connection.setValue(Math.max(0, total - 1), 'totalCount');
  const counts = place.countsId ? store.get(place.countsId) : null;
  if (!counts) return;
  const from = counts.getValue(place.from);
  if (typeof from === 'number') counts.setValue(Math.max(0, from - 1), place.from);
  if (to && to !== place.from) {
    const value = counts.getValue(to);
    if (typeof value === 'number') counts.setValue(value + 1, to);
  }
}
