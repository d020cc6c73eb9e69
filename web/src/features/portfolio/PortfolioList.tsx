import { Body1, Button, Caption1, SearchBox, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { Navigate } from 'react-router';
import type { PortfolioListPaginationQuery } from '../../__generated__/PortfolioListPaginationQuery.graphql.ts';
import type { PortfolioList_viewer$key } from '../../__generated__/PortfolioList_viewer.graphql.ts';
import { PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '../../config.ts';
import { RegisterCaseButton } from '../case-creation/RegisterCaseButton.tsx';
import { PortfolioFilterPopover } from './PortfolioFilterPopover.tsx';
import { PortfolioRow } from './PortfolioRow.tsx';
import { StatusCards } from './StatusCards.tsx';
import type { PortfolioFilters } from './filters.ts';
import { appliedFilterCount, defaultFilters, isLawFirm, toVariables, toggleOnlyStatus } from './filters.ts';
import { usePortfolioCounts } from './usePortfolioCounts.ts';
import { usePortfolioLiveUpdates } from './usePortfolioLiveUpdates.ts';
import { useListedPortfolioConnection } from './portfolioConnections.ts';
import { TEXT_LIMITS } from '../../lib/input-rules.ts';
import { LazyLink } from '../../ui/LazyLink.tsx';

const countsQuery = graphql`
  query PortfolioListCountsQuery($search: String, $filter: PortfolioFilter) {
    viewer {
      portfolioCounts(search: $search, filter: $filter) {
        ...StatusCards_counts
        ...PortfolioFilterPopover_counts
      }
    }
  }
`;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 },
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingHorizontalM,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  search: { flexGrow: 1, minWidth: '160px' },
  summary: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    color: tokens.colorNeutralForeground2,
  },
  list: { flexGrow: 1, overflowY: 'auto', margin: 0, padding: 0, listStyleType: 'none' },
  state: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalXXL,
    textAlign: 'center',
  },
  footer: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalM },
  sentinel: { height: '1px' },
});

