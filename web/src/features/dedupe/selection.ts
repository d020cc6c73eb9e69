// A match card's choice (spec 002 §4): one master row (radio) and duplicate rows (checkboxes). Choosing a row as
// master removes it from the duplicates; a contact may be master only if it is a user, or if no contact of the group
// is a user (the server names the rows that may be: Match.masterCandidateIds). Merge needs a master and at least one
// duplicate, and nothing submitting.

export interface Selection {
  master: string | null;
  duplicates: readonly string[];
}

export const EMPTY_SELECTION: Selection = { master: null, duplicates: [] };

export function chooseMaster(selection: Selection, id: string, candidates: readonly string[]): Selection {
  if (!candidates.includes(id)) return selection;
  return { master: id, duplicates: selection.duplicates.filter((duplicate) => duplicate !== id) };
}

export function toggleDuplicate(selection: Selection, id: string, checked: boolean): Selection {
  if (checked) {
    if (selection.duplicates.includes(id)) return selection;
    return { master: selection.master === id ? null : selection.master, duplicates: [...selection.duplicates, id] };
  }
  return { ...selection, duplicates: selection.duplicates.filter((duplicate) => duplicate !== id) };
}

export const canMerge = (selection: Selection, submitting: boolean) =>
  !submitting && selection.master !== null && selection.duplicates.length > 0;

export type QueueStatusFilter = 'NEW' | 'NEEDS_MORE_INFORMATION' | 'DISMISSED';

/** Dismiss: not while submitting, nor when the list shows dismissed matches. */
export const canDismiss = (statusFilter: QueueStatusFilter, submitting: boolean) => !submitting && statusFilter !== 'DISMISSED';

/** Needs more information: not while submitting, nor when the list shows dismissed or needs-more-information matches. */
export const canAskForInformation = (statusFilter: QueueStatusFilter, submitting: boolean) => !submitting && statusFilter === 'NEW';
