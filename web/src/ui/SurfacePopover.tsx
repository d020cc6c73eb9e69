import { Popover, PopoverSurface, PopoverTrigger } from '@fluentui/react-components';
import { cloneElement, useEffect, useRef, type ReactElement, type ReactNode, type Ref } from 'react';

export interface SurfacePopoverProps {
  /** The button that opens the popover. */
  trigger: ReactElement;
  /** What the popover's surface shows. */
  children: ReactNode;
  surfaceLabel: string;
  surfaceClassName?: string;
  withArrow?: boolean;
  positioning?: 'below-start' | 'below-end';
  trapFocus?: boolean;
}

/** Fluent's Popover around `trigger`, opened and closed by LazyPopover's state; loaded by LazyPopover. */
export function SurfacePopover({
  trigger,
  children,
  surfaceLabel,
  surfaceClassName,
  withArrow,
  positioning,
  trapFocus,
  open,
  onOpenChange,
  takeFocus,
}: SurfacePopoverProps & { open: boolean; onOpenChange: (open: boolean) => void; takeFocus: boolean }) {
  const button = useRef<HTMLElement>(null);
  const openAtMount = useRef(open);
  // It replaces the stand-in button the viewer was on: the focus stays on the button, unless the popover opens at
  // once, which moves the focus into itself.
  useEffect(() => {
    if (takeFocus && !openAtMount.current) button.current?.focus();
  }, [takeFocus]);
  return (
    <Popover
      open={open}
      onOpenChange={(_, data) => onOpenChange(data.open)}
      withArrow={withArrow}
      positioning={positioning}
      trapFocus={trapFocus}
    >
      <PopoverTrigger disableButtonEnhancement>
        {cloneElement(trigger as ReactElement<{ ref?: Ref<HTMLElement> }>, { ref: button })}
      </PopoverTrigger>
      <PopoverSurface className={surfaceClassName} aria-label={surfaceLabel}>
        {children}
      </PopoverSurface>
    </Popover>
  );
}
