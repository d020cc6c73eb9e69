import { Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { ContactFieldsQuery, ContactFieldsQuery$data } from '../../__generated__/ContactFieldsQuery.graphql.ts';
import { TEXT_LIMITS } from '../../lib/input-rules.ts';

export interface ContactValues {
  contactId: string;
  contactFirstName: string;
  contactLastName: string;
  contactEmail: string;
}

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: tokens.spacingHorizontalM },
});

const contactsQuery = graphql`
  query ContactFieldsQuery($lawFirmId: ID!) {
    viewer {
      lawFirmContacts(lawFirmId: $lawFirmId) {
        internalID
        fullName
        email
      }
    }
  }
`;

type Contacts = NonNullable<ContactFieldsQuery$data['viewer']>['lawFirmContacts'];

/**
 * Who at the law firm works on the case: one of its contacts (a search limited to the firm's
 * users) or a new contact with first name, optional last name and e-mail.
 */
export function ContactFields({
  lawFirmId,
  values,
  errors,
  onChange,
}: {
  lawFirmId: string | null;
  values: ContactValues;
  errors: Partial<Record<keyof ContactValues, string>>;
  onChange: (values: Partial<ContactValues>) => void;
}) {
  const styles = useStyles();
  const environment = useRelayEnvironment();
  const [contacts, setContacts] = useState<Contacts>([]);

  useEffect(() => {
    setContacts([]);
    if (!lawFirmId) return;
    const subscription = fetchQuery<ContactFieldsQuery>(environment, contactsQuery, { lawFirmId }).subscribe({
      next: (data) => setContacts(data.viewer?.lawFirmContacts ?? []),
      error: () => setContacts([]),
    });
    return () => subscription.unsubscribe();
  }, [environment, lawFirmId]);

  return (
    <div className={styles.grid}>
      <Field label="Law firm contact" required validationMessage={errors.contactId}>
        <Select value={values.contactId} disabled={!lawFirmId} onChange={(_, data) => onChange({ contactId: data.value })}>
          <option value="">New contact</option>
          {contacts.map((contact) => (
            <option key={contact.internalID} value={contact.internalID}>
              {`${contact.fullName} (${contact.email})`}
            </option>
          ))}
        </Select>
      </Field>
      {values.contactId ? null : (
        <>
          <Field label="Contact First Name" required validationMessage={errors.contactFirstName}>
            <Input
              value={values.contactFirstName}
              maxLength={TEXT_LIMITS.personName}
              onChange={(_, data) => onChange({ contactFirstName: data.value })}
            />
          </Field>
          <Field label="Contact Last Name" validationMessage={errors.contactLastName}>
            <Input
              value={values.contactLastName}
              maxLength={TEXT_LIMITS.personName}
              onChange={(_, data) => onChange({ contactLastName: data.value })}
            />
          </Field>
          <Field label="Contact Email" required validationMessage={errors.contactEmail}>
            <Input
              type="email"
              value={values.contactEmail}
              maxLength={TEXT_LIMITS.email}
              onChange={(_, data) => onChange({ contactEmail: data.value })}
            />
          </Field>
        </>
      )}
    </div>
  );
}
