import { Tooltip } from '@fluentui/react-components';
import { cloneElement, useEffect, useRef, useState, type ReactElement, type Ref } from 'react';

export interface TooltipProps {
  content: string;
  relationship: 'label' | 'description';
  children: ReactElement;
}

/**
 * Fluent's Tooltip, loaded by LazyTooltip: shown at once when the pointer or the focus that loaded it is still on the
 * target, which keeps the focus it had.
 */
export function HoverTooltip({
  content,
  relationship,
  children,
  showAtOnce,
  takeFocus,
}: TooltipProps & { showAtOnce: boolean; takeFocus: boolean }) {
  const [visible, setVisible] = useState(showAtOnce);
  const target = useRef<HTMLElement>(null);
  useEffect(() => {
    if (takeFocus) target.current?.focus();
  }, [takeFocus]);
  return (
    <Tooltip content={content} relationship={relationship} visible={visible} onVisibleChange={(_, data) => setVisible(data.visible)}>
      {cloneElement(children as ReactElement<{ ref?: Ref<HTMLElement> }>, { ref: target })}
    </Tooltip>
  );
}
