import { makeStyles, tokens } from '@fluentui/react-components';
import { LazyCounterBadge } from '../../ui/LazyBadge.tsx';
import { graphql, useFragment } from 'react-relay';
import type { InboxBadge_case$key } from '../../__generated__/InboxBadge_case.graphql.ts';

/** Badge counts above 99 show as 99+. */
const BADGE_OVERFLOW = 99;

const useStyles = makeStyles({
  badge: { marginLeft: tokens.spacingHorizontalXS },
});

/** The count of new threads on the Inbox tab (nothing when there are none). */
export function InboxBadge({ caseRef }: { caseRef: InboxBadge_case$key }) {
  const { newThreadCount } = useFragment(
    graphql`
      fragment InboxBadge_case on Case {
        newThreadCount
      }
    `,
    caseRef,
  );
  const styles = useStyles();
  if (!newThreadCount) return null;
  return (
    <LazyCounterBadge
      className={styles.badge}
      count={newThreadCount}
      overflowCount={BADGE_OVERFLOW}
      size="small"
      aria-label={`${newThreadCount} new`}
    />
  );
}
