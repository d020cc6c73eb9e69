import type { RecordSourceSelectorProxy } from 'relay-runtime';

export type VerificationCountField = 'new' | 'needsMoreInformation';

/** Where a row is listed: its connection and the counts record the status radio shows. */
export interface VerificationPlace {
  connectionId: string;
  countsId: string | null;
  from: VerificationCountField;
}

/** After a row left the table (@deleteEdge) or moved status: totals and counts follow (spec 002 §4). */
export function noteVerificationDecision(
  store: RecordSourceSelectorProxy,
  place: VerificationPlace,
  to: VerificationCountField | null,
  removed: boolean,
) {
  if (removed) {
    const connection = store.get(place.connectionId);
    const total = connection?.getValue('totalCount');
    if (connection && typeof total === 'number') connection.setValue(Math.max(0, total - 1), 'totalCount');
  }
  const counts = place.countsId ? store.get(place.countsId) : null;
  if (!counts || to === place.from) return;
  const from = counts.getValue(place.from);
  if (typeof from === 'number') counts.setValue(Math.max(0, from - 1), place.from);
  if (to) {
    const value = counts.getValue(to);
    if (typeof value === 'number') counts.setValue(value + 1, to);
  }
}
