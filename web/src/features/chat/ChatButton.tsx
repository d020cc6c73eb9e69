import { Button, MenuButton, makeStyles, tokens } from '@fluentui/react-components';
import { LazyCounterBadge } from '../../ui/LazyBadge.tsx';
import { Chat20Regular } from '@fluentui/react-icons';
import { Suspense, lazy, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ChatButton_case$key } from '../../__generated__/ChatButton_case.graphql.ts';
import { LazyMenu } from '../../ui/LazyMenu.tsx';
import { CHAT_BADGE_OVERFLOW, CHAT_LABEL, unreadLabel } from './chatTexts.ts';

// The conversation (its dialog, composer and mutations) loads when a thread is first opened, not with the case page.
const ChatDialog = lazy(async () => ({ default: (await import('./ChatDialog.tsx')).ChatDialog }));

const useStyles = makeStyles({
  badge: { marginLeft: tokens.spacingHorizontalXS },
  item: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, width: '100%' },
});

function UnreadBadge({ count }: { count: number }) {
  const styles = useStyles();
  if (count <= 0) return null;
  return (
    <LazyCounterBadge
      className={styles.badge}
      count={count}
      overflowCount={CHAT_BADGE_OVERFLOW}
      size="small"
      aria-label={unreadLabel(count)}
    />
  );
}

/**
 * The case header's Chat button with the unread badge. It opens the chat of the case's lien the viewer takes part
 * in; with several (the case's law firm, one chat per lienholder) it first asks which, listing each chat by its
 * title. Without any chat it stays disabled.
 */
export function ChatButton({ caseRef }: { caseRef: ChatButton_case$key }) {
  const styles = useStyles();
  const kase = useFragment(
    graphql`
      fragment ChatButton_case on Case {
        id
        chatUnreadCount
        liens {
          id
          chat {
            id
            title
            unreadCount
          }
        }
      }
    `,
    caseRef,
  );
  const [openThreadId, setOpenThreadId] = useState<string | null>(null);
  const chats = kase.liens.flatMap((lien) => (lien.chat ? [lien.chat] : []));
  const badge = <UnreadBadge count={kase.chatUnreadCount} />;
  const label = kase.chatUnreadCount > 0 ? `${CHAT_LABEL}, ${unreadLabel(kase.chatUnreadCount)}` : CHAT_LABEL;

  let button;
  if (chats.length === 0) {
    button = (
      <Button disabledFocusable icon={<Chat20Regular />}>
        {CHAT_LABEL}
      </Button>
    );
  } else if (chats.length === 1) {
    button = (
      <Button icon={<Chat20Regular />} aria-label={label} onClick={() => setOpenThreadId(chats[0].id)}>
        {CHAT_LABEL}
        {badge}
      </Button>
    );
  } else {
    button = (
      <LazyMenu
        trigger={
          <MenuButton icon={<Chat20Regular />} aria-label={label}>
            {CHAT_LABEL}
            {badge}
          </MenuButton>
        }
        items={chats.map((chat) => ({
          key: chat.id,
          content: (
            <span className={styles.item}>
              {chat.title}
              <UnreadBadge count={chat.unreadCount} />
            </span>
          ),
          onClick: () => setOpenThreadId(chat.id),
        }))}
        listLabel="Chats"
      />
    );
  }
  return (
    <>
      {button}
      {openThreadId ? (
        <Suspense fallback={null}>
          <ChatDialog threadId={openThreadId} caseId={kase.id} onClose={() => setOpenThreadId(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
