import portfolioRouteQuery from '../__generated__/PortfolioRouteQuery.graphql.ts';
import protectedRouteQuery from '../__generated__/ProtectedRouteQuery.graphql.ts';
import { prefetchQuery } from './prefetchedQueries.ts';

/**
 * Starts the first queries of a signed-in page opened at `pathname` (the signed-in shell's, and the portfolio's under
 * /portfolio), with the same variables as their route loaders (routes/loaders.ts), which take the answers.
 */
export function prefetchSignedInQueries(pathname: string): void {
  if (pathname !== '/' && pathname !== '/portfolio' && !pathname.startsWith('/portfolio/')) return;
  prefetchQuery(protectedRouteQuery.params, {});
  prefetchQuery(portfolioRouteQuery.params, {});
}
