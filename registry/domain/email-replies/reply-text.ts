// What a reply by e-mail says: the new text only, without the quoted e-mail it answers ("On … wrote:" and the
// "> " lines, Outlook's "-----Original Message-----" / "From: … Sent: …" block), the signature ("-- " and below,
// "Sent from my phone") and trailing blank lines. The text part is read when there is one; an HTML-only e-mail is
// turned into text first, its quoting elements (blockquote, Gmail's and Outlook's quote containers) left out.
import EmailReplyParser from 'email-reply-parser';
import { convert } from 'html-to-text';

const HTML_TO_TEXT = {
  wordwrap: false as const,
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
    { selector: 'blockquote', format: 'skip' },
    { selector: 'div.gmail_quote', format: 'skip' },
    { selector: 'div.moz-cite-prefix', format: 'skip' },
    { selector: '#divRplyFwdMsg', format: 'skip' },
    { selector: '#appendonsend', format: 'skip' },
  ],
};

/** The reply's own text (trimmed; lines as the sender wrote them), or '' when nothing is left. */
export function replyTextOf(message: { text?: string | null; html?: string | null }): string {
  const text = message.text?.trim() ? message.text : message.html ? convert(message.html, HTML_TO_TEXT) : '';
  const normalised = text.replace(/\r\n?/g, '\n').replace(/\u00a0/g, ' ');
  // The parser finds a signature delimiter only after a line break: one on the first line would be kept.
  const visible = new EmailReplyParser().parseReply(`\n${normalised}`);
  return visible
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
