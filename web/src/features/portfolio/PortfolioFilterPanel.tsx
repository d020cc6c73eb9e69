import { Field, Link, Radio, RadioGroup, Select, Spinner } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import type { PortfolioFilterPanel_counts$key } from '../../__generated__/PortfolioFilterPanel_counts.graphql.ts';
import type { PortfolioFilter } from '../../__generated__/PortfolioListPaginationQuery.graphql.ts';
import { CountedCheckbox, FacetGroup, FacetOptions } from './FacetOptions.tsx';
import type { FacetChoice, FacetKey, Kind, PortfolioFilters, SortDirection, SortField, StatusFilter, TreatmentStatus } from './filters.ts';
import { SORT_FIELDS, isLawFirm, statusOptions, toggleValue } from './filters.ts';

/** What the filter popover passes on to its panel (the popover's own `counts` is the fragment that spreads the panel's). */
export interface FilterPanelProps {
  kind: Kind;
  filters: PortfolioFilters;
  /** The live counts; null until the first answer. */
  counts: PortfolioFilterPanel_counts$key | null;
  /** The list's search and filter, which the option search counts under. */
  listSearch: string | null;
  listFilter: PortfolioFilter | null;
  onChange: (filters: PortfolioFilters) => void;
  onClear: () => void;
}

/** The filter popover's contents (PortfolioFilterPopover.tsx loads them when it first opens). */
export function PortfolioFilterPanel({ kind, filters, counts: countsRef, listSearch, listFilter, onChange, onClear }: FilterPanelProps) {
  const counts = useFragment(
    graphql`
      fragment PortfolioFilterPanel_counts on PortfolioCounts {
        outOfDate
        statuses {
          value
          label
          count
        }
        facets {
          lienholders {
            ...FacetOptions_values
          }
          lawFirms {
            ...FacetOptions_values
          }
          tags {
            ...FacetOptions_values
          }
          treatmentStatuses {
            value
            label
            count
          }
          totals {
            lienholders
            lawFirms
            tags
          }
        }
      }
    `,
    countsRef,
  );
  const lawFirm = isLawFirm(kind);
  const facets = counts?.facets ?? null;
  const setChoices = (key: FacetKey) => (next: FacetChoice[]) => onChange({ ...filters, [key]: next });
  const loading = counts === null ? <Spinner size="extra-tiny" label="Loading counts..." /> : null;
  return (
    <>
      <Field label="Sort by">
        <Select value={filters.sortField} onChange={(_, d) => onChange({ ...filters, sortField: d.value as SortField })}>
          {SORT_FIELDS.map((field) => (
            <option key={field.value} value={field.value}>
              {field.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Sort order">
        <Select value={filters.sortDirection} onChange={(_, d) => onChange({ ...filters, sortDirection: d.value as SortDirection })}>
          <option value="ASC">Ascending</option>
          <option value="DESC">Descending</option>
        </Select>
      </Field>
      <Field label={lawFirm ? 'Case status' : 'Lien status'}>
        <RadioGroup value={filters.status} onChange={(_, d) => onChange({ ...filters, status: d.value as StatusFilter })}>
          {statusOptions(kind).map((option) => (
            <Radio key={option.value} value={option.value} label={option.label} />
          ))}
        </RadioGroup>
      </Field>
      <FacetGroup legend="Status">
        {loading}
        {(counts?.statuses ?? []).map((status) => (
          <CountedCheckbox
            key={status.value}
            label={status.label}
            count={status.count}
            checked={filters.statuses.includes(status.value)}
            onChange={() => onChange({ ...filters, statuses: toggleValue(filters.statuses, status.value) })}
          />
        ))}
      </FacetGroup>
      {lawFirm ? null : (
        <FacetGroup legend="Treatment status">
          {loading}
          {(facets?.treatmentStatuses ?? []).map((status) => (
            <CountedCheckbox
              key={status.value}
              label={status.label}
              count={status.count}
              checked={filters.treatmentStatuses.includes(status.value as TreatmentStatus)}
              onChange={() =>
                onChange({ ...filters, treatmentStatuses: toggleValue(filters.treatmentStatuses, status.value as TreatmentStatus) })
              }
            />
          ))}
        </FacetGroup>
      )}
      <FacetGroup legend="Out of date">
        <CountedCheckbox
          label="Out of date only"
          count={counts?.outOfDate ?? null}
          checked={filters.outOfDate === true}
          onChange={() => onChange({ ...filters, outOfDate: filters.outOfDate === true ? null : true })}
        />
      </FacetGroup>
      {lawFirm ? (
        <FacetOptions
          legend="Lienholders"
          facet="LIENHOLDER"
          values={facets?.lienholders ?? null}
          total={facets?.totals.lienholders ?? 0}
          selected={filters.lienholders}
          onChange={setChoices('lienholders')}
          listSearch={listSearch}
          filter={listFilter}
        />
      ) : (
        <FacetOptions
          legend="Law firms"
          facet="LAW_FIRM"
          values={facets?.lawFirms ?? null}
          total={facets?.totals.lawFirms ?? 0}
          selected={filters.lawFirms}
          onChange={setChoices('lawFirms')}
          listSearch={listSearch}
          filter={listFilter}
        />
      )}
      <FacetOptions
        legend="Tags"
        facet="TAG"
        values={facets?.tags ?? null}
        total={facets?.totals.tags ?? 0}
        selected={filters.tags}
        onChange={setChoices('tags')}
        listSearch={listSearch}
        filter={listFilter}
      />
      <Link as="button" onClick={onClear}>
        Clear filters
      </Link>
    </>
  );
}
