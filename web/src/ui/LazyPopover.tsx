import { cloneElement, useRef, useState, type ComponentType, type MouseEvent, type ReactElement, type Ref } from 'react';
import type { SurfacePopoverProps } from './SurfacePopover.tsx';
import { loadOnFirstUse } from './loadOnFirstUse.ts';

type Loaded = ComponentType<SurfacePopoverProps & { open: boolean; onOpenChange: (open: boolean) => void; takeFocus: boolean }>;

interface TriggerProps {
  ref?: Ref<HTMLElement>;
  'aria-expanded'?: 'false';
  onPointerEnter?: (event: MouseEvent) => void;
  onFocus?: (event: unknown) => void;
  onClick?: (event: MouseEvent) => void;
}

/**
 * A popover (Fluent's Popover, with the positioning code it shares with tooltips) that loads when the viewer points
 * at, focuses or clicks its button; a click before it has loaded opens it once loaded. `open`/`onOpenChange` control
 * it, or it keeps its own state. The pages' first view does not download popovers most visits never open.
 */
export function LazyPopover({
  open: controlledOpen,
  onOpenChange,
  ...props
}: SurfacePopoverProps & { open?: boolean; onOpenChange?: (open: boolean) => void }) {
  const [ownOpen, setOwnOpen] = useState(false);
  const [loaded, setLoaded] = useState<{ Popover: Loaded; takeFocus: boolean } | null>(null);
  const standIn = useRef<HTMLElement>(null);
  const loading = useRef(false);
  const open = controlledOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (controlledOpen === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };

  function load() {
    loadOnFirstUse(
      loading,
      () => import('./SurfacePopover.tsx'),
      ({ SurfacePopover }) => setLoaded({ Popover: SurfacePopover, takeFocus: document.activeElement === standIn.current }),
    );
  }

  if (loaded) return <loaded.Popover {...props} open={open} onOpenChange={setOpen} takeFocus={loaded.takeFocus} />;
  const trigger = props.trigger as ReactElement<TriggerProps>;
  const own = trigger.props;
  return cloneElement(trigger, {
    ref: standIn,
    'aria-expanded': 'false',
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event);
      load();
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      load();
    },
    onClick: (event) => {
      own.onClick?.(event);
      setOpen(true);
      load();
    },
  });
}
