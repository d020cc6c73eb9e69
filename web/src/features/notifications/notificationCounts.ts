// The bell's counts live on the viewer (Viewer.notificationCounts has no id, so Relay cannot merge a payload's
// counts into it by itself): every write and the live subscription copy the server's counts there, and the
// optimistic updaters adjust them at once.
import type { RecordProxy, RecordSourceProxy } from 'relay-runtime';

const COUNT_FIELDS = ['unviewed', 'unread'] as const;
type CountField = (typeof COUNT_FIELDS)[number];

function viewerCounts(store: RecordSourceProxy): RecordProxy | null {
  return store.getRoot().getLinkedRecord('viewer')?.getLinkedRecord('notificationCounts') ?? null;
}

/** Puts the server's counts (a payload's `notificationCounts`) on the viewer. */
export function copyCountsToViewer(store: RecordSourceProxy, counts: RecordProxy | null | undefined): void {
  const target = viewerCounts(store);
  if (!target || !counts) return;
  for (const field of COUNT_FIELDS) {
    const value = counts.getValue(field);
    if (typeof value === 'number') target.setValue(value, field);
  }
}

/** Lowers (or raises) the viewer's counts by `delta`, never below 0. */
export function adjustViewerCounts(store: RecordSourceProxy, delta: Partial<Record<CountField, number>>): void {
  const target = viewerCounts(store);
  if (!target) return;
  for (const field of COUNT_FIELDS) {
    const current = target.getValue(field);
    if (typeof current === 'number' && delta[field]) target.setValue(Math.max(0, current + delta[field]), field);
  }
}

/** The connection key of the bell's list (Viewer.notifications). */
export const NOTIFICATIONS_CONNECTION = 'NotificationsBell_notifications';
