import { Button, Field, Input, MessageBar, MessageBarBody, SearchBox, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Suspense, useEffect, useState } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { ManageContactsDialog_card$key } from '../../__generated__/ManageContactsDialog_card.graphql.ts';
import type { ManageContactsDialogSearchQuery } from '../../__generated__/ManageContactsDialogSearchQuery.graphql.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { InfoDialog } from '../../ui/InfoDialog.tsx';
import { useFormErrors } from '../../ui/useFormErrors.ts';
import { errorsByField, errorsOfFailure, type UserErrorView } from '../../ui/userErrors.ts';
import { readContactLabel } from './contactsSummary.ts';
import { TEXT_LIMITS, searchText } from '../../lib/input-rules.ts';
import { useAddCaseContactMutation } from './mutations/useAddCaseContactMutation.ts';
import { useCreateContactMutation } from './mutations/useCreateContactMutation.ts';
import { useDeleteContactMutation } from './mutations/useDeleteContactMutation.ts';
import { useRemoveCaseContactMutation } from './mutations/useRemoveCaseContactMutation.ts';

/** The dialog is 720 wide; searches are debounced 300 ms and return up to 1000 contacts. */
const DIALOG_WIDTH = '720px';
const SEARCH_DEBOUNCE_MS = 300;

const useStyles = makeStyles({
  surface: { width: DIALOG_WIDTH, maxWidth: 'calc(100vw - 32px)' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    maxHeight: '240px',
    overflowY: 'auto',
  },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  grow: { flexGrow: 1, minWidth: 0 },
  form: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalM },
  wide: { gridColumn: '1 / -1' },
});

const searchQuery = graphql`
  query ManageContactsDialogSearchQuery($organizationId: ID!, $search: String, $caseId: ID) {
    node(id: $organizationId) {
      ... on Organization {
        contacts(search: $search, caseId: $caseId, first: 1000) {
          id
          fullName
          email
          canDelete
          ...contactsSummary_contact
        }
      }
    }
  }
`;

/**
 * "Who at {organisation} is working on this case" (720 wide). Anyone on the case sees the list; where the viewer
 * may manage the organisation's contacts it also searches the organisation's contacts (those already on the case
 * disabled), adds a new contact (first name and work e-mail required; an e-mail outside the organisation's
 * verified domain is confirmed first), removes contacts from the case and deletes contacts as the rules allow.
 */
