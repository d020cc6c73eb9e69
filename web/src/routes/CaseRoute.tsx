import { graphql, loadQuery, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, useParams } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import type { CaseRouteQuery } from '../__generated__/CaseRouteQuery.graphql.ts';
import { CaseHeaderPlaceholder } from '../features/case/CaseHeader.tsx';
import { CaseLoadError } from '../features/case/CaseLoadError.tsx';
import { CasePage } from '../features/case/CasePage.tsx';
import { caseTabOf, loadCaseTabQuery, type PreloadedCaseTab } from '../features/case/caseTabs.ts';
import { isCaseId } from '../lib/format.ts';
import type { EnvironmentHolder } from '../relay/environment.ts';

export { CaseRouteError as ErrorBoundary } from '../features/case/CaseLoadError.tsx';

// The case's header and its default tab, Case Detail; every other tab has a query of its own (caseTabs.ts).
const caseRouteQuery = graphql`
  query CaseRouteQuery($internalID: String!) {
    viewer {
      ...CasePage_viewer
      case(internalID: $internalID) {
        id
        ...CasePage_case
        ...CasePage_history
      }
    }
    options {
      ...CasePage_options
    }
  }
`;

interface CaseRouteData {
  caseQuery: PreloadedQuery<CaseRouteQuery>;
  /** The query of the tab the URL opens, started beside the case's own: no waterfall on a link to `?tab=inbox`. */
  tabQuery: PreloadedCaseTab | null;
}

export function caseLoader(holder: EnvironmentHolder) {
  return ({ params, request }: LoaderFunctionArgs): CaseRouteData | null => {
    if (!isCaseId(params.id)) return null;
    const environment = holder.current();
    return {
      caseQuery: loadQuery<CaseRouteQuery>(environment, caseRouteQuery, { internalID: params.id }),
      tabQuery: loadCaseTabQuery(environment, caseTabOf(new URL(request.url).searchParams), params.id),
    };
  };
}

export function CaseRoute() {
  const { id } = useParams();
  const data = useLoaderData() as CaseRouteData | null;
  if (id === 'null') return <CaseHeaderPlaceholder />; // the list opens the first case
  if (!data) return <CaseLoadError />;
  return <CaseView {...data} />;
}

function CaseView({ caseQuery, tabQuery }: CaseRouteData) {
  const data = usePreloadedQuery<CaseRouteQuery>(caseRouteQuery, caseQuery);
  const openCase = data.viewer?.case;
  if (!data.viewer || !openCase) return <CaseLoadError />;
  return <CasePage key={openCase.id} caseRef={openCase} viewerRef={data.viewer} options={data.options} preloadedTab={tabQuery} />;
}
