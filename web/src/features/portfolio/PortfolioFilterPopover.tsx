import {
  Button,
  CounterBadge,
  Field,
  Link,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Radio,
  RadioGroup,
  Select,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Filter20Regular } from '@fluentui/react-icons';
import type { Kind, PortfolioFilters, SortDirection, SortField, StatusFilter } from './filters.ts';
import { SORT_FIELDS, appliedFilterCount, isLawFirm, statusOptions } from './filters.ts';

const useStyles = makeStyles({
  surface: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, width: '260px' },
});

export function PortfolioFilterPopover({
  kind,
  filters,
  onChange,
  onClear,
}: {
  kind: Kind;
  filters: PortfolioFilters;
  onChange: (filters: PortfolioFilters) => void;
  onClear: () => void;
}) {
  const styles = useStyles();
  const count = appliedFilterCount(filters, kind);
  return (
    <Popover positioning="below-start" trapFocus>
      <PopoverTrigger disableButtonEnhancement>
        <Button icon={<Filter20Regular />} aria-label="Filter Cases" aria-description={count > 0 ? `${count} applied` : undefined}>
          Filter Cases
          {count > 0 ? <CounterBadge count={count} size="small" aria-hidden="true" /> : null}
        </Button>
      </PopoverTrigger>
      <PopoverSurface className={styles.surface} aria-label="Sort and filter cases">
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
        <Field label={isLawFirm(kind) ? 'Case status' : 'Lien status'}>
          <RadioGroup value={filters.status} onChange={(_, d) => onChange({ ...filters, status: d.value as StatusFilter })}>
            {statusOptions(kind).map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} />
            ))}
          </RadioGroup>
        </Field>
        <Link as="button" onClick={onClear}>
          Clear filters
        </Link>
      </PopoverSurface>
    </Popover>
  );
}
