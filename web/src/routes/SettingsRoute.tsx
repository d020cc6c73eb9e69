import { graphql, loadQuery, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { Navigate, useLoaderData, useLocation, useParams } from 'react-router';
import type { SettingsRouteQuery } from '../__generated__/SettingsRouteQuery.graphql.ts';
import { SettingsPage } from '../features/settings/SettingsPage.tsx';
import { isSettingsTab } from '../features/settings/settingsTabs.ts';
import type { EnvironmentHolder } from '../relay/environment.ts';

const settingsRouteQuery = graphql`
  query SettingsRouteQuery {
    viewer {
      canSetCommunicationPreferences
      ...SettingsPage_viewer
    }
  }
`;

export function settingsLoader(holder: EnvironmentHolder) {
  return (): PreloadedQuery<SettingsRouteQuery> =>
    loadQuery<SettingsRouteQuery>(holder.current(), settingsRouteQuery, {}, { fetchPolicy: 'store-and-network' });
}

/**
 * /settings/:tab. The tabs built so far: account (user, organisation, e-mail preferences, payment information, sessions),
 * communication and organization (the organisation's details and users); a tab not offered
 * to the viewer (law-firm users have no Communication Preferences) or not built yet opens the account tab, keeping
 * the query (an unsubscribe link's `?unsubscribed=`).
 */
export function SettingsRoute() {
  const { tab } = useParams();
  const { search } = useLocation();
  const data = usePreloadedQuery<SettingsRouteQuery>(settingsRouteQuery, useLoaderData() as PreloadedQuery<SettingsRouteQuery>);
  if (!data.viewer) return null;
  const offered = isSettingsTab(tab) && (tab !== 'communication' || data.viewer.canSetCommunicationPreferences);
  if (!offered) return <Navigate replace to={`/settings/account${search}`} />;
  return <SettingsPage viewer={data.viewer} tab={tab} />;
}
