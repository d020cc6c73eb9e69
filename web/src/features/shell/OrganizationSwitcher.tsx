import { Menu, MenuButton, MenuItemRadio, MenuList, MenuPopover, MenuTrigger, makeStyles } from '@fluentui/react-components';
import type { MenuProps } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import type { OrganizationSwitcher_viewer$key } from '../../__generated__/OrganizationSwitcher_viewer.graphql.ts';

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

  const onCheckedValueChange: MenuProps['onCheckedValueChange'] = (_, { checkedItems }) => {
    const accountId = checkedItems[0];
    if (accountId && accountId !== data.activeAccount.id) onSwitch(accountId);
  };

  return (
    <Menu checkedValues={{ account: [data.activeAccount.id] }} onCheckedValueChange={onCheckedValueChange}>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton appearance="subtle" aria-label="Switch organization" disabled={disabled}>
          {data.activeAccount.organization.name}
        </MenuButton>
      </MenuTrigger>
      <MenuPopover className={styles.popover}>
        <MenuList>
          {data.accounts.map((account) => (
            <MenuItemRadio key={account.id} name="account" value={account.id}>
              {account.organization.name}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
