import { useCallback } from 'react';
import { loadQuery, useQueryLoader } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
// The panels' queries as the route loader and the tab bar start them: their ids only (`@preloadable`), so the case's
// first view does not download the five queries' ASTs. Relay reads the full query when its panel's code has loaded
// (the panel's artifact registers it; a response that arrives first waits for it).
import contactsTabQuery from '../../__generated__/ContactsTabPanelQuery$parameters.ts';
import type { ContactsTabPanelQuery } from '../../__generated__/ContactsTabPanelQuery.graphql.ts';
import documentsTabQuery from '../../__generated__/DocumentsTabPanelQuery$parameters.ts';
import type { DocumentsTabPanelQuery } from '../../__generated__/DocumentsTabPanelQuery.graphql.ts';
import financeTabQuery from '../../__generated__/FinanceTabPanelQuery$parameters.ts';
import type { FinanceTabPanelQuery } from '../../__generated__/FinanceTabPanelQuery.graphql.ts';
import inboxTabQuery from '../../__generated__/InboxTabPanelQuery$parameters.ts';
import type { InboxTabPanelQuery } from '../../__generated__/InboxTabPanelQuery.graphql.ts';
import statusTabQuery from '../../__generated__/StatusTabPanelQuery$parameters.ts';
import type { StatusTabPanelQuery } from '../../__generated__/StatusTabPanelQuery.graphql.ts';

export const CASE_TABS = [
  ['info', 'Case Detail'],
  ['inbox', 'Inbox'],
  ['status', 'Status'],
  ['documents', 'Documents'],
  ['finance', 'Finance'],
  ['contacts', 'Contacts'],
] as const;

export type CaseTab = (typeof CASE_TABS)[number][0];

export const isCaseTab = (value: unknown): value is CaseTab => CASE_TABS.some(([tab]) => tab === value);

/** The open tab lives in the URL (`?tab=status`), so it survives reloads and can be linked to. */
export function caseTabOf(search: URLSearchParams): CaseTab {
  const tab = search.get('tab');
  return isCaseTab(tab) ? tab : 'info';
}

/** The search parameters that open `tab` (Case Detail, the default, has none). */
export const caseTabSearch = (tab: CaseTab): Record<string, string> => (tab === 'info' ? {} : { tab });

/** The tabs with a query of their own; Case Detail comes with the header in the route's query. */
export type LoadedCaseTab = Exclude<CaseTab, 'info'>;

/** A tab's query started by the route loader, when the URL opens the case on that tab. */
export type PreloadedCaseTab =
  | { tab: 'inbox'; queryRef: PreloadedQuery<InboxTabPanelQuery> }
  | { tab: 'status'; queryRef: PreloadedQuery<StatusTabPanelQuery> }
  | { tab: 'documents'; queryRef: PreloadedQuery<DocumentsTabPanelQuery> }
  | { tab: 'finance'; queryRef: PreloadedQuery<FinanceTabPanelQuery> }
  | { tab: 'contacts'; queryRef: PreloadedQuery<ContactsTabPanelQuery> };

/**
 * A tab's data is kept live by the case's subscription once loaded, so a tab opened again, or opened after the
 * subscription brought its data, is read from the store without asking the server.
 */
const FETCH_POLICY = 'store-or-network';
/**
 * Documents also change while the viewer is away from the case (the payment page, a provider answering a request
 * link), when no subscription is open: the tab shows what the store has at once and asks the server again.
 */
const DOCUMENTS_FETCH_POLICY = 'store-and-network';

export function loadCaseTabQuery(environment: IEnvironment, tab: CaseTab, internalID: string): PreloadedCaseTab | null {
  const variables = { internalID };
  const options = { fetchPolicy: FETCH_POLICY } as const;
  switch (tab) {
    case 'inbox':
      return { tab, queryRef: loadQuery<InboxTabPanelQuery>(environment, inboxTabQuery, variables, options) };
    case 'status':
      return { tab, queryRef: loadQuery<StatusTabPanelQuery>(environment, statusTabQuery, variables, options) };
    case 'documents':
      return {
        tab,
        queryRef: loadQuery<DocumentsTabPanelQuery>(environment, documentsTabQuery, variables, { fetchPolicy: DOCUMENTS_FETCH_POLICY }),
      };
    case 'finance':
      return { tab, queryRef: loadQuery<FinanceTabPanelQuery>(environment, financeTabQuery, variables, options) };
    case 'contacts':
      return { tab, queryRef: loadQuery<ContactsTabPanelQuery>(environment, contactsTabQuery, variables, options) };
    case 'info':
      return null;
  }
}

/**
 * One query per tab for the open case (the page is keyed by the case, so these start empty for another case).
 * `load(tab)` starts a tab's query once, when the tab is selected; the route loader's query is taken over as is.
 */
export function useCaseTabQueries(internalID: string, preloaded: PreloadedCaseTab | null) {
  const [inbox, loadInbox] = useQueryLoader<InboxTabPanelQuery>(inboxTabQuery, preloaded?.tab === 'inbox' ? preloaded.queryRef : null);
  const [status, loadStatus] = useQueryLoader<StatusTabPanelQuery>(statusTabQuery, preloaded?.tab === 'status' ? preloaded.queryRef : null);
  const [documents, loadDocuments] = useQueryLoader<DocumentsTabPanelQuery>(
    documentsTabQuery,
    preloaded?.tab === 'documents' ? preloaded.queryRef : null,
  );
  const [finance, loadFinance] = useQueryLoader<FinanceTabPanelQuery>(
    financeTabQuery,
    preloaded?.tab === 'finance' ? preloaded.queryRef : null,
  );
  const [contacts, loadContacts] = useQueryLoader<ContactsTabPanelQuery>(
    contactsTabQuery,
    preloaded?.tab === 'contacts' ? preloaded.queryRef : null,
  );
  const load = useCallback(
    (tab: CaseTab) => {
      const variables = { internalID };
      const options = { fetchPolicy: FETCH_POLICY } as const;
      if (tab === 'inbox' && !inbox) loadInbox(variables, options);
      if (tab === 'status' && !status) loadStatus(variables, options);
      if (tab === 'documents' && !documents) loadDocuments(variables, { fetchPolicy: DOCUMENTS_FETCH_POLICY });
      if (tab === 'finance' && !finance) loadFinance(variables, options);
      if (tab === 'contacts' && !contacts) loadContacts(variables, options);
    },
    [internalID, inbox, status, documents, finance, contacts, loadInbox, loadStatus, loadDocuments, loadFinance, loadContacts],
  );
  return { queryRefs: { inbox, status, documents, finance, contacts }, load };
}

/**
 * The route's `shouldRevalidate`: selecting a tab changes only `?tab=`, and the page loads that tab's query itself,
 * so the route loader does not run again for it.
 */
export function caseRouteShouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: {
  currentUrl: URL;
  nextUrl: URL;
  defaultShouldRevalidate: boolean;
}): boolean {
  const withoutTab = (url: URL) => {
    const search = new URLSearchParams(url.search);
    search.delete('tab');
    return `${url.pathname}?${search.toString()}`;
  };
  if (currentUrl.href !== nextUrl.href && withoutTab(currentUrl) === withoutTab(nextUrl)) return false;
  return defaultShouldRevalidate;
}
