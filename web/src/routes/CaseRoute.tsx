import { makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { graphql, loadQuery, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, useParams } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import type { CaseRouteQuery } from '../__generated__/CaseRouteQuery.graphql.ts';
import { CaseDetailsCard } from '../features/case/CaseDetailsCard.tsx';
import { CaseHeader, CaseHeaderPlaceholder } from '../features/case/CaseHeader.tsx';
import { CaseLoadError } from '../features/case/CaseLoadError.tsx';
import { CaseHistoryDrawer } from '../features/history/CaseHistoryDrawer.tsx';
import { useCaseLiveUpdates } from '../features/case/useCaseLiveUpdates.ts';
import { isCaseId } from '../lib/format.ts';
import type { EnvironmentHolder } from '../relay/environment.tsx';

export { CaseRouteError as ErrorBoundary } from '../features/case/CaseLoadError.tsx';

const caseRouteQuery = graphql`
  query CaseRouteQuery($internalID: String!) {
    viewer {
      case(internalID: $internalID) {
        id
        ...CaseHeader_case
        ...CaseDetailsCard_case
        ...CaseHistoryDrawer_case
      }
    }
    options {
      ...CaseDetailsCard_options
      ...CaseHistoryDrawer_options
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
  if (!openCase) return <CaseLoadError />;
  return <OpenCase caseRef={openCase} options={data.options} className={styles.body} />;
}

function OpenCase({
  caseRef,
  options,
  className,
}: {
  caseRef: NonNullable<NonNullable<CaseRouteQuery['response']['viewer']>['case']>;
  options: CaseRouteQuery['response']['options'];
  className: string;
}) {
  useCaseLiveUpdates(caseRef.id);
  const [historyOpen, setHistoryOpen] = useState(false);
  return (
    <article aria-label="Case">
      <CaseHeader caseRef={caseRef} onOpenHistory={() => setHistoryOpen(true)} />
      <div className={className}>
        <CaseDetailsCard caseRef={caseRef} options={options} />
      </div>
      <CaseHistoryDrawer caseRef={caseRef} options={options} open={historyOpen} onClose={() => setHistoryOpen(false)} />
    </article>
  );
}
