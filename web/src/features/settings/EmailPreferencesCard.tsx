import { Card, makeStyles, MessageBar, MessageBarBody, Switch, Text, tokens } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import type { EmailPreferencesCard_viewer$key } from '../../__generated__/EmailPreferencesCard_viewer.graphql.ts';
import { useSaveNotificationSetting } from './useSaveNotificationSetting.ts';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  title: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  hint: { color: tokens.colorNeutralForeground2 },
});

/**
 * The Account tab's e-mail preferences: one e-mail switch per notification category, saved at once. Law-firm users
 * set their e-mail categories here (they have no Communication Preferences page).
 */
export function EmailPreferencesCard({ viewer }: { viewer: EmailPreferencesCard_viewer$key }) {
  const styles = useStyles();
  const { notificationSettings } = useFragment(
    graphql`
      fragment EmailPreferencesCard_viewer on Viewer {
        notificationSettings {
          id
          category
          label
          emailEnabled
        }
      }
    `,
    viewer,
  );
  const { save, error } = useSaveNotificationSetting();
  return (
    <Card className={styles.card} aria-label="E-mail preferences">
      <Text as="h2" className={styles.title}>
        E-mail preferences
      </Text>
      <Text className={styles.hint}>Choose which notifications are also sent to you by e-mail.</Text>
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {notificationSettings.map((setting) => (
        <Switch
          key={setting.id}
          label={setting.label}
          checked={setting.emailEnabled}
          onChange={(_, { checked }) => save({ id: setting.id, category: setting.category, field: 'emailEnabled', value: checked })}
        />
      ))}
    </Card>
  );
}
