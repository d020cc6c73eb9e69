import { Button, Card, Text } from '@fluentui/react-components';
import { Edit20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { UserCard_viewer$key } from '../../__generated__/UserCard_viewer.graphql.ts';
import { EditNameDialog } from './EditNameDialog.tsx';
import { useSettingsCardStyles } from './settingsCardStyles.ts';

/** The Account tab's user card: the signed-in user's name and e-mail (their sign-in name); the name can be edited. */
export function UserCard({ viewer }: { viewer: UserCard_viewer$key }) {
  const styles = useSettingsCardStyles();
  const { user } = useFragment(
    graphql`
      fragment UserCard_viewer on Viewer {
        user {
          id
          firstName
          lastName
          email
        }
      }
    `,
    viewer,
  );
  const [editing, setEditing] = useState(false);
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <Card className={styles.card} aria-label="User">
      <div className={styles.header}>
        <Text as="h2" className={styles.title}>
          User
        </Text>
        <Button icon={<Edit20Regular />} onClick={() => setEditing(true)}>
          Edit name
        </Button>
      </div>
      <dl className={styles.list}>
        <dt className={styles.term}>Name</dt>
        <dd className={styles.value}>{name || <span className={styles.empty}>Not given</span>}</dd>
        <dt className={styles.term}>E-mail</dt>
        <dd className={styles.value}>{user.email}</dd>
      </dl>
      {editing && (
        <EditNameDialog user={{ id: user.id, firstName: user.firstName, lastName: user.lastName }} onClose={() => setEditing(false)} />
      )}
    </Card>
  );
}
