import { makeStyles } from '@fluentui/react-components';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { NotificationItem_notification$key } from '../../__generated__/NotificationItem_notification.graphql.ts';
import { useDismissNotificationMutation } from './mutations/useDismissNotificationMutation.ts';
import { useMarkNotificationReadMutation } from './mutations/useMarkNotificationReadMutation.ts';
import { NotificationItem } from './NotificationItem.tsx';

const useStyles = makeStyles({ list: { listStyleType: 'none', margin: 0, padding: 0 } });

interface Props {
  notifications: ReadonlyArray<{ readonly id: string; readonly notification: NotificationItem_notification$key }>;
  connectionId: string;
  /** Closes the bell's popover (opening a notification goes to its case). */
  onClose: () => void;
}

/**
 * The bell's list: each notification opens its case (read from then on) or is dismissed. Its own chunk, loaded when
 * the popover first opens.
 */
export function NotificationsList({ notifications, connectionId, onClose }: Props) {
  const styles = useStyles();
  const navigate = useNavigate();
  const markRead = useMarkNotificationReadMutation();
  const dismiss = useDismissNotificationMutation();
  const onOpenNotification = useCallback(
    (notificationId: string, caseInternalID: string | null, wasRead: boolean) => {
      if (!wasRead) markRead(notificationId);
      onClose();
      if (caseInternalID) void navigate(`/portfolio/${caseInternalID}`);
    },
    [markRead, navigate, onClose],
  );
  const onDismiss = useCallback((notificationId: string) => dismiss(notificationId, connectionId), [dismiss, connectionId]);
  return (
    <ul className={styles.list} aria-label="Notifications list">
      {notifications.map(({ id, notification }) => (
        <NotificationItem key={id} notification={notification} onOpen={onOpenNotification} onDismiss={onDismiss} />
      ))}
    </ul>
  );
}
