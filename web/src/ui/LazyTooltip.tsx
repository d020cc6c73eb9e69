import { cloneElement, useId, useRef, useState, type ComponentType, type ReactElement, type Ref } from 'react';
import type { TooltipProps } from './HoverTooltip.tsx';
import { loadOnFirstUse } from './loadOnFirstUse.ts';

type Loaded = ComponentType<TooltipProps & { showAtOnce: boolean; takeFocus: boolean }>;

interface TargetProps {
  ref?: Ref<HTMLElement>;
  'aria-label'?: string;
  'aria-describedby'?: string;
  onPointerEnter?: () => void;
  onPointerLeave?: () => void;
  onFocus?: () => void;
  onBlur?: () => void;
}

/**
 * A tooltip (Fluent's Tooltip, with the positioning code it shares with popovers) that loads when the pointer or the
 * focus first reaches its target, and shows then. Until then the target carries the tooltip's text as its label or
 * description, as the tooltip would. The pages' first view does not download tooltips few visits show.
 */
export function LazyTooltip(props: TooltipProps) {
  const [loaded, setLoaded] = useState<{ Tooltip: Loaded; showAtOnce: boolean; takeFocus: boolean } | null>(null);
  const descriptionId = useId();
  const target = useRef<HTMLElement>(null);
  const loading = useRef(false);
  const hovered = useRef(false);

  if (loaded) return <loaded.Tooltip {...props} showAtOnce={loaded.showAtOnce} takeFocus={loaded.takeFocus} />;

  function load() {
    loadOnFirstUse(
      loading,
      () => import('./HoverTooltip.tsx'),
      ({ HoverTooltip }) => {
        const focused = document.activeElement === target.current;
        setLoaded({ Tooltip: HoverTooltip, showAtOnce: focused || hovered.current, takeFocus: focused });
      },
    );
  }
  const handlers: TargetProps = {
    ref: target,
    onPointerEnter: () => {
      hovered.current = true;
      load();
    },
    onPointerLeave: () => {
      hovered.current = false;
    },
    onFocus: load,
  };
  const child = props.children as ReactElement<TargetProps>;
  if (props.relationship === 'label') return cloneElement(child, { ...handlers, 'aria-label': props.content });
  return (
    <>
      {cloneElement(child, { ...handlers, 'aria-describedby': descriptionId })}
      <span id={descriptionId} hidden>
        {props.content}
      </span>
    </>
  );
}
