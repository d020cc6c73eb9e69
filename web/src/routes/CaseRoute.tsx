import { Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { graphql, loadQuery, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, useParams, useSearchParams } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import type { CaseRouteQuery } from '../__generated__/CaseRouteQuery.graphql.ts';
import { CaseDetailsCard } from '../features/case-details/CaseDetailsCard.tsx';
import { CaseHeader, CaseHeaderPlaceholder } from '../features/case/CaseHeader.tsx';
import { CaseLoadError, CaseLostNotice } from '../features/case/CaseLoadError.tsx';
import { CaseHistoryDrawer } from '../features/history/CaseHistoryDrawer.tsx';
import { AccessLogButton } from '../features/access-log/AccessLogDrawer.tsx';
import { LawFirmActionsMenu } from '../features/case/LawFirmActionsMenu.tsx';
import { LienActionsMenu } from '../features/case/LienActionsMenu.tsx';
import { PolicyLimitsCard } from '../features/policy-limits/PolicyLimitsCard.tsx';
import { TagsRow } from '../features/tags/TagsRow.tsx';
import { ExternalIdsRow } from '../features/external-keys/ExternalIdsRow.tsx';
import { ContactsTab } from '../features/contacts/ContactsTab.tsx';
import { FinanceTab } from '../features/finance/FinanceTab.tsx';
import { InboxBadge, InboxTab } from '../features/threads/InboxTab.tsx';
import { LawFirmStatusPanel } from '../features/case-status/LawFirmStatusPanel.tsx';
import { LienStatusPanel } from '../features/status/LienStatusPanel.tsx';
import { useCaseActionDialogs } from '../features/case/useCaseActionDialogs.tsx';
import { useCaseLiveUpdates } from '../features/case/useCaseLiveUpdates.ts';
import { isCaseId } from '../lib/format.ts';
import type { EnvironmentHolder } from '../relay/environment.tsx';

export { CaseRouteError as ErrorBoundary } from '../features/case/CaseLoadError.tsx';

const caseRouteQuery = graphql`
  query CaseRouteQuery($internalID: String!) {
    viewer {
      ...TagsRow_viewer
      ...ExternalIdsRow_viewer
      ...AccessLogButton_viewer
      activeAccount {
        organization {
          kind
          sharesDocumentsManually
        }
      }
      case(internalID: $internalID) {
        id
        internalID
        lawFirm {
          internalID
        }
        userLien {
          ...LienStatusPanel_lien
          ...LienHistoryList_lien
        }
        ...CaseHeader_case
        ...CaseDetailsCard_case
        ...CaseHistoryDrawer_case
        ...LawFirmStatusPanel_case
        ...FinanceTab_case
        ...LienActionsMenu_case
        ...PolicyLimitsCard_case
        ...TagsRow_case
        ...ExternalIdsRow_case
        ...ContactsTab_case
        ...InboxTab_case
        ...InboxBadge_case
      }
    }
    options {
      ...CaseDetailsCard_options
      ...CaseHistoryDrawer_options
      ...LawFirmStatusPanel_options
      ...LienActionsMenu_options
    }
  }
`;

export function caseLoader(holder: EnvironmentHolder) {
  return ({ params }: LoaderFunctionArgs): PreloadedQuery<CaseRouteQuery> | null =>
    isCaseId(params.id)
      ? loadQuery<CaseRouteQuery>(holder.current(), caseRouteQuery, { internalID: params.id })
      : null;
}

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalL },
});

export function CaseRoute() {
  const { id } = useParams();
  const queryRef = useLoaderData() as PreloadedQuery<CaseRouteQuery> | null;
  if (id === 'null') return <CaseHeaderPlaceholder />; // the list opens the first case
  if (!queryRef) return <CaseLoadError />;
  return <CaseView queryRef={queryRef} />;
}

function CaseView({ queryRef }: { queryRef: PreloadedQuery<CaseRouteQuery> }) {
  const styles = useStyles();
  const data = usePreloadedQuery<CaseRouteQuery>(caseRouteQuery, queryRef);
  const openCase = data.viewer?.case;
  if (!data.viewer || !openCase) return <CaseLoadError />;
  const organization = data.viewer.activeAccount.organization;
  return (
    <OpenCase
      caseRef={openCase}
      viewerRef={data.viewer}
      options={data.options}
      isLawFirm={organization.kind === 'LAW_FIRM'}
      sharesDocumentsManually={organization.sharesDocumentsManually}
      className={styles.body}
    />
  );
}

