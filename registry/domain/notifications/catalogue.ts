// The notification vocabulary (docs/PRODUCT.md "Notifications", DECISIONS.md item 10): five categories, each with
// its label and default, and every type with its one category and who receives it. The documents count 19
// lienholder and 4 law-firm types without naming them; this list names what the product produces today and the
// document-request types that documents will produce. No type exists without the event that produces it.

export const NOTIFICATION_CATEGORIES = [
  'CASE_STATUS_UPDATES',
  'CASE_STATUS_REQUESTS',
  'DOCUMENT_REQUESTS',
  'NEW_LIEN_NOTIFICATIONS',
  'OTHER',
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** Each category's label on the settings page, and whether it is on for a user who never changed it. */
export const CATEGORY_INFO: Record<NotificationCategory, { label: string; enabledByDefault: boolean }> = {
  CASE_STATUS_UPDATES: { label: 'Case status updates', enabledByDefault: true },
  CASE_STATUS_REQUESTS: { label: 'Case status requests', enabledByDefault: true },
  DOCUMENT_REQUESTS: { label: 'Document requests', enabledByDefault: true },
  NEW_LIEN_NOTIFICATIONS: { label: 'New lien notifications', enabledByDefault: false },
  OTHER: { label: 'Other notifications', enabledByDefault: true },
};

export const isCategory = (value: unknown): value is NotificationCategory =>
  typeof value === 'string' && (NOTIFICATION_CATEGORIES as readonly string[]).includes(value);

/**
 * Every type, its category and who receives it (every user with an active account in a receiving organisation,
 * except the person who caused it).
 */
export const NOTIFICATION_TYPES = {
  /** Law firm: a lienholder added a lien to its case (or registered a case with it); lienholder: a law firm added it to a case. */
  NEW_LIEN: { category: 'NEW_LIEN_NOTIFICATIONS' },
  /** Lienholders of the case: its law firm updated or confirmed the status. */
  CASE_STATUS_UPDATED: { category: 'CASE_STATUS_UPDATES' },
  /** Law firm: the daily reminder found its open case out of date (90 days without a status update). */
  CASE_STATUS_REQUESTED: { category: 'CASE_STATUS_REQUESTS' },
  /** Lienholder: the law firm rejected its lien's verification. */
  LIEN_REJECTED: { category: 'OTHER' },
  /** Law firm: the lienholder answered the rejection (resubmitted the lien). */
  LIEN_REJECTION_RESOLVED: { category: 'OTHER' },
  /** The case's lienholders and both law firms: the case moved to another law firm. */
  LAW_FIRM_CHANGED: { category: 'OTHER' },
  /** The other side of a lien's chat: a new message. */
  NEW_CHAT_MESSAGE: { category: 'OTHER' },
  /** Lienholder: a law firm asked for documents (produced once documents exist). */
  DOCUMENT_REQUESTED: { category: 'DOCUMENT_REQUESTS' },
  /** Law firm: the lienholder answered its document request (produced once documents exist). */
  DOCUMENT_REQUEST_FULFILLED: { category: 'DOCUMENT_REQUESTS' },
} as const satisfies Record<string, { category: NotificationCategory }>;

export type NotificationType = keyof typeof NOTIFICATION_TYPES;

export const categoryOf = (type: NotificationType): NotificationCategory => NOTIFICATION_TYPES[type].category;
