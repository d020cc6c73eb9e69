// How a card names who works on the case: up to three names, otherwise two names and '{n} others'.
import { graphql, readInlineData } from 'react-relay';
import type { contactsSummary_contact$key } from '../../__generated__/contactsSummary_contact.graphql.ts';

export const DEACTIVATED_SUFFIX = ' (deactivated)';

/** A contact's name as lists show it: '(deactivated)' after a deactivated contact. */
export function contactLabel(contact: { readonly fullName: string; readonly isAccountDeactivated: boolean }): string {
  return contact.isAccountDeactivated ? `${contact.fullName}${DEACTIVATED_SUFFIX}` : contact.fullName;
}

/** `contactLabel` of a contact spread as `...contactsSummary_contact` by the component that lists it. */
export function readContactLabel(contactRef: contactsSummary_contact$key): string {
  return contactLabel(
    readInlineData(
      graphql`
        fragment contactsSummary_contact on Contact @inline {
          fullName
          isAccountDeactivated
        }
      `,
      contactRef,
    ),
  );
}

export function contactsSummary(names: readonly string[]): string {
  if (!names.length) return 'No contacts';
  if (names.length <= 3) return names.join(', ');
  return `${names[0]}, ${names[1]} and ${names.length - 2} others`;
}