const TABS = [
  ['info', 'Case Detail'],
  ['inbox', 'Inbox'],
  ['status', 'Status'],
  ['finance', 'Finance'],
  ['contacts', 'Contacts'],
] as const;
type TabValue = (typeof TABS)[number][0];
const isTab = (value: unknown): value is TabValue => TABS.some(([tab]) => tab === value);

function OpenCase({
  caseRef,
  viewerRef,
  options,
  isLawFirm,
  sharesDocumentsManually,
  className,
}: {
  caseRef: NonNullable<NonNullable<CaseRouteQuery['response']['viewer']>['case']>;
  viewerRef: NonNullable<CaseRouteQuery['response']['viewer']>;
  options: CaseRouteQuery['response']['options'];
  isLawFirm: boolean;
  sharesDocumentsManually: boolean;
  className: string;
}) {
  // Kept per case id: opening another case in the same view starts without the notice.
  const [lostCaseId, setLostCaseId] = useState<string | null>(null);
  useCaseLiveUpdates(caseRef.id, () => setLostCaseId(caseRef.id));
  const actionDialogs = useCaseActionDialogs({ caseId: caseRef.id, lawFirmInternalID: caseRef.lawFirm?.internalID ?? null, isLawFirm });
  const [historyOpen, setHistoryOpen] = useState(false);
  // The open tab lives in the URL (?tab=status), so it survives reloads and can be linked to.
  const [params, setParams] = useSearchParams();
  const tab: TabValue = isTab(params.get('tab')) ? (params.get('tab') as TabValue) : 'info';
  const selectTab = (value: TabValue) => setParams(value === 'info' ? {} : { tab: value }, { replace: true });
  return (
    <article aria-label="Case">
      {lostCaseId === caseRef.id ? <CaseLostNotice /> : null}
      <CaseHeader
        caseRef={caseRef}
        onOpenHistory={() => setHistoryOpen(true)}
        afterHistory={<AccessLogButton viewerRef={viewerRef} caseInternalID={caseRef.internalID} />}
        actions={isLawFirm ? <LawFirmActionsMenu caseId={caseRef.id} caseInternalID={caseRef.internalID} /> : <LienActionsMenu caseRef={caseRef} options={options} />}
      />
      <TabList selectedValue={tab} onTabSelect={(_, { value }) => isTab(value) && selectTab(value)}>
        {TABS.map(([value, label]) => (
          <Tab key={value} value={value}>
            {label}
            {value === 'inbox' ? <InboxBadge caseRef={caseRef} /> : null}
          </Tab>
        ))}
      </TabList>
      <div className={className} role="tabpanel" aria-label={TABS.find(([value]) => value === tab)![1]}>
        {tab === 'info' ? (
          <>
            <CaseDetailsCard caseRef={caseRef} options={options} isLawFirm={isLawFirm} />
            <PolicyLimitsCard caseRef={caseRef} canEdit={isLawFirm} />
            <TagsRow caseRef={caseRef} viewerRef={viewerRef} />
            <ExternalIdsRow caseRef={caseRef} viewerRef={viewerRef} />
          </>
        ) : null}
        {tab === 'inbox' ? <InboxTab caseRef={caseRef} renderThreadActions={actionDialogs.renderThreadActions} /> : null}
        {tab === 'status' ? (
          <>
            <LawFirmStatusPanel caseRef={caseRef} options={options} canUpdate={isLawFirm} />
            {caseRef.userLien ? <LienStatusPanel lienRef={caseRef.userLien} sharesDocumentsManually={sharesDocumentsManually} /> : null}
          </>
        ) : null}
        {tab === 'finance' ? <FinanceTab caseRef={caseRef} canRejectVerification={isLawFirm} canRemoveLiens={isLawFirm} /> : null}
        {tab === 'contacts' ? (
          <ContactsTab caseRef={caseRef} onChangeLawFirm={actionDialogs.onChangeLawFirm} onRemove={actionDialogs.onRemoveLien} />
        ) : null}
      </div>
      {actionDialogs.dialogs}
      <CaseHistoryDrawer caseRef={caseRef} lienRef={caseRef.userLien ?? null} options={options} open={historyOpen} onClose={() => setHistoryOpen(false)} />
    </article>
  );
}
