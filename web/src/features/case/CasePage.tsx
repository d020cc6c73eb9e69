import { Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { Suspense, lazy, useEffect, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useSearchParams } from 'react-router';
import type { CasePage_case$key } from '../../__generated__/CasePage_case.graphql.ts';
import type { CasePage_history$key } from '../../__generated__/CasePage_history.graphql.ts';
import type { CasePage_options$key } from '../../__generated__/CasePage_options.graphql.ts';
import type { CasePage_viewer$key } from '../../__generated__/CasePage_viewer.graphql.ts';
import { AccessLogButton } from '../access-log/AccessLogButton.tsx';
import { InboxBadge } from '../threads/InboxBadge.tsx';
import { CaseDetailTab } from './CaseDetailTab.tsx';
import { CaseHeader } from './CaseHeader.tsx';
import { CaseLostNotice } from './CaseLoadError.tsx';
import { CaseTabLoading } from './CaseTabLoading.tsx';
import { CASE_TABS, caseTabOf, caseTabSearch, isCaseTab, useCaseTabQueries, type CaseTab, type PreloadedCaseTab } from './caseTabs.ts';
import { LawFirmActionsMenu } from './LawFirmActionsMenu.tsx';
import { useCaseActionDialogs } from './useCaseActionDialogs.tsx';
import { useCaseLiveUpdates } from './useCaseLiveUpdates.ts';

// The tabs other than Case Detail load their code when opened (the page opens on Case Detail), inside the tab's Suspense.
const StatusTabPanel = lazy(async () => ({ default: (await import('../case-status/StatusTabPanel.tsx')).StatusTabPanel }));
const ContactsTabPanel = lazy(async () => ({ default: (await import('../contacts/ContactsTabPanel.tsx')).ContactsTabPanel }));
const DocumentsTabPanel = lazy(async () => ({ default: (await import('../documents/DocumentsTabPanel.tsx')).DocumentsTabPanel }));
const FinanceTabPanel = lazy(async () => ({ default: (await import('../liens/FinanceTabPanel.tsx')).FinanceTabPanel }));
const InboxTabPanel = lazy(async () => ({ default: (await import('../threads/InboxTabPanel.tsx')).InboxTabPanel }));
// The history drawer loads when first opened; then it stays mounted, so that closing it animates.
const CaseHistoryDrawer = lazy(async () => ({ default: (await import('../history/CaseHistoryDrawer.tsx')).CaseHistoryDrawer }));
// A lienholder's Actions menu loads with its page; the case's law firm has its own and does not download this one.
const LienActionsMenu = lazy(async () => ({ default: (await import('./LienActionsMenu.tsx')).LienActionsMenu }));

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalL },
});

/**
 * The open case: its header (with the actions menu, history and access log), the tabs, and the open tab's panel.
 * Case Detail comes with the header in the route's query; every other tab loads its own query when opened, with a
 * spinner in the panel meanwhile. Render it keyed by the case, so another case starts with none of this one's state.
 */
