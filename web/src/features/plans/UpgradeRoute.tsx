// /upgrade/overview, /upgrade/choose and /upgrade/payment?selection= (spec 000 "Plan upgrade"): one query for the
// three steps, asked again on each visit (a purchase or the trial changes what they show).
import { graphql, loadQuery, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { Navigate, useLoaderData, useParams, useSearchParams } from 'react-router';
import type { UpgradeRouteQuery } from '../../__generated__/UpgradeRouteQuery.graphql.ts';
import type { EnvironmentHolder } from '../../relay/environment.ts';
import { ChoosePlanPage } from './ChoosePlanPage.tsx';
import { PlanPaymentPage } from './PlanPaymentPage.tsx';
import { UpgradeOverviewPage } from './UpgradeOverviewPage.tsx';

const upgradeRouteQuery = graphql`
  query UpgradeRouteQuery {
    viewer {
      ...UpgradeOverviewPage_viewer
      ...ChoosePlanPage_viewer
      ...PlanPaymentPage_viewer
    }
  }
`;

export function upgradeLoader(holder: EnvironmentHolder) {
  return (): PreloadedQuery<UpgradeRouteQuery> =>
    loadQuery<UpgradeRouteQuery>(holder.current(), upgradeRouteQuery, {}, { fetchPolicy: 'store-and-network' });
}

export function UpgradeRoute() {
  const { step } = useParams();
  const [search] = useSearchParams();
  const data = usePreloadedQuery<UpgradeRouteQuery>(upgradeRouteQuery, useLoaderData() as PreloadedQuery<UpgradeRouteQuery>);
  if (!data.viewer) return null;
  if (step === 'overview') return <UpgradeOverviewPage viewer={data.viewer} />;
  if (step === 'choose') return <ChoosePlanPage viewer={data.viewer} />;
  if (step === 'payment') return <PlanPaymentPage viewer={data.viewer} selection={search.get('selection')} />;
  return <Navigate replace to="/upgrade/overview" />;
}