export function PortfolioList({
  viewer,
  selectedId,
  selectFirst,
}: {
  viewer: PortfolioList_viewer$key;
  /** internalID of the open case, highlighted in the list. */
  selectedId: string | null;
  /** Open the first case of the list (the route had no id, or 'null'). */
  selectFirst: boolean;
}) {
  const styles = useStyles();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<PortfolioListPaginationQuery, PortfolioList_viewer$key>(
    graphql`
      fragment PortfolioList_viewer on Viewer
      @refetchable(queryName: "PortfolioListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        search: { type: "String" }
        filter: { type: "PortfolioFilter" }
        orderBy: { type: "PortfolioOrder" }
      ) {
        activeAccount {
          organization {
            internalID
            name
            kind
          }
        }
        canCreateCases
        portfolio(first: $count, after: $cursor, search: $search, filter: $filter, orderBy: $orderBy)
          @connection(key: "PortfolioList_portfolio", filters: ["search", "filter", "orderBy"]) {
          __id
          totalCount
          edges {
            node {
              id
              internalID
              ...PortfolioRow_case
            }
          }
        }
      }
    `,
    viewer,
  );

  const organization = data.activeAccount.organization;
  const kind = organization.kind;
  const variant = isLawFirm(kind) ? 'lawFirm' : 'lienholder';
  const [filters, setFilters] = useState<PortfolioFilters>(() => defaultFilters(kind));
  const [searchText, setSearchText] = useState('');
  // The search the list (and the counts) were last read with; the box runs ahead of it by the debounce.
  const [appliedSearch, setAppliedSearch] = useState('');
  const [countsReload, setCountsReload] = useState(0);
  const [isRefetching, startTransition] = useTransition();
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(debounce.current), []);

  function apply(nextFilters: PortfolioFilters, nextSearch: string) {
    setFilters(nextFilters);
    setAppliedSearch(nextSearch);
    startTransition(() => {
      refetch({ ...toVariables(nextFilters, nextSearch, kind), count: PAGE_SIZE }, { fetchPolicy: 'store-or-network' });
    });
  }

  function onSearch(value: string) {
    setSearchText(value);
    clearTimeout(debounce.current);
    debounce.current = setTimeout(() => apply(filters, value), SEARCH_DEBOUNCE_MS);
  }

  function clearFilters() {
    clearTimeout(debounce.current);
    setSearchText('');
    apply(defaultFilters(kind), '');
  }

  const edges = data.portfolio.edges;
  useListedPortfolioConnection(data.portfolio.__id, filters.status);
  // A case registered here or elsewhere (another organisation naming this firm) joins the list.
  const latest = useRef({ filters, searchText, edges });
  latest.current = { filters, searchText, edges };
  function reloadList() {
    setCountsReload((n) => n + 1);
    startTransition(() => {
      refetch(
        { ...toVariables(latest.current.filters, latest.current.searchText, kind), count: PAGE_SIZE },
        { fetchPolicy: 'network-only' },
      );
    });
  }
  usePortfolioLiveUpdates((caseId) => {
    if (!latest.current.edges.some((edge) => edge.node.id === caseId)) reloadList();
  });
  const applied = appliedFilterCount(filters, kind);
  const filtered = applied > 0 || searchText.trim() !== '';
  const first = edges[0]?.node.internalID;
  const listVariables = toVariables(filters, appliedSearch, kind);
  const counts = usePortfolioCounts(countsQuery, listVariables.search, listVariables.filter, countsReload)?.portfolioCounts ?? null;
  const total = data.portfolio.totalCount;

  return (
    <section className={styles.root} aria-label="Cases">
      {selectFirst && first ? <Navigate replace to={`/portfolio/${first}`} /> : null}
      <div className={styles.toolbar}>
        <SearchBox
          className={styles.search}
          aria-label="Search cases"
          placeholder="Search cases"
          maxLength={TEXT_LIMITS.search}
          value={searchText}
          onChange={(_, d) => onSearch(d.value)}
        />
        <PortfolioFilterPopover
          kind={kind}
          filters={filters}
          counts={counts}
          listSearch={listVariables.search}
          listFilter={listVariables.filter}
          onChange={(f) => apply(f, searchText)}
          onClear={clearFilters}
        />
        <RegisterCaseButton
          canCreate={data.canCreateCases}
          ownFirm={isLawFirm(kind) ? { id: organization.internalID, name: organization.name } : null}
          onCreated={reloadList}
        />
      </div>
      {isLawFirm(kind) && counts ? (
        <StatusCards
          counts={counts}
          selected={filters.statuses}
          onSelect={(status) => apply(toggleOnlyStatus(filters, status), searchText)}
        />
      ) : null}
      <div className={styles.summary}>
        <Caption1 role="status">{total === 1 ? '1 case' : `${total.toLocaleString('en-US')} cases`}</Caption1>
        {applied > 0 ? (
          <LazyLink as="button" onClick={clearFilters}>
            Clear filters
          </LazyLink>
        ) : null}
      </div>
      {isRefetching ? (
        <div className={styles.footer} role="status">
          <Spinner size="tiny" label="Loading..." />
        </div>
      ) : null}
      {edges.length === 0 ? (
        <div className={styles.state}>
          {filtered ? (
            <>
              <Body1>These filters match no cases.</Body1>
              <LazyLink as="button" onClick={clearFilters}>
                Clear filters
              </LazyLink>
            </>
          ) : (
            <Body1>You currently have no cases.</Body1>
          )}
        </div>
      ) : (
        <ul className={styles.list} aria-label={`${total} cases`}>
          {edges.map(({ node }) => (
            <li key={node.id}>
              <PortfolioRow caseRef={node} variant={variant} selected={node.internalID === selectedId} />
            </li>
          ))}
          {hasNext ? (
            <li>
              <LoadMoreSentinel onVisible={() => !isLoadingNext && loadNext(PAGE_SIZE)} />
              <div className={styles.footer}>
                {isLoadingNext ? (
                  <Spinner size="tiny" label="Loading..." />
                ) : (
                  <Button appearance="subtle" onClick={() => loadNext(PAGE_SIZE)}>
                    Load more
                  </Button>
                )}
              </div>
            </li>
          ) : null}
        </ul>
      )}
    </section>
  );
}

function LoadMoreSentinel({ onVisible }: { onVisible: () => void }) {
  const styles = useStyles();
  const element = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  useEffect(() => {
    const target = element.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) callback.current();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, []);
  return <div ref={element} className={styles.sentinel} aria-hidden="true" />;
}
