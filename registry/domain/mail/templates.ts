// The e-mails' texts: renderMail(template, data) → { subject, text, html }. Every e-mail carries the product's
// name, the case it is about (plaintiff name and case id only: no date of birth or other health data in mail), a
// link back to the portal, a footer naming why the user receives it with the unsubscribe link when there is one,
// and "reply to this e-mail" when a reply address is set. HTML is built from escaped strings; the plain-text body
// is written beside it, not derived.

export const PRODUCT_NAME = 'Lien Registry';

export interface MailCase {
  plaintiffName: string;
  /** The registry's case id; shown as the case reference. */
  caseId: string;
}

/** What every template's footer and frame may carry. */
export interface MailFrame {
  case?: MailCase | null;
  /** The button/link back to the portal (an http(s) URL, e.g. caseLink(publicUrl, caseId)). */
  action?: { label: string; url: string } | null;
  /** The notification category's label, named in the footer ("You receive this because … is on"). */
  categoryLabel?: string | null;
  /** One-click unsubscribe link for that category (also sent as List-Unsubscribe). */
  unsubscribeUrl?: string | null;
  /** The message has a reply address: say that answering the e-mail answers in the portal. */
  replyable?: boolean;
  /** Why the recipient receives it, when not as a user of the portal (the footer's sentence). */
  reason?: string | null;
}

/** A generic notification: a title, an optional intro and body lines. */
export interface NotificationMailData extends MailFrame {
  title: string;
  /** Subject line; the title when unset. */
  subject?: string;
  intro?: string | null;
  lines?: readonly string[];
}

/** A chat or thread message: who wrote it and what. */
export interface ChatMessageMailData extends MailFrame {
  /** The writer's name and organisation. */
  fromName: string;
  fromOrganization: string;
  note: string;
  /** Subject line; "New message from <organisation>" when unset. */
  subject?: string;
}

/**
 * The secure case upload's confirmation (registry/domain/case-uploads/). Anyone may type any address into the form,
 * so it echoes nothing the sender typed or sent: no name, no file name, never the file's content.
 */
export interface CaseUploadReceivedMailData extends MailFrame {
  /** The file's size in bytes. */
  fileSize: number;
  /** When it arrived. */
  receivedAt: Date;
  /** The upload's reference (its id). */
  reference: string;
}

export interface MailTemplates {
  notification: NotificationMailData;
  'chat-message': ChatMessageMailData;
  'case-upload-received': CaseUploadReceivedMailData;
}

export type MailTemplate = keyof MailTemplates;

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export const REPLY_HINT = 'Reply to this e-mail to answer in the Lien Registry.';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

/** Only http(s) links reach an href: anything else (javascript:, data:) is dropped. */
function safeUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** Paragraphs of escaped text, line breaks kept. */
const paragraph = (value: string, style = 'margin:0 0 12px') => `<p style="${style}">${escapeHtml(value).replace(/\r?\n/g, '<br>')}</p>`;

function caseLine(mailCase: MailCase): string {
  return `Case: ${mailCase.plaintiffName} (case ${mailCase.caseId})`;
}

function frameHtml(title: string, body: string, frame: MailFrame): string {
  const action = frame.action && safeUrl(frame.action.url);
  const unsubscribe = safeUrl(frame.unsubscribeUrl);
  const footer = [
    frame.categoryLabel
      ? `You receive this e-mail because ${escapeHtml(frame.categoryLabel)} e-mails are on for your account.`
      : escapeHtml(frame.reason ?? `You receive this e-mail as a user of the ${PRODUCT_NAME}.`),
    unsubscribe ? `<a href="${escapeHtml(unsubscribe)}" style="color:#616161">Unsubscribe from these e-mails</a>` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Segoe UI,Helvetica,Arial,sans-serif;color:#242424">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    `<p style="margin:0 0 16px;font-weight:600;color:#0f6cbd">${PRODUCT_NAME}</p>`,
    `<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(title)}</h1>`,
    frame.case ? paragraph(caseLine(frame.case), 'margin:0 0 16px;color:#424242') : '',
    body,
    action
      ? `<p style="margin:24px 0"><a href="${escapeHtml(action)}" style="background:#0f6cbd;color:#ffffff;padding:10px 16px;border-radius:4px;text-decoration:none">${escapeHtml(frame.action!.label)}</a></p>`
      : '',
    frame.replyable ? paragraph(REPLY_HINT, 'margin:0 0 12px;color:#424242') : '',
    `<p style="margin:24px 0 0;font-size:12px;color:#616161">${footer}</p>`,
    '</div></body></html>',
  ].join('\n');
}

