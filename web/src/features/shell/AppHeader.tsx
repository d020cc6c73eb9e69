import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink, useLocation } from 'react-router';
import type { AppHeader_viewer$key } from '../../__generated__/AppHeader_viewer.graphql.ts';
import { NotificationsBell } from '../notifications/NotificationsBell.tsx';
import { UpgradeLink } from '../plans/UpgradeLink.tsx';
import { RewardsButton } from '../rewards/RewardsButton.tsx';
import { OrganizationSwitcher } from './OrganizationSwitcher.tsx';
import { UserMenu } from './UserMenu.tsx';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    height: '56px',
    paddingInline: tokens.spacingHorizontalL,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  brand: {
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorBrandForeground1,
    textDecorationLine: 'none',
  },
  spacer: { flexGrow: 1 },
  compact: { height: '44px' },
  compactBrand: { fontSize: tokens.fontSizeBase400 },
});

/**
 * Pages whose header is compact (spec 000 "Header"): every settings tab (account, communication preferences,
 * organisation, …), document payment and manual dedupe.
 */
const COMPACT_PATHS = [/^\/settings(\/|$)/, /^\/document-payment\/?$/, /^\/manual-dedupe(\/|$)/];

export function AppHeader({
  viewer,
  onSignOut,
  onSwitchAccount,
  busy = false,
}: {
  viewer: AppHeader_viewer$key;
  onSignOut: () => void;
  onSwitchAccount: (accountId: string) => void;
  busy?: boolean;
}) {
  const styles = useStyles();
  const { pathname } = useLocation();
  const compact = COMPACT_PATHS.some((path) => path.test(pathname));
  const data = useFragment(
    graphql`
      fragment AppHeader_viewer on Viewer {
        ...UserMenu_viewer
        ...OrganizationSwitcher_viewer
        ...NotificationsBell_viewer
        ...RewardsButton_viewer
        ...UpgradeLink_viewer
      }
    `,
    viewer,
  );
  return (
    <header className={mergeClasses(styles.header, compact && styles.compact)} data-compact={compact || undefined}>
      <RouterLink className={mergeClasses(styles.brand, compact && styles.compactBrand)} to="/">
        Lien Registry
      </RouterLink>
      <div className={styles.spacer} />
      <OrganizationSwitcher viewer={data} onSwitch={onSwitchAccount} disabled={busy} />
      <UpgradeLink viewer={data} />
      <RewardsButton viewer={data} />
      <NotificationsBell viewer={data} />
      <UserMenu viewer={data} onSignOut={onSignOut} />
    </header>
  );
}
