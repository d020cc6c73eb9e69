import { Menu, MenuItem, MenuItemRadio, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { cloneElement, useEffect, useRef, type ReactElement, type ReactNode, type Ref } from 'react';

export interface MenuEntry {
  key: string;
  content: ReactNode;
  onClick?: () => void;
}

/** A menu of radio items, one of them checked (e.g. the organisation switcher's accounts). */
export interface RadioChoice {
  name: string;
  checked: string;
  onChange: (value: string) => void;
}

export interface ItemsMenuProps {
  /** The menu's button: a Button or MenuButton element. */
  trigger: ReactElement;
  items: readonly MenuEntry[];
  radio?: RadioChoice;
  /** The list's accessible name, when the button's does not say what it lists. */
  listLabel?: string;
  popoverClassName?: string;
}

/** Fluent's Menu with `items`; loaded by LazyMenu when the viewer first reaches for the button. */
export function ItemsMenu({
  trigger,
  items,
  radio,
  listLabel,
  popoverClassName,
  openAtOnce,
  takeFocus,
}: ItemsMenuProps & { openAtOnce: boolean; takeFocus: boolean }) {
  const button = useRef<HTMLButtonElement>(null);
  // It replaces the stand-in button the viewer was on: the focus stays on the button, unless the menu opens at once,
  // which moves the focus into itself.
  useEffect(() => {
    if (takeFocus && !openAtOnce) button.current?.focus();
  }, [takeFocus, openAtOnce]);
  return (
    <Menu
      defaultOpen={openAtOnce}
      checkedValues={radio ? { [radio.name]: [radio.checked] } : undefined}
      onCheckedValueChange={
        radio
          ? (_, { checkedItems }) => {
              const value = checkedItems[0];
              if (value && value !== radio.checked) radio.onChange(value);
            }
          : undefined
      }
    >
      <MenuTrigger disableButtonEnhancement>
        {cloneElement(trigger as ReactElement<{ ref?: Ref<HTMLButtonElement> }>, { ref: button })}
      </MenuTrigger>
      <MenuPopover className={popoverClassName}>
        <MenuList aria-label={listLabel}>
          {items.map((item) =>
            radio ? (
              <MenuItemRadio key={item.key} name={radio.name} value={item.key} onClick={item.onClick}>
                {item.content}
              </MenuItemRadio>
            ) : (
              <MenuItem key={item.key} onClick={item.onClick}>
                {item.content}
              </MenuItem>
            ),
          )}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
