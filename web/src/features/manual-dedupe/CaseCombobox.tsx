import { Combobox, Field, Option } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { CaseComboboxSearchQuery, CaseComboboxSearchQuery$data } from '../../__generated__/CaseComboboxSearchQuery.graphql.ts';
import { SEARCH_DEBOUNCE_MS } from '../../config.ts';
import { formatDate } from '../../lib/format.ts';
import { TEXT_LIMITS, searchText } from '../../lib/input-rules.ts';

type Connection = NonNullable<NonNullable<CaseComboboxSearchQuery$data['viewer']>['manualDedupeCases']>;
/** One of the organisation's cases, as the search answers it. */
export type CaseChoice = Connection['edges'][number]['node'];

const searchQuery = graphql`
  query CaseComboboxSearchQuery($organizationId: ID!, $search: String, $exclude: ID, $after: String) {
    viewer {
      manualDedupeCases(organizationId: $organizationId, search: $search, excludeCaseId: $exclude, first: 20, after: $after) {
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            internalID
            plaintiffName
            plaintiffBirthdate
            dateOfLoss
            stateOfIncident
            lawFirmName
            createdAt
          }
        }
      }
    }
  }
`;

const MORE = '__more__';

/** A case as the list and the box show it: name, birth date, date of loss, state, law firm, creation date. */
function caseLabel(node: CaseChoice) {
  return [
    node.plaintiffName,
    `DOB ${formatDate(node.plaintiffBirthdate) || 'not set'}`,
    `DOL ${formatDate(node.dateOfLoss) || 'not set'}`,
    node.stateOfIncident || 'no state',
    node.lawFirmName || 'no law firm',
    `created ${formatDate(node.createdAt)}`,
  ].join(' · ');
}

/**
 * A search of the organisation's cases (20 a page, newest first; "Show more cases" loads the next 20), choosing one.
 * `excludeCaseId` is never offered; a new `refreshKey` searches again (after a merge).
 */
export function CaseCombobox({
  label,
  organizationId,
  excludeCaseId = null,
  value,
  onChange,
  refreshKey = 0,
}: {
  label: string;
  organizationId: string;
  excludeCaseId?: string | null;
  value: CaseChoice | null;
  onChange: (choice: CaseChoice | null) => void;
  refreshKey?: number;
}) {
  const environment = useRelayEnvironment();
  const [text, setText] = useState(value ? caseLabel(value) : '');
  const [search, setSearch] = useState('');
  const [cases, setCases] = useState<CaseChoice[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);
  // Choosing "Show more cases" keeps the list open (the combobox closes it after any choice).
  const keepOpen = useRef(false);

  // The box shows the chosen case; a choice made elsewhere (swap, reset) shows here too.
  const chosen = value?.internalID ?? null;
  const [shown, setShown] = useState(chosen);
  if (shown !== chosen) {
    setShown(chosen);
    setText(value ? caseLabel(value) : '');
    if (!value) setSearch('');
  }

  function load(after: string | null) {
    const request = ++latest.current;
    const variables = { organizationId, search: searchText(search) || null, exclude: excludeCaseId, after };
    fetchQuery<CaseComboboxSearchQuery>(environment, searchQuery, variables, { fetchPolicy: 'network-only' }).subscribe({
      next: (data) => {
        if (request !== latest.current) return;
        const connection = data.viewer?.manualDedupeCases;
        const nodes = connection?.edges.map((edge) => edge.node) ?? [];
        setCases((previous) => (after ? [...previous, ...nodes] : nodes));
        setNext(connection?.pageInfo.hasNextPage ? (connection.pageInfo.endCursor ?? null) : null);
      },
      error: () => {
        if (request !== latest.current) return;
        setCases([]);
        setNext(null);
      },
    });
  }

  useEffect(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => load(null), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer.current);
    // load reads these values; it is defined in render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [environment, organizationId, excludeCaseId, search, refreshKey]);

  const offered = cases.filter((node) => node.internalID !== excludeCaseId);
  return (
    <Field label={label} required>
      <Combobox
        freeform
        open={open}
        onOpenChange={(_, data) => {
          if (!data.open && keepOpen.current) {
            keepOpen.current = false;
            return;
          }
          setOpen(data.open);
        }}
        placeholder="Search by plaintiff name, date of birth or case id..."
        maxLength={TEXT_LIMITS.search}
        value={text}
        selectedOptions={value ? [value.internalID] : []}
        onChange={(event) => {
          setText(event.target.value);
          setSearch(event.target.value);
          setOpen(true);
          if (value) {
            setShown(null);
            onChange(null);
          }
        }}
        onOptionSelect={(_, data) => {
          if (data.optionValue === MORE) {
            if (next) load(next);
            keepOpen.current = true;
            // Only the close that follows this choice, in the same event.
            setTimeout(() => (keepOpen.current = false));
            return;
          }
          const node = offered.find((candidate) => candidate.internalID === data.optionValue);
          if (!node) return;
          setShown(node.internalID);
          setText(caseLabel(node));
          onChange(node);
        }}
      >
        {offered.length === 0 ? (
          <Option disabled value="" text="">
            No cases match
          </Option>
        ) : (
          offered.map((node) => (
            <Option key={node.internalID} value={node.internalID} text={caseLabel(node)}>
              {caseLabel(node)}
            </Option>
          ))
        )}
        {next ? (
          <Option value={MORE} text="Show more cases">
            Show more cases
          </Option>
        ) : null}
      </Combobox>
    </Field>
  );
}
