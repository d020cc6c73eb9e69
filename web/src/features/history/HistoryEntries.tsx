import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  more: { alignSelf: 'center', marginTop: tokens.spacingVerticalM },
});

/** A history list's frame: its entries (or a line saying there are none yet) and Load more while pages remain. */
export function HistoryEntries({
  title,
  empty,
  more,
  children,
}: {
  title: string;
  empty: boolean;
  more: { loading: boolean; load: () => void } | null;
  children: ReactNode;
}) {
  const styles = useStyles();
  return (
    <>
      {empty ? (
        <Body1>No {title} yet.</Body1>
      ) : (
        <ol className={styles.list} aria-label={title}>
          {children}
        </ol>
      )}
      {more ? (
        <Button className={styles.more} disabled={more.loading} onClick={more.load}>
          {more.loading ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
    </>
  );
}
