import { Body1, Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Component, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { Outlet, useLoaderData, useParams, useRevalidator } from 'react-router';
import type { PortfolioRouteQuery } from '../__generated__/PortfolioRouteQuery.graphql.ts';
import { CaseHeaderPlaceholder } from '../features/case/CaseHeader.tsx';
import { PortfolioList } from '../features/portfolio/PortfolioList.tsx';

const portfolioRouteQuery = graphql`
  query PortfolioRouteQuery {
    viewer {
      ...PortfolioList_viewer
    }
  }
`;

export { portfolioLoader } from './loaders.ts';

const useStyles = makeStyles({
  layout: { display: 'grid', gridTemplateColumns: 'minmax(280px, 380px) 1fr', height: '100%', minHeight: 0 },
  list: {
    minHeight: 0,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  detail: { minHeight: 0, overflowY: 'auto' },
  state: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingVerticalXXL,
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

export function PortfolioRoute() {
  const styles = useStyles();
  const { id } = useParams();
  const data = usePreloadedQuery<PortfolioRouteQuery>(portfolioRouteQuery, useLoaderData() as PreloadedQuery<PortfolioRouteQuery>);
  const revalidator = useRevalidator();
  const [attempt, setAttempt] = useState(0);
  if (!data.viewer) return null;
  return (
    <div className={styles.layout}>
      <div className={styles.list}>
        <ListErrorBoundary
          key={attempt}
          fallback={(dismiss) => (
            <div className={styles.state} role="alert">
              <Body1>There was a problem loading your cases.</Body1>
              <div className={styles.actions}>
                <Button
                  appearance="primary"
                  onClick={() => {
                    void revalidator.revalidate();
                    setAttempt((n) => n + 1);
                  }}
                >
                  Reload
                </Button>
                <Button onClick={dismiss}>Close</Button>
              </div>
            </div>
          )}
        >
          <Suspense fallback={<LoadingState />}>
            <PortfolioList viewer={data.viewer} selectedId={id ?? null} selectFirst={!id || id === 'null'} />
          </Suspense>
        </ListErrorBoundary>
      </div>
      <div className={styles.detail}>
        <Suspense fallback={<CaseHeaderPlaceholder />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}

/** /portfolio without an id: the list opens its first case; until then the empty header shows. */
export function PortfolioIndex() {
  return <CaseHeaderPlaceholder />;
}

function LoadingState() {
  const styles = useStyles();
  return (
    <div className={styles.state}>
      <Spinner size="small" label="Loading..." />
    </div>
  );
}

type BoundaryProps = { children: ReactNode; fallback: (dismiss: () => void) => ReactNode };

/** The list's load-failure state: Reload retries; Close dismisses the message. */
class ListErrorBoundary extends Component<BoundaryProps, { error: unknown; dismissed: boolean }> {
  state = { error: null as unknown, dismissed: false };
  static getDerivedStateFromError(error: unknown) {
    return { error, dismissed: false };
  }
  componentDidCatch(error: unknown) {
    console.error(error);
  }
  render() {
    if (this.state.error === null) return this.props.children;
    if (this.state.dismissed) return null;
    return this.props.fallback(() => this.setState({ dismissed: true }));
  }
}
