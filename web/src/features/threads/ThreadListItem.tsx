import { Badge, Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import type { ThreadListItem_thread$key } from '../../__generated__/ThreadListItem_thread.graphql.ts';
import { formatDate } from '../../lib/format.ts';
import { readThreadText, threadSummary, threadTitle } from './threadText.ts';

const useStyles = makeStyles({
  row: {
    width: '100%',
    justifyContent: 'flex-start',
    textAlign: 'start',
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, width: '100%' },
  top: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  date: { marginInlineStart: 'auto', color: tokens.colorNeutralForeground3 },
  latest: { color: tokens.colorNeutralForeground3, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

/** One thread in the Inbox lists: its title, who did what, the latest message; opens the thread. */
export function ThreadListItem({ threadRef, onOpen }: { threadRef: ThreadListItem_thread$key; onOpen: () => void }) {
  const styles = useStyles();
  const thread = useFragment(
    graphql`
      fragment ThreadListItem_thread on Thread {
        ...threadText_thread
        isNew
        isResolved
        createdAt
        messageCount
        latestMessage {
          note
        }
      }
    `,
    threadRef,
  );
  const text = readThreadText(thread);
  const title = threadTitle(text);
  return (
    <Button appearance="subtle" className={styles.row} aria-label={`Open ${title}`} onClick={onOpen}>
      <span className={styles.body}>
        <span className={styles.top}>
          <Text weight={thread.isNew ? 'bold' : 'regular'}>{title}</Text>
          {thread.isResolved ? (
            <Badge appearance="tint" color="success" size="small">
              Resolved
            </Badge>
          ) : null}
          <Text size={200} className={styles.date}>
            {formatDate(thread.createdAt)}
          </Text>
        </span>
        <Text size={200}>{threadSummary(text)}</Text>
        {thread.latestMessage ? (
          <Text size={200} className={styles.latest}>
            {thread.latestMessage.note}
            {thread.messageCount > 1 ? ` (${thread.messageCount} messages)` : ''}
          </Text>
        ) : null}
      </span>
    </Button>
  );
}
