/** The fixed texts and small rules of a lien's chat. */

export const CHAT_LABEL = 'Chat';
export const CHAT_EMPTY = 'Send your first message below';
export const CHAT_PLACEHOLDER = 'Write a message';
export const CHAT_DELETE_TITLE = 'Are you sure?';
export const CHAT_DELETE_QUESTION = 'This message will be deleted for both sides of the chat.';
export const CHAT_CANNOT_SEND = 'You cannot send messages in this chat';
export const CHAT_NOT_SENT = 'Not sent';
export const CHAT_SENDING = 'Sending…';
export const CHAT_LOAD_FAILED = 'The chat could not be loaded. Please try again.';
export const CHAT_NOT_AVAILABLE = 'This chat is no longer available.';

/** Badge counts above 99 show as 99+. */
export const CHAT_BADGE_OVERFLOW = 99;

/** Messages per page: the newest first, older ones on demand. */
export const CHAT_PAGE = 30;

/** How long to wait, after a message of the other side arrives in the open chat, before marking it read. */
export const CHAT_READ_DELAY_MS = 600;

export const notesDisabledPlaceholder = (organizationName: string) => `${organizationName} has disabled Notes on their cases`;

export const unreadLabel = (count: number) => `${count} unread`;

/** A note worth sending: anything but white space. */
export const isSendable = (note: string) => note.trim().length > 0;

export const CHAT_MIN_ROWS = 2;
export const CHAT_MAX_ROWS = 6;

/** What the browser measured of the textarea (with its rows at the minimum); zeros where it measured nothing. */
export interface TextareaMeasure {
  scrollHeight: number;
  lineHeight: number;
  paddingBlock: number;
}

/**
 * The rows the message box shows for `value`: its lines, wrapped ones included when the browser measured them,
 * between 2 and 6 (beyond 6 the box scrolls).
 */
export function chatTextareaRows(value: string, measure?: TextareaMeasure): number {
  let lines = value.split('\n').length;
  if (measure && measure.lineHeight > 0 && measure.scrollHeight > 0) {
    lines = Math.max(lines, Math.round((measure.scrollHeight - measure.paddingBlock) / measure.lineHeight));
  }
  return Math.min(CHAT_MAX_ROWS, Math.max(CHAT_MIN_ROWS, lines));
}
