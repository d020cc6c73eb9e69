import { Card, Link, Text } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import type { OrganizationCard_organization$key } from '../../__generated__/OrganizationCard_organization.graphql.ts';
import { useSettingsCardStyles } from './settingsCardStyles.ts';
import { OrganizationTypeLabel } from './OrganizationTypeLabel.tsx';
import { addressLines } from './useSettingsOptions.ts';

/** The Account tab's organisation card: the acting organisation's name, type, address, phone and website. */
export function OrganizationCard({ organization }: { organization: OrganizationCard_organization$key }) {
  const styles = useSettingsCardStyles();
  const org = useFragment(
    graphql`
      fragment OrganizationCard_organization on Organization {
        name
        type
        address {
          address1
          address2
          city
          state
          zipCode
        }
        phoneNumber
        website
      }
    `,
    organization,
  );
  const address = addressLines({
    address1: org.address?.address1,
    address2: org.address?.address2,
    city: org.address?.city,
    state: org.address?.state,
    zipCode: org.address?.zipCode,
  });
  const none = <span className={styles.empty}>Not given</span>;
  return (
    <Card className={styles.card} aria-label="Organization">
      <Text as="h2" className={styles.title}>
        Organization
      </Text>
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
      </dl>
    </Card>
  );
}
