import { Badge, Button, Checkbox, Field, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeft20Regular } from '@fluentui/react-icons';
import { useState, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ThreadView_thread$data, ThreadView_thread$key } from '../../__generated__/ThreadView_thread.graphql.ts';
import { formatDateTime } from '../../lib/format.ts';
import { GeneralErrors } from '../../ui/GeneralErrors.tsx';
import { useFormErrors } from '../../ui/useFormErrors.ts';
import { readThreadText, threadSummary, threadTitle } from './threadText.ts';
import { TEXT_LIMITS } from '../../lib/input-rules.ts';
import { useDismissThreadMutation } from './mutations/useDismissThreadMutation.ts';
import { useReplyToThreadMutation } from './mutations/useReplyToThreadMutation.ts';
import { DocumentRequestPanel } from '../document-requests/DocumentRequestPanel.tsx';

/** What the type-specific thread actions (`renderActions`) decide on. */
export type ThreadViewThread = Pick<ThreadView_thread$data, 'internalID' | 'type' | 'isResolved' | 'viewerIsAddressee' | 'lien'>;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  messages: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  message: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  meta: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  reply: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/**
 * One thread: its messages, Back, Dismiss for the addressee of an unresolved notice, and a reply box for
 * conversations. `renderActions` adds type-specific buttons (e.g. resolving a rejection) beside Dismiss.
 */
export function ThreadView({
  threadRef,
  caseId,
  onBack,
  renderActions,
}: {
  threadRef: ThreadView_thread$key;
  /** The case's global id (its badge count is updated optimistically on dismiss). */
  caseId: string;
  onBack: () => void;
  renderActions?: (thread: ThreadViewThread) => ReactNode;
}) {
  const styles = useStyles();
  const thread = useFragment(
    graphql`
      fragment ThreadView_thread on Thread {
        id
        internalID
        type
        isResolved
        viewerIsAddressee
        viewerCan {
          dismiss
          reply
          resolve
        }
        createdAt
        lien {
          id
        }
        ...threadText_thread
        ...DocumentRequestPanel_thread
        messages(last: 100) {
          edges {
            node {
              id
              note
              createdAt
              createdByName
              createdByOrganizationName
            }
          }
        }
      }
    `,
    threadRef,
  );
  const [dismissThread, dismissing] = useDismissThreadMutation();
  const [replyToThread, replying] = useReplyToThreadMutation();
  const [note, setNote] = useState('');
  const [resolves, setResolves] = useState(false);
  const { errors, submit, field } = useFormErrors();

  // The registry says what the viewer may do; a conversation is answered in the reply box, a notice dismissed.
  // `isResolved` also hides both at once while a dismiss or a resolving reply is on its way.
  const isConversation = thread.type === 'DOCUMENT_REQUEST';
  const canDismiss = !isConversation && thread.viewerCan.dismiss && !thread.isResolved;
  const canReply = isConversation && thread.viewerCan.reply && !thread.isResolved;

  async function onReply() {
    // The box empties at once with the message shown below; what was typed comes back if the reply fails.
    const sent = { note, resolves };
    setNote('');
    setResolves(false);
    const replied = await submit(() => replyToThread({ threadId: thread.id, note: sent.note, resolvesThread: sent.resolves }));
    if (!replied) {
      setNote(sent.note);
      setResolves(sent.resolves);
    }
  }

  const text = readThreadText(thread);
  const title = threadTitle(text);
  return (
    <section className={styles.root} aria-label={title}>
      <div className={styles.header}>
        <Button appearance="subtle" icon={<ArrowLeft20Regular />} onClick={onBack}>
          Back
        </Button>
        <Text as="h3" weight="semibold" size={400}>
          {title}
        </Text>
        {thread.isResolved ? (
          <Badge appearance="tint" color="success">
            Resolved
          </Badge>
        ) : null}
      </div>
      <Text>{threadSummary(text)}</Text>
      <Text className={styles.meta}>{formatDateTime(thread.createdAt)}</Text>
      <GeneralErrors messages={errors.general} />
      {thread.messages.edges.length ? (
        <ol className={styles.messages} aria-label="Messages">
          {thread.messages.edges.map(({ node: message }) => (
            <li key={message.id} className={styles.message}>
              <Text className={styles.meta} size={200}>
                {[message.createdByName, message.createdByOrganizationName].filter(Boolean).join(', ')} ·{' '}
                {formatDateTime(message.createdAt)}
              </Text>
              <Text>{message.note}</Text>
            </li>
          ))}
        </ol>
      ) : null}
      {isConversation ? <DocumentRequestPanel threadRef={thread} /> : null}
      {canDismiss || renderActions ? (
        <div className={styles.actions}>
          {renderActions?.({
            internalID: thread.internalID,
            type: thread.type,
            isResolved: thread.isResolved,
            viewerIsAddressee: thread.viewerIsAddressee,
            lien: thread.lien,
          })}
          {canDismiss ? (
            <Button appearance="primary" disabled={dismissing} onClick={() => submit(() => dismissThread(caseId, thread.id))}>
              Dismiss
            </Button>
          ) : null}
        </div>
      ) : null}
      {canReply ? (
        <div className={styles.reply} role="group" aria-label="Reply">
          <Field label="Message" required {...field('note')}>
            <Textarea value={note} maxLength={TEXT_LIMITS.note} resize="vertical" onChange={(_, { value }) => setNote(value)} />
          </Field>
          {thread.viewerCan.resolve ? (
            <Checkbox label="Resolve this thread" checked={resolves} onChange={(_, { checked }) => setResolves(checked === true)} />
          ) : null}
          <div className={styles.actions}>
            <Button appearance="primary" disabled={replying} onClick={onReply}>
              Send
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
