// The signed-in area's first queries, kept out of the lazy route modules: a route's static loader runs as soon as
// the URL matches, beside the download of its component's chunk, instead of after it (React Router calls a static
// `loader` and `lazy` in parallel). The artifacts are the ones the routes' graphql tags compile to.
import { loadQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import portfolioRouteQuery, { type PortfolioRouteQuery } from '../__generated__/PortfolioRouteQuery.graphql.ts';
import protectedRouteQuery, { type ProtectedRouteQuery } from '../__generated__/ProtectedRouteQuery.graphql.ts';
import type { EnvironmentHolder } from '../relay/environment.ts';

export function protectedLoader(holder: EnvironmentHolder) {
  return (): PreloadedQuery<ProtectedRouteQuery> =>
    loadQuery<ProtectedRouteQuery>(holder.current(), protectedRouteQuery, {}, { fetchPolicy: 'store-or-network' });
}

export function portfolioLoader(holder: EnvironmentHolder) {
  return (): PreloadedQuery<PortfolioRouteQuery> =>
    loadQuery<PortfolioRouteQuery>(holder.current(), portfolioRouteQuery, {}, { fetchPolicy: 'store-and-network' });
}
