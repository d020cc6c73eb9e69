import { Card, Spinner, Text } from '@fluentui/react-components';
import { Suspense } from 'react';
import { SessionList } from '../sessions/SessionsDialog.tsx';
import { useSettingsCardStyles } from './settingsCardStyles.ts';

/** The Account tab's active sessions: the user's signed-in browsers and clients; any other one can be ended here. */
export function ActiveSessionsCard() {
  const styles = useSettingsCardStyles();
  return (
    <Card className={styles.card} aria-label="Active sessions">
      <Text as="h2" className={styles.title}>
        Active sessions
      </Text>
      <Suspense fallback={<Spinner size="small" label="Loading sessions" />}>
        <SessionList />
      </Suspense>
    </Card>
  );
}
