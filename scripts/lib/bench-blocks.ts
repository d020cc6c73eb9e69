// The bench's sections write their figures between markers in BENCHMARKS.md and the README, so a section run alone
// leaves the others' figures as they were.

export interface Markers {
  start: string;
  end: string;
}

export const markers = (name: string): Markers => ({ start: `<!-- ${name}:start -->`, end: `<!-- ${name}:end -->` });

/** The text between (and with) the markers, or null. */
export function findBlock(text: string, { start, end }: Markers): string | null {
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  return from >= 0 && to > from ? text.slice(from, to + end.length) : null;
}

/**
 * Replaces the block between the markers with `content`; a text without them gets the block after `anchor` (a line
 * or another block's end marker), or at the end.
 */
export function writeBlock(text: string, markers: Markers, content: string, anchor?: string): string {
  const block = `${markers.start}\n${content.trim()}\n${markers.end}`;
  const existing = findBlock(text, markers);
  if (existing) return text.replace(existing, () => block);
  const at = anchor ? text.indexOf(anchor) : -1;
  if (at < 0) return `${text.trimEnd()}\n\n${block}\n`;
  const after = at + anchor!.length;
  return `${text.slice(0, after)}\n\n${block}\n${text.slice(after)}`;
}

export interface SectionOutput {
  /** The section's block in BENCHMARKS.md (without its markers). */
  benchmarks: string;
  /** Its summary in the README (without the markers). */
  readme?: string;
}

/** A section of `npm run bench`, run when `--sections` names it. */
export interface BenchSection {
  name: string;
  markers: Markers;
  readmeMarkers?: Markers;
  run(): Promise<SectionOutput>;
}
