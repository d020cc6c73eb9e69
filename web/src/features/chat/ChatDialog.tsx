import {
  Body1,
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Dismiss24Regular } from '@fluentui/react-icons';
import { Component, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { graphql, useFragment, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import type { ChatDialogQuery } from '../../__generated__/ChatDialogQuery.graphql.ts';
import type { ChatDialog_thread$key } from '../../__generated__/ChatDialog_thread.graphql.ts';
import type { ChatMessageList_thread$key } from '../../__generated__/ChatMessageList_thread.graphql.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { useFormErrors } from '../../ui/useFormErrors.ts';
import { allMessages } from '../../ui/userErrors.ts';
import { ChatComposer } from './ChatComposer.tsx';
import { ChatMessageBubble, FailedChatBubble } from './ChatMessageBubble.tsx';
import {
  CHAT_CANNOT_SEND,
  CHAT_DELETE_QUESTION,
  CHAT_DELETE_TITLE,
  CHAT_EMPTY,
  CHAT_LABEL,
  CHAT_LOAD_FAILED,
  CHAT_NOT_AVAILABLE,
  CHAT_NOT_SENT,
  CHAT_PAGE,
  CHAT_READ_DELAY_MS,
  notesDisabledPlaceholder,
} from './chatTexts.ts';
import { useDeleteChatMessageMutation } from './mutations/useDeleteChatMessageMutation.ts';
import { useMarkThreadReadMutation } from './mutations/useMarkThreadReadMutation.ts';
import { useSendChatMessageMutation } from './mutations/useSendChatMessageMutation.ts';
import { useChatLiveUpdates } from './useChatLiveUpdates.ts';

const useStyles = makeStyles({
  surface: { width: '560px', maxWidth: 'calc(100vw - 32px)' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  scroller: { height: '420px', maxHeight: '55vh', overflowY: 'auto', paddingRight: tokens.spacingHorizontalXS },
  messages: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  empty: { display: 'flex', height: '100%', alignItems: 'center', justifyContent: 'center', color: tokens.colorNeutralForeground3 },
  older: { alignSelf: 'center', marginBottom: tokens.spacingVerticalS },
});

/** A message the registry refused or never received, kept until sent again or removed. */
interface FailedMessage {
  key: number;
  note: string;
  reason: string;
}

/**
 * A lien's chat in a modal: `threadId` is the chat's global id, `caseId` its case's (whose Chat badge follows what
 * is read here). Loaded when opened; live while open.
 */
export function ChatDialog({ threadId, caseId, onClose }: { threadId: string; caseId: string; onClose: () => void }) {
  const styles = useStyles();
  return (
    <Dialog open onOpenChange={(_, { open }) => !open && onClose()}>
      <DialogSurface className={styles.surface}>
        <LoadFailure>
          <Suspense
            fallback={
              <ChatFrame title={CHAT_LABEL}>
                <Spinner label="Loading…" />
              </ChatFrame>
            }
          >
            <ChatLoader threadId={threadId} caseId={caseId} />
          </Suspense>
        </LoadFailure>
      </DialogSurface>
    </Dialog>
  );
}

class LoadFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? (
      <ChatFrame title={CHAT_LABEL}>
        <Body1 role="alert">{CHAT_LOAD_FAILED}</Body1>
      </ChatFrame>
    ) : (
      this.props.children
    );
  }
}

function ChatFrame({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <DialogBody>
      <DialogTitle
        action={
          <DialogTrigger action="close">
            <Button appearance="subtle" aria-label="Close" icon={<Dismiss24Regular />} />
          </DialogTrigger>
        }
      >
        {title}
      </DialogTitle>
      <DialogContent className={styles.content}>{children}</DialogContent>
    </DialogBody>
  );
}

function ChatLoader({ threadId, caseId }: { threadId: string; caseId: string }) {
  const data = useLazyLoadQuery<ChatDialogQuery>(
    graphql`
      query ChatDialogQuery($threadId: ID!) {
        node(id: $threadId) {
          ... on Thread @alias(as: "thread") {
            ...ChatDialog_thread
            ...ChatMessageList_thread
          }
        }
      }
    `,
    { threadId },
    // The newest messages every time it opens; what the store holds shows meanwhile.
    { fetchPolicy: 'store-and-network' },
  );
  const thread = data.node?.thread;
  if (!thread) {
    return (
      <ChatFrame title={CHAT_LABEL}>
        <Body1>{CHAT_NOT_AVAILABLE}</Body1>
      </ChatFrame>
    );
  }
  return <ChatConversation threadRef={thread} messagesRef={thread} caseId={caseId} />;
}

function ChatConversation({
  threadRef,
  messagesRef,
  caseId,
}: {
  threadRef: ChatDialog_thread$key;
  messagesRef: ChatMessageList_thread$key;
  caseId: string;
}) {
  const styles = useStyles();
  const thread = useFragment(
    graphql`
      fragment ChatDialog_thread on Thread {
        id
        title
        unreadCount
        notesDisabledBy
        viewerCan {
          sendChatMessage
        }
      }
    `,
    threadRef,
  );
  const { data, hasPrevious, loadPrevious, isLoadingPrevious } = usePaginationFragment(
    graphql`
      fragment ChatMessageList_thread on Thread
      @refetchable(queryName: "ChatMessageListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 30 }, cursor: { type: "String" }) {
        messages(last: $count, before: $cursor) @connection(key: "ChatMessageList_messages") {
          __id
          edges {
            node {
              id
              ...ChatMessageBubble_message
            }
          }
        }
      }
    `,
    messagesRef,
  );
  const connectionId = data.messages.__id;
  // A deleted message's edge may linger with no node until the list is read again.
  const messages = data.messages.edges.flatMap((edge) => (edge?.node ? [edge.node] : []));

  const markThreadRead = useMarkThreadReadMutation();
  const sendChatMessage = useSendChatMessageMutation();
  const [deleteChatMessage, deleting] = useDeleteChatMessageMutation();
  const deleteErrors = useFormErrors();
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [failed, setFailed] = useState<FailedMessage[]>([]);
  const failedKeys = useRef(0);

  // Opening the chat reads what the other side wrote; so does a message of theirs arriving while it is open (after a
  // short pause, so a burst of messages is one mark).
  const readTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const scheduleRead = useCallback(
    (delay: number) => {
      if (readTimer.current) clearTimeout(readTimer.current);
      readTimer.current = setTimeout(() => {
        readTimer.current = null;
        markThreadRead(caseId, thread.id).catch((error: unknown) => console.error('markThreadRead failed', error));
      }, delay);
    },
    [caseId, markThreadRead, thread.id],
  );
  const opened = useRef(false);
  useEffect(() => {
    if (thread.unreadCount > 0) scheduleRead(opened.current ? CHAT_READ_DELAY_MS : 0);
    opened.current = true;
  }, [scheduleRead, thread.unreadCount]);
  useEffect(
    () => () => {
      if (readTimer.current) clearTimeout(readTimer.current);
    },
    [],
  );
  useChatLiveUpdates(thread.id, connectionId, () => scheduleRead(CHAT_READ_DELAY_MS));

  // The newest message stays in view: on opening, and whenever one is added at the end.
  const scroller = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lastId, failed.length]);

  const send = (note: string) => {
    const fail = (reason: string) => setFailed((list) => [...list, { key: ++failedKeys.current, note, reason }]);
    sendChatMessage(thread.id, connectionId, note).then(
      (errors) => {
        if (errors.length) fail(`${CHAT_NOT_SENT}: ${errors.map((error) => error.message).join(' ')}`);
      },
      () => fail(CHAT_NOT_SENT),
    );
  };
  const retry = (message: FailedMessage) => {
    setFailed((list) => list.filter((other) => other.key !== message.key));
    send(message.note);
  };

  const closeDelete = () => {
    setDeletingId(null);
    deleteErrors.setErrors({ fields: {}, general: [] });
  };
  const confirmDelete = async () => {
    if (deletingId && (await deleteErrors.submit(() => deleteChatMessage(deletingId, connectionId)))) setDeletingId(null);
  };

  const disabledPlaceholder = thread.notesDisabledBy
    ? notesDisabledPlaceholder(thread.notesDisabledBy)
    : thread.viewerCan.sendChatMessage
      ? null
      : CHAT_CANNOT_SEND;
  return (
    <ChatFrame title={thread.title}>
      <div ref={scroller} className={styles.scroller}>
        {messages.length === 0 && failed.length === 0 ? (
          <Body1 className={styles.empty}>{CHAT_EMPTY}</Body1>
        ) : (
          <>
            {hasPrevious ? (
              <Button className={styles.older} size="small" disabled={isLoadingPrevious} onClick={() => loadPrevious(CHAT_PAGE)}>
                {isLoadingPrevious ? 'Loading…' : 'Load older messages'}
              </Button>
            ) : null}
            <ol className={styles.messages} aria-label="Messages">
              {messages.map((message) => (
                <ChatMessageBubble key={message.id} messageRef={message} onDelete={setDeletingId} />
              ))}
              {failed.map((message) => (
                <FailedChatBubble
                  key={message.key}
                  note={message.note}
                  reason={message.reason}
                  onRetry={() => retry(message)}
                  onRemove={() => setFailed((list) => list.filter((other) => other.key !== message.key))}
                />
              ))}
            </ol>
          </>
        )}
      </div>
      <ChatComposer disabledPlaceholder={disabledPlaceholder} onSend={send} />
      {deletingId ? (
        <ConfirmDialog
          title={CHAT_DELETE_TITLE}
          question={CHAT_DELETE_QUESTION}
          onConfirm={confirmDelete}
          onClose={closeDelete}
          inFlight={deleting}
          generalErrors={allMessages(deleteErrors.errors)}
          modalType="alert"
        />
      ) : null}
    </ChatFrame>
  );
}
