import { Button, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { Dismiss16Regular } from '@fluentui/react-icons';
import { graphql, useFragment } from 'react-relay';
import type { NotificationItem_notification$key } from '../../__generated__/NotificationItem_notification.graphql.ts';
import { relativeTime } from './relativeTime.ts';

const useStyles = makeStyles({
  item: {
    position: 'relative',
    height: '122px',
    boxSizing: 'border-box',
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  open: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalXXS,
    width: '100%',
    height: '100%',
    boxSizing: 'border-box',
    paddingBlock: tokens.spacingVerticalS,
    paddingInlineStart: tokens.spacingHorizontalXL,
    paddingInlineEnd: '36px',
    border: 'none',
    backgroundColor: 'transparent',
    textAlign: 'start',
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  unreadBackground: { backgroundColor: tokens.colorBrandBackground2 },
  dot: {
    position: 'absolute',
    insetInlineStart: tokens.spacingHorizontalS,
    top: '16px',
    width: '8px',
    height: '8px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground,
  },
  subject: { fontWeight: tokens.fontWeightSemibold, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '100%' },
  body: {
    color: tokens.colorNeutralForeground2,
    overflow: 'hidden',
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
  },
  meta: {
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    maxWidth: '100%',
  },
  dismiss: { position: 'absolute', top: tokens.spacingVerticalXS, insetInlineEnd: tokens.spacingHorizontalXS },
});

/** One notification of the bell: 122 high; the click opens it (read, then its case), the cross dismisses it. */
export function NotificationItem({
  notification,
  onOpen,
  onDismiss,
}: {
  notification: NotificationItem_notification$key;
  onOpen: (notificationId: string, caseInternalID: string | null, wasRead: boolean) => void;
  onDismiss: (notificationId: string) => void;
}) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment NotificationItem_notification on Notification {
        id
        subject
        body
        plaintiffName
        lawFirmName
        caseInternalID
        createdAt
        readAt
      }
    `,
    notification,
  );
  const unread = data.readAt == null;
  const context = [data.plaintiffName, data.lawFirmName].filter(Boolean).join(' · ');
  return (
    <li className={styles.item} aria-label={unread ? `Unread: ${data.subject}` : data.subject}>
      <button
        type="button"
        className={mergeClasses(styles.open, unread && styles.unreadBackground)}
        onClick={() => onOpen(data.id, data.caseInternalID ?? null, !unread)}
      >
        {unread && <span className={styles.dot} data-testid="unread-dot" />}
        <Text className={styles.subject}>{data.subject}</Text>
        <Text className={styles.body} size={200}>
          {data.body}
        </Text>
        {context && <Text className={styles.meta}>{context}</Text>}
        <Text className={styles.meta}>
          <time dateTime={data.createdAt}>{relativeTime(data.createdAt)}</time>
        </Text>
      </button>
      <Button
        className={styles.dismiss}
        appearance="subtle"
        size="small"
        icon={<Dismiss16Regular />}
        aria-label={`Dismiss notification: ${data.subject}`}
        onClick={() => onDismiss(data.id)}
      />
    </li>
  );
}
