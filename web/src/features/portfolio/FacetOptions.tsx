import { Caption1, Checkbox, Link, SearchBox, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { FacetOptions_values$key } from '../../__generated__/FacetOptions_values.graphql.ts';
import type { FacetOptionsSearchQuery, PortfolioFacet } from '../../__generated__/FacetOptionsSearchQuery.graphql.ts';
import type { PortfolioFilter } from '../../__generated__/PortfolioListPaginationQuery.graphql.ts';
import { SEARCH_DEBOUNCE_MS } from '../../config.ts';
import { TEXT_LIMITS, searchText } from '../../lib/input-rules.ts';
import type { FacetChoice } from './filters.ts';
import { FACET_INITIAL_OPTIONS, FACET_TOGGLE_THRESHOLD, toggleValue } from './filters.ts';

const searchQuery = graphql`
  query FacetOptionsSearchQuery($facet: PortfolioFacet!, $search: String!, $listSearch: String, $filter: PortfolioFilter) {
    viewer {
      portfolioFacetSearch(facet: $facet, search: $search, listSearch: $listSearch, filter: $filter) {
        internalID
        name
        count
      }
    }
  }
`;

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, border: 'none', margin: 0, padding: 0 },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalXS },
  count: { color: tokens.colorNeutralForeground3, marginLeft: tokens.spacingHorizontalXS },
  search: { marginBottom: tokens.spacingVerticalXS },
});

type FacetValue = { readonly internalID: string; readonly name: string; readonly count: number };

/** A checkbox whose label carries the live count beside the value's name. */
export function CountedCheckbox({
  label,
  count,
  checked,
  onChange,
}: {
  label: string;
  count: number | null;
  checked: boolean;
  onChange: () => void;
}) {
  const styles = useStyles();
  return (
    <Checkbox
      checked={checked}
      onChange={onChange}
      label={
        <>
          {label}
          {count === null ? null : (
            <>
              {' '}
              <Caption1 className={styles.count}>{count}</Caption1>
            </>
          )}
        </>
      }
    />
  );
}

/** A titled group of choices (a fieldset, so screen readers name the group). */
export function FacetGroup({ legend, children }: { legend: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>
        <Text weight="semibold">{legend}</Text>
      </legend>
      {children}
    </fieldset>
  );
}

/**
 * A facet of named values (lienholders, law firms, tags) with their counts: 10 at first and a 'Show more' toggle
 * when there are more than 15, and a search box that finds any value by name (the registry lists at most 15).
 */
export function FacetOptions({
  legend,
  facet,
  values: valuesRef,
  total,
  selected,
  onChange,
  listSearch,
  filter,
}: {
  legend: string;
  facet: PortfolioFacet;
  /** The values with counts; null while the counts load. */
  values: FacetOptions_values$key | null;
  /** How many values the facet has in all. */
  total: number;
  selected: readonly FacetChoice[];
  onChange: (next: FacetChoice[]) => void;
  listSearch: string | null;
  filter: PortfolioFilter | null;
}) {
  const styles = useStyles();
  const values = useFragment(
    graphql`
      fragment FacetOptions_values on FacetValue @relay(plural: true) {
        internalID
        name
        count
      }
    `,
    valuesRef,
  );
  const environment = useRelayEnvironment();
  const [expanded, setExpanded] = useState(false);
  const [text, setText] = useState('');
  const [found, setFound] = useState<readonly FacetValue[] | null>(null);
  const toggleId = useId();
  const filterKey = JSON.stringify({ listSearch, filter });

  useEffect(() => {
    const trimmed = searchText(text);
    if (!trimmed) {
      setFound(null);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      const { listSearch: search, filter: listFilter } = JSON.parse(filterKey) as {
        listSearch: string | null;
        filter: PortfolioFilter | null;
      };
      fetchQuery<FacetOptionsSearchQuery>(
        environment,
        searchQuery,
        { facet, search: trimmed, listSearch: search, filter: listFilter },
        { fetchPolicy: 'network-only' },
      )
        .toPromise()
        .then((result) => current && setFound(result?.viewer?.portfolioFacetSearch ?? []))
        .catch(() => current && setFound([]));
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [environment, facet, text, filterKey]);

  const listed = found ?? values ?? [];
  // Chosen values stay on screen even when the counts or a search do not list them.
  const missing = found ? [] : selected.filter((choice) => !listed.some((value) => value.internalID === choice.id));
  const options: Array<{ id: string; name: string; count: number | null }> = [
    ...missing.map((choice) => ({ id: choice.id, name: choice.name, count: null })),
    ...listed.map((value) => ({ id: value.internalID, name: value.name, count: value.count })),
  ];
  const collapsible = !found && Math.max(total, options.length) > FACET_TOGGLE_THRESHOLD;
  const shown = collapsible && !expanded ? options.slice(0, FACET_INITIAL_OPTIONS) : options;
  const beyond = Math.max(total - options.length, 0);
  const isChosen = (id: string) => selected.some((choice) => choice.id === id);
  const toggle = (option: FacetChoice) => onChange(toggleValue(selected, option, (a, b) => a.id === b.id));

  return (
    <FacetGroup legend={legend}>
      <SearchBox
        className={styles.search}
        size="small"
        aria-label={`Search ${legend.toLowerCase()}`}
        placeholder={`Search ${legend.toLowerCase()}`}
        maxLength={TEXT_LIMITS.search}
        value={text}
        onChange={(_, d) => setText(d.value)}
      />
      {values === null && !found ? <Spinner size="extra-tiny" label="Loading counts..." /> : null}
      {found && found.length === 0 ? <Caption1>No matches.</Caption1> : null}
      <div id={toggleId}>
        {shown.map((option) => (
          <CountedCheckbox
            key={option.id}
            label={option.name}
            count={option.count}
            checked={isChosen(option.id)}
            onChange={() => toggle({ id: option.id, name: option.name })}
          />
        ))}
      </div>
      {collapsible ? (
        <Link as="button" aria-expanded={expanded} aria-controls={toggleId} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Show less' : 'Show more'}
        </Link>
      ) : null}
      {collapsible && expanded && beyond > 0 ? <Caption1>Search to find the other {beyond}.</Caption1> : null}
    </FacetGroup>
  );
}
