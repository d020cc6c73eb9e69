import { LazyTooltip } from './LazyTooltip.tsx';

/** Tag and external identifier labels longer than this are cut, with the whole text in a tooltip. */
const LABEL_MAX_CHARS = 20;

export function TruncatedLabel({ text }: { text: string }) {
  if (text.length <= LABEL_MAX_CHARS) return <span>{text}</span>;
  return (
    <LazyTooltip content={text} relationship="label">
      {/* Focusable so keyboard users reach the tooltip too. */}
      <span tabIndex={0}>{`${text.slice(0, LABEL_MAX_CHARS)}…`}</span>
    </LazyTooltip>
  );
}