export function ManageContactsDialog({
  cardRef,
  caseId,
  onClose,
}: {
  cardRef: ManageContactsDialog_card$key;
  caseId: string;
  onClose: () => void;
}) {
  const styles = useStyles();
  const card = useFragment(
    graphql`
      fragment ManageContactsDialog_card on CaseOrganizationCard {
        id
        viewerCan {
          manageContacts
        }
        organization {
          id
          name
        }
        contacts {
          id
          fullName
          email
          canDelete
          ...contactsSummary_contact
        }
      }
    `,
    cardRef,
  );
  const organization = card.organization.name;
  const [addCaseContact, adding] = useAddCaseContactMutation();
  const [removeCaseContact, removing] = useRemoveCaseContactMutation();
  const { errors, setErrors } = useFormErrors();
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  // Bumped after every change so the search results show the contacts as they now are.
  const [fetchKey, setFetchKey] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(searchText(search)), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const assigned = new Set(card.contacts.map((contact) => contact.id));
  const changed = () => setFetchKey((key) => key + 1);

  // Every change the registry answers, refused or not, refreshes the search results (they show the contacts as they now are).
  async function change(action: () => Promise<ReadonlyArray<UserErrorView>>) {
    try {
      setErrors(errorsByField(await action()));
      changed();
    } catch (error) {
      setErrors(errorsOfFailure(error));
    }
  }

  const fieldError = errors.fields.contactId;
  return (
    <InfoDialog
      title={`Who at ${organization} is working on this case`}
      onClose={onClose}
      surfaceClassName={styles.surface}
      contentClassName={styles.content}
    >
      {[...errors.general, ...(fieldError ? [fieldError] : [])].map((message) => (
        <MessageBar key={message} intent="error">
          <MessageBarBody>{message}</MessageBarBody>
        </MessageBar>
      ))}
      {card.contacts.length ? (
        <ul className={styles.list} aria-label="Contacts on this case">
          {card.contacts.map((contact) => (
            <li key={contact.id} className={styles.row}>
              <div className={styles.grow}>
                <Text weight="semibold">{readContactLabel(contact)}</Text> <Text size={200}>{contact.email}</Text>
              </div>
              {card.viewerCan.manageContacts ? (
                <Button
                  size="small"
                  disabled={removing}
                  aria-label={`Remove ${contact.fullName} from this case`}
                  onClick={() => change(() => removeCaseContact(caseId, card.id, contact.id))}
                >
                  Remove
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <Text>No one at {organization} is assigned to this case yet.</Text>
      )}
      {card.viewerCan.manageContacts ? (
        <>
          <Field label="Search contacts">
            <SearchBox value={search} onChange={(_, { value }) => setSearch(value)} placeholder={`Search contacts at ${organization}`} />
          </Field>
          <Suspense fallback={<Spinner size="tiny" label="Searching…" />}>
            <SearchResults
              organizationId={card.organization.id}
              caseId={caseId}
              search={debounced}
              fetchKey={fetchKey}
              assigned={assigned}
              busy={adding}
              onAdd={(contactId) => change(() => addCaseContact(caseId, card.id, contactId))}
              onChange={change}
            />
          </Suspense>
          <NewContactForm organizationId={card.organization.id} organization={organization} caseId={caseId} onCreated={changed} />
        </>
      ) : null}
    </InfoDialog>
  );
}

function SearchResults({
  organizationId,
  caseId,
  search,
  fetchKey,
  assigned,
  busy,
  onAdd,
  onChange,
}: {
  organizationId: string;
  caseId: string;
  search: string;
  fetchKey: number;
  assigned: ReadonlySet<string>;
  busy: boolean;
  onAdd: (contactId: string) => void;
  /** Runs a change of the organisation's contacts, shows its errors and refreshes these results. */
  onChange: (action: () => Promise<ReadonlyArray<UserErrorView>>) => Promise<void>;
}) {
  const styles = useStyles();
  const data = useLazyLoadQuery<ManageContactsDialogSearchQuery>(
    searchQuery,
    { organizationId, search: search || null, caseId },
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const [deleteContactOfOrganization, deleting] = useDeleteContactMutation();
  const [confirming, setConfirming] = useState<string | null>(null);
  const contacts = data.node?.contacts ?? [];

  async function deleteContact(contactId: string) {
    setConfirming(null);
    await onChange(() => deleteContactOfOrganization(caseId, contactId));
  }

  if (!contacts.length) return <Text>{search ? 'No contacts match your search.' : 'This organisation has no contacts yet.'}</Text>;
  return (
    <ul className={styles.list} aria-label="Search results">
      {contacts.map((contact) => {
        const onCase = assigned.has(contact.id);
        return (
          <li key={contact.id} className={styles.row}>
            <div className={styles.grow}>
              <Text>{readContactLabel(contact)}</Text> <Text size={200}>{contact.email}</Text>
            </div>
            {confirming === contact.id ? (
              <>
                <Text>Are you sure?</Text>
                <Button size="small" appearance="primary" onClick={() => deleteContact(contact.id)}>
                  Yes
                </Button>
                <Button size="small" onClick={() => setConfirming(null)}>
                  No
                </Button>
              </>
            ) : (
              <>
                <Button
                  size="small"
                  appearance="primary"
                  disabled={onCase || busy}
                  aria-label={onCase ? `${contact.fullName} is already on this case` : `Add ${contact.fullName}`}
                  onClick={() => onAdd(contact.id)}
                >
                  {onCase ? 'Added' : 'Add'}
                </Button>
                {contact.canDelete ? (
                  <Button
                    size="small"
                    appearance="subtle"
                    disabled={deleting}
                    aria-label={`Delete ${contact.fullName}`}
                    onClick={() => setConfirming(contact.id)}
                  >
                    Delete
                  </Button>
                ) : null}
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function NewContactForm({
  organizationId,
  organization,
  caseId,
  onCreated,
}: {
  organizationId: string;
  organization: string;
  caseId: string;
  onCreated: () => void;
}) {
  const styles = useStyles();
  const [createContact, creating] = useCreateContactMutation();
  const [open, setOpen] = useState(false);
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const { errors, submit: run, field } = useFormErrors();
  const [confirmEmail, setConfirmEmail] = useState<string | null>(null);

  async function submit(confirmed: boolean) {
    setConfirmEmail(null);
    let needsConfirmation = false;
    const created = await run(async () => {
      const userErrors = await createContact({ organizationId, caseId, firstName, lastName, email, confirmEmail: confirmed });
      // Outside the organisation's verified domain: ask, then resend with confirmEmail.
      needsConfirmation = userErrors.some((error) => error.code === 'CONFIRMATION_REQUIRED');
      return needsConfirmation ? [] : userErrors;
    });
    if (needsConfirmation) setConfirmEmail(email);
    else if (created) {
      setFirstName('');
      setLastName('');
      setEmail('');
      setOpen(false);
      onCreated();
    }
  }

  if (!open) {
    return (
      <div>
        <Button onClick={() => setOpen(true)}>Add a new contact</Button>
      </div>
    );
  }
  return (
    <div role="group" aria-label="New contact" className={styles.form}>
      {errors.general.map((message) => (
        <MessageBar key={message} intent="error" className={styles.wide}>
          <MessageBarBody>{message}</MessageBarBody>
        </MessageBar>
      ))}
      <Field label="First Name" required {...field('firstName')}>
        <Input value={firstName} maxLength={TEXT_LIMITS.personName} onChange={(_, { value }) => setFirstName(value)} />
      </Field>
      <Field label="Last Name" {...field('lastName')}>
        <Input value={lastName} maxLength={TEXT_LIMITS.personName} onChange={(_, { value }) => setLastName(value)} />
      </Field>
      <Field label="Work Email" required {...field('email')} className={styles.wide}>
        <Input type="email" value={email} maxLength={TEXT_LIMITS.email} onChange={(_, { value }) => setEmail(value)} />
      </Field>
      <div className={styles.row}>
        <Button appearance="primary" disabled={creating} onClick={() => submit(false)}>
          Save Contact
        </Button>
        <Button onClick={() => setOpen(false)}>Cancel</Button>
      </div>
      {confirmEmail !== null ? (
        <ConfirmDialog
          title="Are you sure you want to add this contact?"
          question={`This contact's email (${confirmEmail}) does not appear to be associated with ${organization}. Add them only if you are sure they work there.`}
          onConfirm={() => submit(true)}
          onClose={() => setConfirmEmail(null)}
          inFlight={creating}
          modalType="alert"
        />
      ) : null}
    </div>
  );
}
