import { Caption1, Text, ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import type { StatusCards_counts$key } from '../../__generated__/StatusCards_counts.graphql.ts';

const useStyles = makeStyles({
  cards: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    minWidth: '96px',
    height: 'auto',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
  },
  count: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
});

/**
 * The law firm's status cards: how many cases each status holds under the other filters; choosing a card lists
 * only that status (choosing it again lifts it). Statuses without cases are left out unless chosen.
 */
export function StatusCards({
  counts,
  selected,
  onSelect,
}: {
  counts: StatusCards_counts$key;
  selected: readonly string[];
  onSelect: (status: string) => void;
}) {
  const styles = useStyles();
  const { statuses } = useFragment(
    graphql`
      fragment StatusCards_counts on PortfolioCounts {
        statuses {
          value
          label
          count
        }
      }
    `,
    counts,
  );
  const shown = statuses.filter((status) => status.count > 0 || selected.includes(status.value));
  if (!shown.length) return null;
  return (
    <div className={styles.cards} role="group" aria-label="Case statuses">
      {shown.map((status) => (
        <ToggleButton
          key={status.value}
          className={styles.card}
          size="small"
          appearance={selected.includes(status.value) ? 'primary' : 'secondary'}
          checked={selected.includes(status.value)}
          onClick={() => onSelect(status.value)}
        >
          <Text className={styles.count}>{status.count}</Text>
          <Caption1>{status.label}</Caption1>
        </ToggleButton>
      ))}
    </div>
  );
}
