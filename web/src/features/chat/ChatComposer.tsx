import { Button, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { Send20Regular } from '@fluentui/react-icons';
import { useLayoutEffect, useRef, useState } from 'react';
import { TEXT_LIMITS } from '../../lib/input-rules.ts';
import { CHAT_MIN_ROWS, CHAT_PLACEHOLDER, chatTextareaRows, isSendable } from './chatTexts.ts';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  box: { flex: 1 },
});

/** Measures how tall `textarea` needs to be for its text, with its rows at the minimum first (scrollHeight grows, never shrinks). */
function rowsFor(textarea: HTMLTextAreaElement): number {
  textarea.rows = CHAT_MIN_ROWS;
  const style = getComputedStyle(textarea);
  return chatTextareaRows(textarea.value, {
    scrollHeight: textarea.scrollHeight,
    lineHeight: Number.parseFloat(style.lineHeight) || 0,
    paddingBlock: (Number.parseFloat(style.paddingTop) || 0) + (Number.parseFloat(style.paddingBottom) || 0),
  });
}

/**
 * The message box under a chat: a textarea that grows from 2 to 6 rows with its text, and Send, enabled once there
 * is something besides white space. `disabledPlaceholder` disables both and says why (notes turned off).
 */
export function ChatComposer({ disabledPlaceholder, onSend }: { disabledPlaceholder: string | null; onSend: (note: string) => void }) {
  const styles = useStyles();
  const [note, setNote] = useState('');
  const textarea = useRef<HTMLTextAreaElement>(null);
  // The rows are set on the element itself: they follow from its measured text, which React does not know.
  useLayoutEffect(() => {
    if (textarea.current) textarea.current.rows = rowsFor(textarea.current);
  }, [note]);

  const disabled = disabledPlaceholder !== null;
  const send = () => {
    if (disabled || !isSendable(note)) return;
    onSend(note.trim());
    setNote('');
  };
  return (
    <div className={styles.root}>
      <Textarea
        ref={textarea}
        className={styles.box}
        aria-label="Message"
        rows={CHAT_MIN_ROWS}
        resize="none"
        value={note}
        maxLength={TEXT_LIMITS.note}
        disabled={disabled}
        placeholder={disabledPlaceholder ?? CHAT_PLACEHOLDER}
        onChange={(_, { value }) => setNote(value)}
        onKeyDown={(event) => {
          // Ctrl/Cmd+Enter sends; Enter alone starts a new line.
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            send();
          }
        }}
      />
      <Button appearance="primary" icon={<Send20Regular />} disabled={disabled || !isSendable(note)} onClick={send}>
        Send
      </Button>
    </div>
  );
}
