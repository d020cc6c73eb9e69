import { Button, Card, Link, Text } from '@fluentui/react-components';
import { Edit20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { OrganizationDetailsCard_organization$key } from '../../__generated__/OrganizationDetailsCard_organization.graphql.ts';
import { EditOrganizationDialog } from './EditOrganizationDialog.tsx';
import { useSettingsCardStyles } from './settingsCardStyles.ts';
import { OrganizationTypeLabel } from './OrganizationTypeLabel.tsx';
import { addressLines } from './useSettingsOptions.ts';

const onOff = (value: boolean) => (value ? 'On' : 'Off');

/**
 * Settings › Organization: the organisation's details, contact e-mails and switches. Its admins (the registry's
 * `canEditOrganization`) get 'Edit details'; the staff-set flags are shown, never edited here.
 */
export function OrganizationDetailsCard({
  organization,
  canEdit,
}: {
  organization: OrganizationDetailsCard_organization$key;
  canEdit: boolean;
}) {
  const styles = useSettingsCardStyles();
  const org = useFragment(
    graphql`
      fragment OrganizationDetailsCard_organization on Organization {
        id
        name
        type
        kind
        address {
          address1
          address2
          city
          state
          zipCode
        }
        website
        phoneNumber
        contactEmails
        isNewCaseEmailEnabled
        notesDisabled
        sharesDocumentsManually
        lienholderDocumentUploadNotificationsEnabled
        canCreateRegistryCases
      }
    `,
    organization,
  );
  const [editing, setEditing] = useState(false);
  const address = addressLines({
    address1: org.address?.address1,
    address2: org.address?.address2,
    city: org.address?.city,
    state: org.address?.state,
    zipCode: org.address?.zipCode,
  });
  const none = <span className={styles.empty}>Not given</span>;
  const lienholder = org.kind === 'LIENHOLDER';
  return (
    <Card className={styles.card} aria-label="Organization details">
      <div className={styles.header}>
        <Text as="h2" className={styles.title}>
          Organization details
        </Text>
        {canEdit && (
          <Button icon={<Edit20Regular />} onClick={() => setEditing(true)}>
            Edit details
          </Button>
        )}
      </div>
      <dl className={styles.list}>
        <dt className={styles.term}>Name</dt>
        <dd className={styles.value}>{org.name}</dd>
        <dt className={styles.term}>Type</dt>
        <dd className={styles.value}>
          <OrganizationTypeLabel type={org.type} />
        </dd>
        <dt className={styles.term}>Address</dt>
        <dd className={styles.value}>{address.length ? address.map((line) => <div key={line}>{line}</div>) : none}</dd>
        <dt className={styles.term}>Phone</dt>
        <dd className={styles.value}>{org.phoneNumber || none}</dd>
        <dt className={styles.term}>Website</dt>
        <dd className={styles.value}>
          {org.website ? (
            <Link href={org.website} target="_blank" rel="noopener noreferrer">
              {org.website}
            </Link>
          ) : (
            none
          )}
        </dd>
        <dt className={styles.term}>Contact e-mails</dt>
        <dd className={styles.value}>
          {org.contactEmails.length ? org.contactEmails.map((email) => <div key={email}>{email}</div>) : none}
        </dd>
        <dt className={styles.term}>New case e-mails</dt>
        <dd className={styles.value}>{onOff(org.isNewCaseEmailEnabled)}</dd>
        <dt className={styles.term}>Notes</dt>
        <dd className={styles.value}>{org.notesDisabled ? 'Disabled' : 'Enabled'}</dd>
        {lienholder && (
          <>
            <dt className={styles.term}>Shares documents manually</dt>
            <dd className={styles.value}>{org.sharesDocumentsManually ? 'Yes' : 'No'}</dd>
            <dt className={styles.term}>Document upload notifications</dt>
            <dd className={styles.value}>{onOff(org.lienholderDocumentUploadNotificationsEnabled)}</dd>
          </>
        )}
        <dt className={styles.term}>Registers cases</dt>
        <dd className={styles.value}>{org.canCreateRegistryCases ? 'Yes' : 'No (set by the registry team)'}</dd>
      </dl>
      {editing && <EditOrganizationDialog key={org.id} organization={org} onClose={() => setEditing(false)} />}
    </Card>
  );
}
