// The dedupe page's filters, kept in the URL (?tab=&status=&search=&ordering=&import_id=&related_to_compulsion_firm=) so a link (the spreadsheet
// import's 'From Import' link) opens the page as it was.
import type { MatchModelType } from '../../__generated__/DedupeRouteQuery.graphql.ts';
import { isVerificationTab, type VerificationTabKey } from '../verification/tabs.ts';
import type { QueueStatusFilter } from './selection.ts';

/** Matches per page (spec 002 §5, §9). */
export const DEDUPE_PAGE_SIZE = 10;

/** Debounce of tab clicks and typing (spec 002 §9: 300 ms). */
export const DEBOUNCE_MS = 300;

/** The page's tabs. The verification tabs (contacts, legal organisations) join this list with their own queue. */
export const DEDUPE_TABS = [
  { key: 'cases', label: 'Cases', modelType: 'CASE', model: 'case' },
  { key: 'contacts', label: 'Contacts', modelType: 'CONTACT', model: 'contact' },
] as const satisfies readonly { key: string; label: string; modelType: MatchModelType; model: string }[];

export type DedupeTabKey = (typeof DEDUPE_TABS)[number]['key'];

export interface DedupeFilters {
  /** A dedupe tab, or a verification tab (web/src/features/verification/, its own filters and table). */
  tab: DedupeTabKey | VerificationTabKey;
  status: QueueStatusFilter;
  search: string;
  order: 'LAST_CREATED_AT_DESC' | 'LAST_CREATED_AT_ASC';
  importId: string | null;
  /** Only matches with a record of a compulsion firm (spec 002 §2's related_to_compulsion_firm filter). */
  relatedToCompulsionFirm: boolean;
}

const STATUS_OF_PARAM: Record<string, QueueStatusFilter> = {
  new: 'NEW',
  needs_more_information: 'NEEDS_MORE_INFORMATION',
  dismissed: 'DISMISSED',
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function filtersOf(params: URLSearchParams): DedupeFilters {
  const param = params.get('tab') ?? '';
  const tab = DEDUPE_TABS.find((candidate) => candidate.key === param)?.key ?? (isVerificationTab(param) ? param : 'cases');
  const importId = params.get('import_id');
  return {
    tab,
    status: STATUS_OF_PARAM[params.get('status') ?? ''] ?? 'NEW',
    search: (params.get('search') ?? '').slice(0, 200),
    order: params.get('ordering') === 'last_created_at' ? 'LAST_CREATED_AT_ASC' : 'LAST_CREATED_AT_DESC',
    importId: importId && UUID.test(importId) ? importId : null,
    relatedToCompulsionFirm: params.get('related_to_compulsion_firm') === 'true',
  };
}

export function paramsOf(filters: DedupeFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.tab !== 'cases') params.set('tab', filters.tab);
  if (filters.status !== 'NEW') params.set('status', filters.status.toLowerCase());
  if (filters.search) params.set('search', filters.search);
  if (filters.order === 'LAST_CREATED_AT_ASC') params.set('ordering', 'last_created_at');
  if (filters.importId) params.set('import_id', filters.importId);
  if (filters.relatedToCompulsionFirm) params.set('related_to_compulsion_firm', 'true');
  return params;
}

/** The route query's variables. */
export function variablesOf(filters: DedupeFilters) {
  const tab = DEDUPE_TABS.find((candidate) => candidate.key === filters.tab) ?? DEDUPE_TABS[0];
  return {
    modelType: tab.modelType,
    status: filters.status,
    search: filters.search || null,
    orderBy: filters.order,
    importId: filters.importId,
    relatedToCompulsionFirm: filters.relatedToCompulsionFirm || null,
  };
}
