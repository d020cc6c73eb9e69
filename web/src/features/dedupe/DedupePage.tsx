import {
  Button,
  Checkbox,
  Dropdown,
  Field,
  Option,
  Radio,
  RadioGroup,
  SearchBox,
  Tab,
  TabList,
  Tag,
  Title2,
  Toast,
  ToastBody,
  ToastTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { DedupePage_viewer$key } from '../../__generated__/DedupePage_viewer.graphql.ts';
import { useAppToasts } from '../../ui/useAppToasts.ts';
import { errorsOfFailure } from '../../ui/userErrors.ts';
import { VerificationTab } from '../verification/VerificationTab.tsx';
import { VERIFICATION_TABS } from '../verification/tabs.ts';
import { DedupeQueue } from './DedupeQueue.tsx';
import { DEDUPE_TABS, DEBOUNCE_MS, type DedupeFilters } from './filters.ts';
import { useRefreshDedupeMatchesMutation } from './mutations/useRefreshDedupeMatchesMutation.ts';
import { DEDUPE_TEXTS } from './texts.ts';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalXXL },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  grow: { flexGrow: 1 },
  filters: { display: 'flex', gap: tokens.spacingHorizontalL, alignItems: 'flex-end', flexWrap: 'wrap' },
  compulsion: { alignSelf: 'flex-end' },
});

/**
 * /dedupe: the dedupe tabs (cases, contacts), each a queue of match cards, with search, the status radio and its
 * counts, the sort, 'From Import' and the refresh. The filters live in the URL (the route's loader reads them);
 * tab clicks and typing are debounced before they change it.
 */
