import {
  Card,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import type { CommunicationPreferences_viewer$key } from '../../__generated__/CommunicationPreferences_viewer.graphql.ts';
import { useSaveNotificationSetting } from './useSaveNotificationSetting.ts';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  title: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  hint: { color: tokens.colorNeutralForeground2 },
  switchColumn: { width: '120px' },
});

/** The Communication Preferences tab: in-app and e-mail switches per notification category, each saved at once. */
export function CommunicationPreferences({ viewer }: { viewer: CommunicationPreferences_viewer$key }) {
  const styles = useStyles();
  const { notificationSettings } = useFragment(
    graphql`
      fragment CommunicationPreferences_viewer on Viewer {
        notificationSettings {
          id
          category
          label
          inAppEnabled
          emailEnabled
        }
      }
    `,
    viewer,
  );
  const { save, error } = useSaveNotificationSetting();
  return (
    <Card className={styles.card}>
      <Text as="h2" className={styles.title}>
        Notification preferences
      </Text>
      <Text className={styles.hint}>Choose what you hear about in the portal (the bell) and by e-mail.</Text>
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      <Table aria-label="Notification preferences">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Category</TableHeaderCell>
            <TableHeaderCell className={styles.switchColumn}>In-app</TableHeaderCell>
            <TableHeaderCell className={styles.switchColumn}>E-mail</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {notificationSettings.map((setting) => (
            <TableRow key={setting.id}>
              <TableCell>{setting.label}</TableCell>
              <TableCell>
                <Switch
                  aria-label={`${setting.label}: in-app`}
                  checked={setting.inAppEnabled}
                  onChange={(_, { checked }) => save({ id: setting.id, category: setting.category, field: 'inAppEnabled', value: checked })}
                />
              </TableCell>
              <TableCell>
                <Switch
                  aria-label={`${setting.label}: e-mail`}
                  checked={setting.emailEnabled}
                  onChange={(_, { checked }) => save({ id: setting.id, category: setting.category, field: 'emailEnabled', value: checked })}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}
