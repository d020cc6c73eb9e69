import { Button, Caption1, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Delete16Regular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ChatMessageBubble_message$key } from '../../__generated__/ChatMessageBubble_message.graphql.ts';
import { formatDateTime } from '../../lib/format.ts';
import { CHAT_SENDING } from './chatTexts.ts';

const useStyles = makeStyles({
  row: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS },
  own: { alignItems: 'flex-end' },
  meta: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorNeutralForeground3 },
  bubble: {
    maxWidth: '80%',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground1,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
  ownBubble: { backgroundColor: tokens.colorBrandBackground2, color: tokens.colorNeutralForeground1 },
  failedBubble: { border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteRedBorder2}` },
  status: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** The name, organisation and time above a bubble. */
function signature(name: string, organizationName: string | null | undefined, createdAt: string): string {
  return [[name, organizationName].filter(Boolean).join(', '), formatDateTime(createdAt)].filter(Boolean).join(' · ');
}

/**
 * One message of a chat: those of the viewer's organisation on the right (Delete on the viewer's own), the other
 * side's on the left.
 */
export function ChatMessageBubble({
  messageRef,
  onDelete,
}: {
  messageRef: ChatMessageBubble_message$key;
  onDelete: (messageId: string) => void;
}) {
  const message = useFragment(
    graphql`
      fragment ChatMessageBubble_message on ThreadMessage {
        id
        note
        createdAt
        createdByName
        createdByOrganizationName
        sentByViewerOrganization
        viewerCan {
          delete
        }
      }
    `,
    messageRef,
  );
  // A message shown before the registry answered has a client id (relay/linkedRecords' optimisticId).
  const sending = message.id.startsWith('client:');
  return (
    <ChatBubbleFrame
      own={message.sentByViewerOrganization}
      meta={signature(message.createdByName, message.createdByOrganizationName, message.createdAt)}
      note={message.note}
      status={
        sending ? (
          <Caption1>{CHAT_SENDING}</Caption1>
        ) : message.viewerCan.delete ? (
          <Button
            size="small"
            appearance="subtle"
            icon={<Delete16Regular />}
            aria-label="Delete message"
            onClick={() => onDelete(message.id)}
          />
        ) : null
      }
    />
  );
}

/** A message the registry did not take: kept in the chat, marked, with Retry and Remove. */
export function FailedChatBubble({
  note,
  reason,
  onRetry,
  onRemove,
}: {
  note: string;
  reason: string;
  onRetry: () => void;
  onRemove: () => void;
}) {
  return (
    <ChatBubbleFrame
      own
      failed
      meta={reason}
      note={note}
      status={
        <>
          <Button size="small" onClick={onRetry}>
            Retry
          </Button>
          <Button size="small" appearance="subtle" onClick={onRemove}>
            Remove
          </Button>
        </>
      }
    />
  );
}

function ChatBubbleFrame({
  own,
  failed,
  meta,
  note,
  status,
}: {
  own: boolean;
  failed?: boolean;
  meta: string;
  note: string;
  status: ReactNode;
}) {
  const styles = useStyles();
  return (
    <li className={mergeClasses(styles.row, own && styles.own)}>
      <Caption1 className={styles.meta}>{meta}</Caption1>
      <Text className={mergeClasses(styles.bubble, own && styles.ownBubble, failed && styles.failedBubble)}>{note}</Text>
      {status ? <div className={styles.status}>{status}</div> : null}
    </li>
  );
}
