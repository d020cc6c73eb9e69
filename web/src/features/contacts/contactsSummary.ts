// How a card names who works on the case: up to three names, otherwise two names and '{n} others'.

export const DEACTIVATED_SUFFIX = ' (deactivated)';

/** A contact's name as lists show it: '(deactivated)' after a deactivated contact. */
export function contactLabel(contact: { readonly fullName: string; readonly isAccountDeactivated: boolean }): string {
  return contact.isAccountDeactivated ? `${contact.fullName}${DEACTIVATED_SUFFIX}` : contact.fullName;
}

export function contactsSummary(names: readonly string[]): string {
  if (!names.length) return 'No contacts';
  if (names.length <= 3) return names.join(', ');
  return `${names[0]}, ${names[1]} and ${names.length - 2} others`;
}
