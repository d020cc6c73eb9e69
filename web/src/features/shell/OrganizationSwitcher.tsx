import { MenuButton, makeStyles } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import type { OrganizationSwitcher_viewer$key } from '../../__generated__/OrganizationSwitcher_viewer.graphql.ts';
import { LazyMenu } from '../../ui/LazyMenu.tsx';

const useStyles = makeStyles({
  popover: { maxHeight: '500px', overflowY: 'auto' },
});

/** Lists the viewer's organisations; rendered only for users holding several accounts. */
export function OrganizationSwitcher({
  viewer,
  onSwitch,
  disabled = false,
}: {
  viewer: OrganizationSwitcher_viewer$key;
  onSwitch: (accountId: string) => void;
  disabled?: boolean;
}) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment OrganizationSwitcher_viewer on Viewer {
        activeAccount {
          id
          organization {
            name
          }
        }
        accounts {
          id
          organization {
            name
          }
        }
      }
    `,
    viewer,
  );
  if (data.accounts.length < 2) return null;

  return (
    <LazyMenu
      trigger={
        <MenuButton appearance="subtle" aria-label="Switch organization" disabled={disabled}>
          {data.activeAccount.organization.name}
        </MenuButton>
      }
      items={data.accounts.map((account) => ({ key: account.id, content: account.organization.name }))}
      radio={{ name: 'account', checked: data.activeAccount.id, onChange: onSwitch }}
      popoverClassName={styles.popover}
    />
  );
}