export function DedupePage({
  viewer,
  filters,
  onFiltersChange,
}: {
  viewer: DedupePage_viewer$key;
  filters: DedupeFilters;
  onFiltersChange: (next: DedupeFilters) => void;
}) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment DedupePage_viewer on Viewer
      @argumentDefinitions(
        modelType: { type: "MatchModelType!" }
        status: { type: "MatchStatus" }
        search: { type: "String" }
        orderBy: { type: "MatchOrder" }
        importId: { type: "String" }
        relatedToCompulsionFirm: { type: "Boolean" }
      ) {
        dedupeMatchCounts(modelType: $modelType, search: $search, importId: $importId, relatedToCompulsionFirm: $relatedToCompulsionFirm) {
          __id
          new
          needsMoreInformation
          dismissed
        }
        ...DedupeQueue_viewer
          @arguments(
            modelType: $modelType
            status: $status
            search: $search
            orderBy: $orderBy
            importId: $importId
            relatedToCompulsionFirm: $relatedToCompulsionFirm
          )
      }
    `,
    viewer,
  );
  const { dispatchToast } = useAppToasts();
  const [refresh, refreshing] = useRefreshDedupeMatchesMutation();
  const [tab, setTab] = useState(filters.tab);
  const [search, setSearch] = useState(filters.search);
  // The radio and the sort show a choice at once; the list follows when the URL's query has loaded.
  const [status, setStatus] = useState(filters.status);
  const [order, setOrder] = useState(filters.order);
  useEffect(() => setStatus(filters.status), [filters.status]);
  useEffect(() => setOrder(filters.order), [filters.order]);
  const latest = useRef(filters);
  latest.current = filters;
  const timers = useRef<{ tab?: ReturnType<typeof setTimeout>; search?: ReturnType<typeof setTimeout> }>({});
  useEffect(() => {
    const pending = timers.current;
    return () => {
      clearTimeout(pending.tab);
      clearTimeout(pending.search);
    };
  }, []);

  const selectTab = (value: string) => {
    const next = [...DEDUPE_TABS, ...VERIFICATION_TABS].find((candidate) => candidate.key === value)?.key;
    if (!next) return;
    setTab(next);
    clearTimeout(timers.current.tab);
    timers.current.tab = setTimeout(() => {
      if (next !== latest.current.tab) onFiltersChange({ ...latest.current, tab: next });
    }, DEBOUNCE_MS);
  };
  const typeSearch = (text: string) => {
    setSearch(text);
    clearTimeout(timers.current.search);
    timers.current.search = setTimeout(() => onFiltersChange({ ...latest.current, search: text.trim() }), DEBOUNCE_MS);
  };

  const onRefresh = async () => {
    try {
      const result = await refresh();
      const failed = result.userErrors.map((error) => error.message);
      dispatchToast(
        <Toast>
          <ToastTitle>{failed.length ? DEDUPE_TEXTS.error : DEDUPE_TEXTS.refresh}</ToastTitle>
          <ToastBody>{failed.length ? failed.join(' ') : DEDUPE_TEXTS.refreshQueued}</ToastBody>
        </Toast>,
        failed.length ? { intent: 'error' } : { intent: 'success', timeout: 3000 },
      );
    } catch (error) {
      dispatchToast(
        <Toast>
          <ToastTitle>{DEDUPE_TEXTS.error}</ToastTitle>
          <ToastBody>{errorsOfFailure(error).general.join(' ') || DEDUPE_TEXTS.genericError}</ToastBody>
        </Toast>,
        { intent: 'error' },
      );
    }
  };

  const current = DEDUPE_TABS.find((candidate) => candidate.key === filters.tab) ?? DEDUPE_TABS[0];
  const verification = VERIFICATION_TABS.find((candidate) => candidate.key === filters.tab);
  const counts = data.dedupeMatchCounts;
  const countText = (value: number | undefined) => (value === undefined ? '' : ` (${value})`);
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <Title2 as="h1">{DEDUPE_TEXTS.title}</Title2>
        {filters.importId ? <Tag>{DEDUPE_TEXTS.fromImport}</Tag> : null}
        <span className={styles.grow} />
        <Link to="/manual-dedupe">{DEDUPE_TEXTS.manualDedupeLink}</Link>
        <Button disabled={refreshing} onClick={() => void onRefresh()}>
          {DEDUPE_TEXTS.refresh}
        </Button>
      </div>
      <TabList selectedValue={tab} onTabSelect={(_, selected) => selectTab(String(selected.value))} aria-label="Dedupe tabs">
        {[...DEDUPE_TABS, ...VERIFICATION_TABS].map((candidate) => (
          <Tab key={candidate.key} value={candidate.key}>
            {candidate.label}
          </Tab>
        ))}
      </TabList>
      {verification ? <VerificationTab model={verification.model} /> : null}
      {verification ? null : (
        <>
          <div className={styles.filters}>
            <Field label={DEDUPE_TEXTS.search}>
              <SearchBox
                value={search}
                maxLength={200}
                placeholder={DEDUPE_TEXTS.searchPlaceholder}
                // A pasted control character is searched as a space rather than refused.
                onChange={(_, state) => typeSearch(state.value.replace(/[\u0000-\u001F\u007F]/g, ' '))}
              />
            </Field>
            <Checkbox
              className={styles.compulsion}
              label={DEDUPE_TEXTS.relatedToCompulsionFirm}
              checked={filters.relatedToCompulsionFirm}
              onChange={(_, state) => onFiltersChange({ ...filters, relatedToCompulsionFirm: state.checked === true })}
            />
            <Field label={DEDUPE_TEXTS.statusLabel}>
              <RadioGroup
                layout="horizontal"
                value={status}
                onChange={(_, state) => {
                  const next = state.value as DedupeFilters['status'];
                  setStatus(next);
                  onFiltersChange({ ...filters, status: next });
                }}
              >
                <Radio value="NEW" label={`${DEDUPE_TEXTS.statusNew}${countText(counts?.new)}`} />
                <Radio
                  value="NEEDS_MORE_INFORMATION"
                  label={`${DEDUPE_TEXTS.statusNeedsMoreInformation}${countText(counts?.needsMoreInformation)}`}
                />
                <Radio value="DISMISSED" label={`${DEDUPE_TEXTS.statusDismissed}${countText(counts?.dismissed)}`} />
              </RadioGroup>
            </Field>
            <Field label={DEDUPE_TEXTS.sortLabel}>
              <Dropdown
                value={order === 'LAST_CREATED_AT_ASC' ? DEDUPE_TEXTS.sortOldest : DEDUPE_TEXTS.sortNewest}
                selectedOptions={[order]}
                onOptionSelect={(_, state) => {
                  const next = state.optionValue as DedupeFilters['order'];
                  setOrder(next);
                  onFiltersChange({ ...filters, order: next });
                }}
              >
                <Option value="LAST_CREATED_AT_DESC">{DEDUPE_TEXTS.sortNewest}</Option>
                <Option value="LAST_CREATED_AT_ASC">{DEDUPE_TEXTS.sortOldest}</Option>
              </Dropdown>
            </Field>
          </div>
          <DedupeQueue viewer={data} statusFilter={filters.status} modelLabel={current.model} countsId={counts?.__id ?? null} />
        </>
      )}
    </div>
  );
}
