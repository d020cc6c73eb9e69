import { makeStyles, MessageBar, MessageBarBody, Tab, TabList, tokens } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router';
import type { SettingsPage_viewer$key } from '../../__generated__/SettingsPage_viewer.graphql.ts';
import { PaymentAccountCard } from '../payments/PaymentAccountCard.tsx';
import { PlanCard } from '../plans/PlanCard.tsx';
import { UsersCard } from '../users/UsersCard.tsx';
import { ActiveSessionsCard } from './ActiveSessionsCard.tsx';
import { CommunicationPreferences } from './CommunicationPreferences.tsx';
import { EmailPreferencesCard } from './EmailPreferencesCard.tsx';
import { OrganizationCard } from './OrganizationCard.tsx';
import { OrganizationDetailsCard } from './OrganizationDetailsCard.tsx';
import { PaymentDetailsCard } from './PaymentDetailsCard.tsx';
import { UserCard } from './UserCard.tsx';
import { useOrganizationLiveUpdates } from './useOrganizationLiveUpdates.ts';
import { SETTINGS_TAB_LABELS, type SettingsTab, unsubscribedText } from './settingsTabs.ts';

const useStyles = makeStyles({
  page: {
    maxWidth: '880px',
    marginInline: 'auto',
    padding: tokens.spacingHorizontalXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
});

/** The settings page: its tabs, and the note an e-mail's unsubscribe link lands with (`?unsubscribed=CATEGORY`). */
export function SettingsPage({ viewer, tab }: { viewer: SettingsPage_viewer$key; tab: SettingsTab }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const data = useFragment(
    graphql`
      fragment SettingsPage_viewer on Viewer {
        canSetCommunicationPreferences
        canEditOrganization
        organizationPaymentDetails {
          ...PaymentDetailsCard_details
        }
        ...UserCard_viewer
        ...UsersCard_viewer
        activeAccount {
          showsUpgradeLink
          currentService {
            ...PlanCard_service
          }
          organization {
            id
            ...OrganizationCard_organization
            ...OrganizationDetailsCard_organization
          }
        }
        notificationSettings {
          category
          label
        }
        ...CommunicationPreferences_viewer
        ...EmailPreferencesCard_viewer
        paymentAccount {
          ...PaymentAccountCard_account
        }
      }
    `,
    viewer,
  );
  // Another admin's edit of the organisation shows here at once.
  useOrganizationLiveUpdates();
  const unsubscribed = data.notificationSettings.find((setting) => setting.category === searchParams.get('unsubscribed'));
  const tabs: SettingsTab[] = data.canSetCommunicationPreferences
    ? ['account', 'communication', 'organization']
    : ['account', 'organization'];
  const organization = data.activeAccount.organization;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Settings</h1>
      <TabList selectedValue={tab} onTabSelect={(_, { value }) => void navigate(`/settings/${String(value)}`)}>
        {tabs.map((value) => (
          <Tab key={value} value={value}>
            {SETTINGS_TAB_LABELS[value]}
          </Tab>
        ))}
      </TabList>
      {unsubscribed && (
        <MessageBar intent="success">
          <MessageBarBody>{unsubscribedText(unsubscribed.label)}</MessageBarBody>
        </MessageBar>
      )}
      {tab === 'account' && (
        <>
          <UserCard viewer={data} />
          <OrganizationCard organization={organization} />
          <PlanCard service={data.activeAccount.currentService} showUpgradeLink={data.activeAccount.showsUpgradeLink} />
          <EmailPreferencesCard viewer={data} />
          <PaymentAccountCard account={data.paymentAccount} />
          {data.organizationPaymentDetails && (
            <PaymentDetailsCard details={data.organizationPaymentDetails} organizationId={organization.id} />
          )}
          <ActiveSessionsCard />
        </>
      )}
      {tab === 'communication' && <CommunicationPreferences viewer={data} />}
      {tab === 'organization' && (
        <>
          <OrganizationDetailsCard organization={organization} canEdit={data.canEditOrganization} />
          <UsersCard viewer={data} />
        </>
      )}
    </div>
  );
}
