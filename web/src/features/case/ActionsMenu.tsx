import { Button, Menu, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { ChevronDown20Regular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';

/** The case header's 'Actions' button and its menu; `children` are the MenuItems. */
export function ActionsMenu({ children }: { children: ReactNode }) {
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button icon={<ChevronDown20Regular />} iconPosition="after">
          Actions
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>{children}</MenuList>
      </MenuPopover>
    </Menu>
  );
}
