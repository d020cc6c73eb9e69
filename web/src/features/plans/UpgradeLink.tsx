import { Button } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { UpgradeLink_viewer$key } from '../../__generated__/UpgradeLink_viewer.graphql.ts';
import { HEADER_UPGRADE } from './upgradeLinkText.ts';
import { useAccountLiveUpdates } from './useAccountLiveUpdates.ts';

/**
 * The header's Enterprise/upgrade link (spec 000 §4): only for admins of an organisation that is not a law firm, on
 * the free plan (the graph's `Account.showsUpgradeLink`); it goes once a trial starts or a plan is bought, here or
 * in another browser of the organisation.
 */
export function UpgradeLink({ viewer }: { viewer: UpgradeLink_viewer$key }) {
  const navigate = useNavigate();
  // Mounted with the header on every signed-in page: the account's service stays current everywhere (a trial started
  // or ended, a pack's cases arriving with the provider's webhook, another admin's purchase).
  useAccountLiveUpdates();
  const data = useFragment(
    graphql`
      fragment UpgradeLink_viewer on Viewer {
        activeAccount {
          showsUpgradeLink
        }
      }
    `,
    viewer,
  );
  if (!data.activeAccount.showsUpgradeLink) return null;
  return (
    <Button appearance="primary" size="small" onClick={() => void navigate('/upgrade/overview')}>
      {HEADER_UPGRADE}
    </Button>
  );
}
