// The breaking changes of the GraphQL schema since the last release (graphql-inspector's diff of the released SDL
// against the current one) and which of them SCHEMA_CHANGELOG.md does not record.
//
// A break is recorded when a line of the changelog's "## Unreleased" section, in its "### Breaking" part when it has
// one, names its path in backticks, e.g. "- `Case.outOfDate` removed: …". At a release, the section gets its version
// and date, and the released schema file becomes a copy of schema.graphql.
import { CriticalityLevel, diff, type Change } from '@graphql-inspector/core';
import { buildSchema } from 'graphql';

export const UNRELEASED_HEADING = '## Unreleased';

export interface BreakingChange {
  /** The schema coordinate the change is about (`Type`, `Type.field`, `Type.field.arg`, `Enum.VALUE`). */
  path: string;
  message: string;
}

/** The breaking changes from `releasedSdl` to `currentSdl`. */
export async function breakingChanges(releasedSdl: string, currentSdl: string): Promise<BreakingChange[]> {
  const changes: Change[] = await diff(buildSchema(releasedSdl), buildSchema(currentSdl));
  return changes
    .filter((change) => change.criticality.level === CriticalityLevel.Breaking)
    .map((change) => ({ path: change.path ?? change.message, message: change.message }));
}

/** The text of the changelog's "## Unreleased" section (up to the next "## " heading); empty when there is none. */
export function unreleasedSection(changelog: string): string {
  const lines = changelog.split('\n');
  const start = lines.findIndex((line) => line.trim().toLowerCase().startsWith(UNRELEASED_HEADING.toLowerCase()));
  if (start < 0) return '';
  const end = lines.findIndex((line, index) => index > start && /^## /.test(line));
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

/** The "### Breaking" part of a section, or the whole section when it has none. */
export function breakingPart(section: string): string {
  const lines = section.split('\n');
  const start = lines.findIndex((line) => /^###\s+breaking\b/i.test(line.trim()));
  if (start < 0) return section;
  const end = lines.findIndex((line, index) => index > start && /^#{2,3} /.test(line));
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

/** The paths a section records, i.e. every `backticked` word in it. */
function recordedPaths(section: string): Set<string> {
  return new Set([...section.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]!));
}

/** The breaking changes that the changelog's unreleased section does not name. */
export function unrecordedBreakingChanges(changes: readonly BreakingChange[], changelog: string): BreakingChange[] {
  const recorded = recordedPaths(breakingPart(unreleasedSection(changelog)));
  return changes.filter((change) => !recorded.has(change.path));
}
