import { cloneElement, useRef, useState, type ComponentType, type KeyboardEvent, type ReactElement, type Ref } from 'react';
import type { ItemsMenuProps } from './ItemsMenu.tsx';
import { loadOnFirstUse } from './loadOnFirstUse.ts';

type Loaded = ComponentType<ItemsMenuProps & { openAtOnce: boolean; takeFocus: boolean }>;

interface StandInProps {
  ref?: Ref<HTMLButtonElement>;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  onClick?: () => void;
  onKeyDown?: (event: KeyboardEvent) => void;
}

/**
 * A menu button whose menu (Fluent's Menu, about 11 KB compressed) loads when the viewer points at, focuses or
 * clicks the button; until then the button stands alone, announced as a menu button. A click or an arrow key before
 * the menu has loaded opens it once loaded. The pages' first view does not download menus most visits never open.
 */
export function LazyMenu(props: ItemsMenuProps) {
  const [loaded, setLoaded] = useState<{ Menu: Loaded; takeFocus: boolean } | null>(null);
  const [openAtOnce, setOpenAtOnce] = useState(false);
  const standIn = useRef<HTMLButtonElement>(null);
  const loading = useRef(false);

  function load() {
    loadOnFirstUse(
      loading,
      () => import('./ItemsMenu.tsx'),
      ({ ItemsMenu }) => setLoaded({ Menu: ItemsMenu, takeFocus: document.activeElement === standIn.current }),
    );
  }
  function open() {
    setOpenAtOnce(true);
    load();
  }

  if (loaded) return <loaded.Menu {...props} openAtOnce={openAtOnce} takeFocus={loaded.takeFocus} />;
  return cloneElement(props.trigger as ReactElement<StandInProps>, {
    ref: standIn,
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: load,
    onFocus: load,
    onClick: open,
    onKeyDown: (event) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') open();
    },
  });
}
