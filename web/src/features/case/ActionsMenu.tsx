import { Button } from '@fluentui/react-components';
import { ChevronDown20Regular } from '@fluentui/react-icons';
import type { MenuEntry } from '../../ui/ItemsMenu.tsx';
import { LazyMenu } from '../../ui/LazyMenu.tsx';

/** The case header's 'Actions' button and its menu of `items`. */
export function ActionsMenu({ items }: { items: readonly MenuEntry[] }) {
  return (
    <LazyMenu
      trigger={
        <Button icon={<ChevronDown20Regular />} iconPosition="after">
          Actions
        </Button>
      }
      items={items}
    />
  );
}