export function CasePage({
  caseRef,
  viewerRef,
  options,
  preloadedTab,
}: {
  caseRef: CasePage_case$key & CasePage_history$key;
  viewerRef: CasePage_viewer$key;
  options: CasePage_options$key;
  preloadedTab: PreloadedCaseTab | null;
}) {
  const styles = useStyles();
  const kase = useFragment<CasePage_case$key>(
    graphql`
      fragment CasePage_case on Case {
        id
        internalID
        viewerCan {
          changeRepresentation
        }
        ...CaseHeader_case
        # eslint-disable-next-line relay/must-colocate-fragment-spreads -- read by LienActionsMenu.tsx, loaded lazily below
        ...LienActionsMenu_case
        ...InboxBadge_case
        ...CaseDetailTab_case
        ...useCaseActionDialogs_case
      }
    `,
    caseRef,
  );
  // Apart from the case's other fragments: the live subscription adds each new entry to these lists instead of
  // reading them again (which would also drop the pages loaded further down).
  const history = useFragment<CasePage_history$key>(
    graphql`
      fragment CasePage_history on Case {
        ...CaseHistoryDrawer_case
        userLien {
          ...CaseHistoryDrawer_lien
        }
      }
    `,
    caseRef,
  );
  const viewer = useFragment(
    graphql`
      fragment CasePage_viewer on Viewer {
        ...AccessLogButton_viewer
        ...CaseDetailTab_viewer
      }
    `,
    viewerRef,
  );
  const optionsData = useFragment(
    graphql`
      fragment CasePage_options on Options {
        ...CaseHistoryDrawer_options
        # eslint-disable-next-line relay/must-colocate-fragment-spreads -- read by LienActionsMenu.tsx, loaded lazily below
        ...LienActionsMenu_options
        ...CaseDetailTab_options
      }
    `,
    options,
  );
  const [lost, setLost] = useState(false);
  useCaseLiveUpdates(kase.id, () => setLost(true));
  const actionDialogs = useCaseActionDialogs(kase);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [historyOpened, setHistoryOpened] = useState(false);
  if (historyOpen && !historyOpened) setHistoryOpened(true);

  const [params, setParams] = useSearchParams();
  const tab = caseTabOf(params);
  const tabs = useCaseTabQueries(kase.internalID, preloadedTab);
  const { load } = tabs;
  // Selecting a tab starts its query (below); this covers a tab opened through the URL alone.
  useEffect(() => load(tab), [load, tab]);
  const selectTab = (value: CaseTab) => {
    load(value);
    setParams(caseTabSearch(value), { replace: true });
  };

  const { inbox, status, documents, finance, contacts } = tabs.queryRefs;
  return (
    <article aria-label="Case">
      {lost ? <CaseLostNotice /> : null}
      <CaseHeader
        caseRef={kase}
        onOpenHistory={() => setHistoryOpen(true)}
        afterHistory={<AccessLogButton viewerRef={viewer} caseInternalID={kase.internalID} />}
        // The case's law firm (who may change the representation) has its menu; a lienholder, its lien's.
        actions={
          kase.viewerCan.changeRepresentation ? (
            <LawFirmActionsMenu caseId={kase.id} caseInternalID={kase.internalID} />
          ) : (
            <Suspense fallback={null}>
              <LienActionsMenu caseRef={kase} options={optionsData} />
            </Suspense>
          )
        }
      />
      <TabList selectedValue={tab} onTabSelect={(_, { value }) => isCaseTab(value) && selectTab(value)}>
        {CASE_TABS.map(([value, label]) => (
          <Tab key={value} value={value}>
            {label}
            {value === 'inbox' ? <InboxBadge caseRef={kase} /> : null}
          </Tab>
        ))}
      </TabList>
      <div className={styles.body} role="tabpanel" aria-label={CASE_TABS.find(([value]) => value === tab)![1]}>
        {tab === 'info' ? (
          <CaseDetailTab caseRef={kase} viewerRef={viewer} options={optionsData} />
        ) : (
          // Keyed by the tab: a tab still loading shows its spinner at once, not the previous tab.
          <Suspense key={tab} fallback={<CaseTabLoading />}>
            {tab === 'inbox' && inbox ? <InboxTabPanel queryRef={inbox} renderThreadActions={actionDialogs.renderThreadActions} /> : null}
            {tab === 'status' && status ? <StatusTabPanel queryRef={status} /> : null}
            {tab === 'documents' && documents ? <DocumentsTabPanel queryRef={documents} /> : null}
            {tab === 'finance' && finance ? <FinanceTabPanel queryRef={finance} /> : null}
            {tab === 'contacts' && contacts ? (
              <ContactsTabPanel queryRef={contacts} onChangeLawFirm={actionDialogs.onChangeLawFirm} onRemove={actionDialogs.onRemoveLien} />
            ) : null}
            {!tabs.queryRefs[tab] ? <CaseTabLoading /> : null}
          </Suspense>
        )}
      </div>
      {actionDialogs.dialogs}
      {historyOpened ? (
        <Suspense fallback={null}>
          <CaseHistoryDrawer
            caseRef={history}
            lienRef={history.userLien ?? null}
            options={optionsData}
            open={historyOpen}
            onClose={() => setHistoryOpen(false)}
          />
        </Suspense>
      ) : null}
    </article>
  );
}