function frameText(title: string, body: string[], frame: MailFrame): string {
  const action = frame.action && safeUrl(frame.action.url);
  const unsubscribe = safeUrl(frame.unsubscribeUrl);
  return [
    PRODUCT_NAME,
    '',
    title,
    '',
    ...(frame.case ? [caseLine(frame.case), ''] : []),
    ...body.flatMap((line) => [line, '']),
    ...(action ? [`${frame.action!.label}: ${action}`, ''] : []),
    ...(frame.replyable ? [REPLY_HINT, ''] : []),
    '--',
    frame.categoryLabel
      ? `You receive this e-mail because ${frame.categoryLabel} e-mails are on for your account.`
      : (frame.reason ?? `You receive this e-mail as a user of the ${PRODUCT_NAME}.`),
    ...(unsubscribe ? [`Unsubscribe: ${unsubscribe}`] : []),
    '',
  ].join('\n');
}

function renderNotification(data: NotificationMailData): RenderedMail {
  const body = [...(data.intro ? [data.intro] : []), ...(data.lines ?? [])];
  return {
    subject: oneLine(data.subject ?? data.title),
    text: frameText(data.title, body, data),
    html: frameHtml(data.title, body.map((line) => paragraph(line)).join('\n'), data),
  };
}

function renderChatMessage(data: ChatMessageMailData): RenderedMail {
  const title = `${data.fromName} (${data.fromOrganization}) wrote`;
  const quote = `<blockquote style="margin:0 0 12px;padding:8px 12px;border-left:3px solid #0f6cbd;background:#f5f5f5">${escapeHtml(data.note).replace(/\r?\n/g, '<br>')}</blockquote>`;
  return {
    subject: oneLine(data.subject ?? `New message from ${data.fromOrganization}`),
    text: frameText(title, [data.note], data),
    html: frameHtml(title, quote, data),
  };
}

/** A size for people: bytes, KB or MB (1024-based, one decimal). */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function renderCaseUploadReceived(data: CaseUploadReceivedMailData): RenderedMail {
  const title = 'We received your case upload';
  const body = [
    `Thank you. Your file (${fileSizeText(data.fileSize)}) arrived safely on ${data.receivedAt.toUTCString()} and is stored securely.`,
    'Our team will review it and import your cases. We will contact you if we need anything else.',
    `Reference: ${data.reference}`,
    `If you did not send a file to the ${PRODUCT_NAME}, you can ignore this e-mail.`,
  ];
  const frame: MailFrame = {
    ...data,
    reason: data.reason ?? `You receive this e-mail because this address was given on the ${PRODUCT_NAME}'s Secure Case Upload page.`,
  };
  return {
    subject: title,
    text: frameText(title, body, frame),
    html: frameHtml(title, body.map((line) => paragraph(line)).join('\n'), frame),
  };
}

const RENDERERS: { [T in MailTemplate]: (data: MailTemplates[T]) => RenderedMail } = {
  notification: renderNotification,
  'chat-message': renderChatMessage,
  'case-upload-received': renderCaseUploadReceived,
};

export function renderMail<T extends MailTemplate>(template: T, data: MailTemplates[T]): RenderedMail {
  return RENDERERS[template](data);
}
