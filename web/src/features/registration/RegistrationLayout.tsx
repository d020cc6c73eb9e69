import { Card, Title2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  page: {
    display: 'grid',
    placeItems: 'start center',
    minHeight: '100vh',
    backgroundColor: tokens.colorNeutralBackground2,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    boxSizing: 'border-box',
  },
  card: {
    width: '100%',
    padding: tokens.spacingHorizontalXXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  narrow: { maxWidth: '520px' },
  wide: { maxWidth: '1100px' },
});

/** A signed-out registration page: one centred card with a heading. */
export function RegistrationLayout({ title, wide, children }: { title: string; wide?: boolean; children: ReactNode }) {
  const styles = useStyles();
  return (
    <main className={styles.page}>
      <Card className={mergeClasses(styles.card, wide ? styles.wide : styles.narrow)}>
        <Title2 as="h1">{title}</Title2>
        {children}
      </Card>
    </main>
  );
}
