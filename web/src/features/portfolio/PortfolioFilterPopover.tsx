import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { LazyCounterBadge } from '../../ui/LazyBadge.tsx';
import { Filter20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PortfolioFilterPopover_counts$key } from '../../__generated__/PortfolioFilterPopover_counts.graphql.ts';
import { appliedFilterCount } from './filters.ts';
import type * as PanelModule from './PortfolioFilterPanel.tsx';
import { LazyPopover } from '../../ui/LazyPopover.tsx';

// The panel's controls (selects, radios, the facets' checkboxes and searches) load when the popover is first opened (or
// its button hovered), not with the portfolio. The popover opens once they are there: its focus trap needs its content
// when it opens (a trap opened around a loading spinner stays inactive, and hides the controls from assistive technology).
let panelModule: typeof PanelModule | undefined;
const importPanel = async () => (panelModule ??= await import('./PortfolioFilterPanel.tsx'));

const useStyles = makeStyles({
  surface: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    width: '320px',
    maxHeight: '75vh',
    overflowY: 'auto',
  },
});

export function PortfolioFilterPopover({
  kind,
  filters,
  counts: countsRef,
  listSearch,
  listFilter,
  onChange,
  onClear,
}: Omit<PanelModule.FilterPanelProps, 'counts'> & { counts: PortfolioFilterPopover_counts$key | null }) {
  const styles = useStyles();
  const counts = useFragment(
    graphql`
      fragment PortfolioFilterPopover_counts on PortfolioCounts {
        ...PortfolioFilterPanel_counts
      }
    `,
    countsRef,
  );
  const count = appliedFilterCount(filters, kind);
  const [open, setOpen] = useState(false);
  const Panel = panelModule?.PortfolioFilterPanel;
  return (
    <LazyPopover
      positioning="below-start"
      trapFocus
      open={open && Panel !== undefined}
      onOpenChange={(next) => {
        if (!next) setOpen(false);
        else
          importPanel().then(
            () => setOpen(true),
            (error: unknown) => console.error('The filter panel failed to load', error),
          );
      }}
      surfaceClassName={styles.surface}
      surfaceLabel="Sort and filter cases"
      trigger={
        <Button
          icon={<Filter20Regular />}
          onPointerEnter={() => void importPanel()}
          aria-label="Filter Cases"
          aria-description={count > 0 ? `${count} applied` : undefined}
        >
          Filter Cases
          {count > 0 ? <LazyCounterBadge count={count} size="small" aria-hidden="true" /> : null}
        </Button>
      }
    >
      {Panel ? (
        <Panel
          kind={kind}
          filters={filters}
          counts={counts ?? null}
          listSearch={listSearch}
          listFilter={listFilter}
          onChange={onChange}
          onClear={onClear}
        />
      ) : null}
    </LazyPopover>
  );
}
