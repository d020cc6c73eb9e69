import {
  Button,
  Card,
  CardHeader,
  Link,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  MessageBar,
  MessageBarBody,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { MoreHorizontal20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { OrganizationCard_card$key } from '../../__generated__/OrganizationCard_card.graphql.ts';
import { formatDate } from '../../lib/format.ts';
import { contactsSummary, readContactLabel } from './contactsSummary.ts';
import { ManageContactsDialog } from './ManageContactsDialog.tsx';
import { useAssignCaseToMeMutation } from './mutations/useAssignCaseToMeMutation.ts';
import { useUnassignCaseFromMeMutation } from './mutations/useUnassignCaseFromMeMutation.ts';

const useStyles = makeStyles({
  former: { opacity: 0.6 },
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: `0 ${tokens.spacingHorizontalM} ${tokens.spacingVerticalM}`,
  },
  address: { fontStyle: 'normal', color: tokens.colorNeutralForeground2 },
  footer: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/** One organisation on the case: name, address, website, who works on the case, Last Active, its More menu. */
export function OrganizationCard({
  cardRef,
  caseId,
  onChangeLawFirm,
  onRemove,
}: {
  cardRef: OrganizationCard_card$key;
  caseId: string;
  /** Lienholders: adds Change Law Firm to the law firm card's menu. */
  onChangeLawFirm?: () => void;
  /** Law firms: adds Remove to a lienholder card's menu. */
  onRemove?: () => void;
}) {
  const styles = useStyles();
  const card = useFragment(
    graphql`
      fragment OrganizationCard_card on CaseOrganizationCard {
        id
        isFormer
        isOwn
        lastActiveAt
        viewerCan {
          manageContacts
        }
        isViewerAssigned
        organization {
          name
          website
          address {
            address1
            address2
            city
            state
            zipCode
          }
        }
        contacts {
          id
          ...contactsSummary_contact
        }
        # The card's Assign to me moves this contact into the list above before the registry answers.
        viewerContact {
          id
          ...contactsSummary_contact
        }
        ...ManageContactsDialog_card
      }
    `,
    cardRef,
  );
  const [assignCaseToMe, assigning] = useAssignCaseToMeMutation();
  const [unassignCaseFromMe, unassigning] = useUnassignCaseFromMeMutation();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = card.organization.name;
  const address = card.organization.address;
  const cityLine = address ? [address.city, [address.state, address.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ') : '';
  const addressLines = address ? [address.address1, address.address2, cityLine].filter((line): line is string => Boolean(line)) : [];
  const website = card.organization.website;
  const canAssign = card.isOwn && card.viewerContact !== null && !card.isFormer;
  const menuItems = [
    onChangeLawFirm ? (
      <MenuItem key="change" onClick={onChangeLawFirm}>
        Change Law Firm
      </MenuItem>
    ) : null,
    card.viewerCan.manageContacts ? (
      <MenuItem key="manage" onClick={() => setDialogOpen(true)}>
        Manage Contacts
      </MenuItem>
    ) : null,
    onRemove ? (
      <MenuItem key="remove" onClick={onRemove}>
        Remove
      </MenuItem>
    ) : null,
  ].filter(Boolean);

  async function toggleAssignment() {
    setError(null);
    try {
      const userErrors = card.isViewerAssigned ? await unassignCaseFromMe(caseId, card.id) : await assignCaseToMe(caseId, card.id);
      if (userErrors.length) setError(userErrors[0].message);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The change was not saved.');
    }
  }

  return (
    <Card
      className={mergeClasses(card.isFormer && styles.former)}
      aria-label={card.isFormer ? `${name} (no longer on this case)` : name}
      aria-disabled={card.isFormer || undefined}
    >
      <CardHeader
        header={
          <Text as="h3" weight="semibold">
            {name}
          </Text>
        }
        description={card.isFormer ? <Text size={200}>No longer on this case</Text> : undefined}
        action={
          !card.isFormer && menuItems.length ? (
            <Menu>
              <MenuTrigger disableButtonEnhancement>
                <Button appearance="subtle" icon={<MoreHorizontal20Regular />} aria-label={`More actions for ${name}`} />
              </MenuTrigger>
              <MenuPopover>
                <MenuList>{menuItems}</MenuList>
              </MenuPopover>
            </Menu>
          ) : undefined
        }
      />
      <div className={styles.body}>
        {addressLines.length ? (
          <address className={styles.address}>
            {addressLines.map((line) => (
              <div key={line}>{line}</div>
            ))}
          </address>
        ) : null}
        {website ? (
          <Link
            href={/^https?:\/\//i.test(website) ? website : `https://${website}`}
            target="_blank"
            rel="noreferrer"
            disabled={card.isFormer}
          >
            {website}
          </Link>
        ) : null}
        <div>
          <Text weight="semibold">Contacts: </Text>
          {card.isFormer || !card.contacts.length ? (
            <Text>{contactsSummary(card.contacts.map(readContactLabel))}</Text>
          ) : (
            <Link as="button" onClick={() => setDialogOpen(true)} aria-label={`Who at ${name} is working on this case`}>
              {contactsSummary(card.contacts.map(readContactLabel))}
            </Link>
          )}
        </div>
        {error ? (
          <MessageBar intent="error">
            <MessageBarBody>{error}</MessageBarBody>
          </MessageBar>
        ) : null}
        <div className={styles.footer}>
          <Text size={200}>Last Active: {card.lastActiveAt ? formatDate(card.lastActiveAt) : '—'}</Text>
          {canAssign ? (
            <Button size="small" disabled={assigning || unassigning} onClick={toggleAssignment}>
              {card.isViewerAssigned ? 'Unassign from me' : 'Assign to me'}
            </Button>
          ) : null}
        </div>
      </div>
      {dialogOpen ? <ManageContactsDialog cardRef={card} caseId={caseId} onClose={() => setDialogOpen(false)} /> : null}
    </Card>
  );
}
