import { Input } from '@fluentui/react-components';
import { ChevronDownRegular } from '@fluentui/react-icons';
import { useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import type { TagComboboxProps } from './TagCombobox.tsx';
import { loadOnFirstUse } from '../../ui/loadOnFirstUse.ts';

type Loaded = ComponentType<TagComboboxProps & { takeFocus: boolean }>;

/**
 * The tag picker as a plain input shaped like the combobox until the viewer points at it, focuses it or types in it;
 * then the combobox (Fluent's Combobox, about 12 KB compressed) loads and takes its place with what was typed. The
 * case's first view does not download the combobox for a field most visits never use.
 */
export function LazyTagCombobox(props: TagComboboxProps) {
  const [loaded, setLoaded] = useState<{ Combobox: Loaded; takeFocus: boolean } | null>(null);
  const standIn = useRef<HTMLInputElement>(null);
  const loading = useRef(false);

  function load() {
    loadOnFirstUse(
      loading,
      () => import('./TagCombobox.tsx'),
      ({ TagCombobox }) => setLoaded({ Combobox: TagCombobox, takeFocus: document.activeElement === standIn.current }),
    );
  }

  if (loaded) return <loaded.Combobox {...props} takeFocus={loaded.takeFocus} />;

  const openOnKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') props.onOpenChange(true);
  };
  return (
    <Input
      ref={standIn}
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="list"
      maxLength={props.maxLength}
      placeholder={props.placeholder}
      value={props.value}
      contentAfter={<ChevronDownRegular aria-hidden />}
      onPointerEnter={load}
      onFocus={load}
      onKeyDown={openOnKey}
      onClick={() => props.onOpenChange(true)}
      onChange={(_, { value }) => {
        load();
        props.onTextChange(value);
      }}
    />
  );
}
