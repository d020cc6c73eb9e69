import type { RecordProxy } from 'relay-runtime';

/** The lien as the registry will answer a resolve (true) or re-open (false): its state and which of the two it offers next. */
export function markResolved(lien: RecordProxy | null | undefined, resolved: boolean): void {
  if (!lien) return;
  lien.setValue(resolved, 'isResolved');
  if (!resolved) lien.setValue(null, 'resolutionStatus');
  const can = lien.getLinkedRecord('viewerCan');
  can?.setValue(!resolved, 'resolve');
  can?.setValue(resolved, 'reopen');
}
