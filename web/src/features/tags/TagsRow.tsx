import { Button, Field, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Info16Regular } from '@fluentui/react-icons';
import { Suspense, lazy, useEffect, useState } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { TagsRow_case$key } from '../../__generated__/TagsRow_case.graphql.ts';
import type { TagsRow_viewer$key } from '../../__generated__/TagsRow_viewer.graphql.ts';
import type { TagsRowSearchQuery, TagsRowSearchQuery$data } from '../../__generated__/TagsRowSearchQuery.graphql.ts';
import { GeneralErrors } from '../../ui/GeneralErrors.tsx';
import { useFormErrors } from '../../ui/useFormErrors.ts';
import type { UserErrorView } from '../../ui/userErrors.ts';
import { LazyTagCombobox } from './LazyTagCombobox.tsx';
import type { TagOption } from './TagCombobox.tsx';
import { TEXT_LIMITS, searchText } from '../../lib/input-rules.ts';
import { useAddCaseTagMutation, type TagChoice } from './mutations/useAddCaseTagMutation.ts';
import { LazyPopover } from '../../ui/LazyPopover.tsx';

/** The tag help popover is 495 wide; searches wait 300 ms after the last keystroke. */
const HELP_WIDTH = '495px';
const SEARCH_DEBOUNCE_MS = 300;

const TagList = lazy(async () => ({ default: (await import('./TagList.tsx')).TagList }));
const CREATE = 'create';

const useStyles = makeStyles({
  row: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  help: { width: HELP_WIDTH, maxWidth: '100vw', boxSizing: 'border-box' },
  picker: { maxWidth: '320px' },
});

const searchQuery = graphql`
  query TagsRowSearchQuery($search: String) {
    viewer {
      tags(search: $search) {
        id
        name
      }
    }
  }
`;

type Suggestion = NonNullable<TagsRowSearchQuery$data['viewer']>['tags'][number];

/** Tags row of the Case Detail tab: the organisation's own tags on the case. */
export function TagsRow({ caseRef, viewerRef }: { caseRef: TagsRow_case$key; viewerRef: TagsRow_viewer$key }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment TagsRow_case on Case {
        id
        tags {
          id
          tag {
            id
            name
          }
        }
      }
    `,
    caseRef,
  );
  const { canAddTags } = useFragment(
    graphql`
      fragment TagsRow_viewer on Viewer {
        canAddTags
      }
    `,
    viewerRef,
  );
  const { errors, submit } = useFormErrors();

  // The row shows when there are tags or the user may add them.
  if (!data.tags.length && !canAddTags) return null;

  return (
    <section className={styles.row} aria-labelledby="tags-title">
      <div className={styles.heading}>
        <Text as="h2" weight="semibold" id="tags-title">
          Tags
        </Text>
        <LazyPopover
          withArrow
          trigger={<Button appearance="transparent" size="small" icon={<Info16Regular />} aria-label="About tags" />}
          surfaceClassName={styles.help}
          surfaceLabel="About tags"
        >
          <Text>
            Tags are visible only within your organization: the other organizations on this case never see your tags, and you never see
            theirs.
          </Text>
        </LazyPopover>
      </div>
      <GeneralErrors messages={errors.general} />
      {data.tags.length ? (
        <Suspense fallback={null}>
          <TagList caseId={data.id} tags={data.tags} canRemove={canAddTags} submit={submit} />
        </Suspense>
      ) : (
        <Text>No tags yet.</Text>
      )}
      {canAddTags ? (
        <TagPicker
          caseId={data.id}
          taken={new Set(data.tags.map(({ tag }) => tag.id))}
          error={errors.fields.name ?? errors.fields.tagId ?? errors.fields.caseId}
          onSubmit={submit}
        />
      ) : null}
    </section>
  );
}

/** Search-or-create: pick one of the organisation's tags, or create one from what was typed. */
function TagPicker({
  caseId,
  taken,
  error,
  onSubmit,
}: {
  caseId: string;
  taken: Set<string>;
  error: string | undefined;
  /** Runs the change and shows its errors in the row (useFormErrors' submit). */
  onSubmit: (action: () => Promise<ReadonlyArray<UserErrorView>>) => Promise<boolean>;
}) {
  const styles = useStyles();
  const environment = useRelayEnvironment();
  const [addCaseTag] = useAddCaseTagMutation();
  const [text, setText] = useState('');
  const [suggestions, setSuggestions] = useState<readonly Suggestion[]>([]);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      fetchQuery<TagsRowSearchQuery>(environment, searchQuery, { search: searchText(text) || null }, { fetchPolicy: 'network-only' })
        .toPromise()
        .then((result) => current && setSuggestions(result?.viewer?.tags ?? []))
        .catch(() => current && setSuggestions([]));
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [environment, text]);

  const wanted = text.trim().replace(/\s+/g, ' ');
  const offered = suggestions.filter((tag) => !taken.has(tag.id));
  const exact = suggestions.find((tag) => tag.name.toLowerCase() === wanted.toLowerCase());

  async function addTag(tag: TagChoice) {
    setText('');
    await onSubmit(() => addCaseTag(caseId, tag));
  }

  function choose(value: string | undefined) {
    if (value === CREATE) {
      if (wanted) void addTag(exact ? { id: exact.id, name: exact.name } : { id: null, name: wanted });
      return;
    }
    const tag = suggestions.find((candidate) => candidate.id === value);
    if (tag) void addTag({ id: tag.id, name: tag.name });
  }

  const options: TagOption[] = offered.map((tag) => ({ value: tag.id, text: tag.name }));
  if (wanted && !exact) options.push({ value: CREATE, text: `Create "${wanted}"` });

  return (
    <Field label="Add a tag" validationMessage={error} className={styles.picker}>
      <LazyTagCombobox
        maxLength={TEXT_LIMITS.tagName}
        placeholder="Search or create a tag"
        value={text}
        open={open}
        options={options}
        onOpenChange={setOpen}
        onTextChange={(value) => {
          setText(value);
          setOpen(true);
        }}
        onOptionSelect={choose}
      />
    </Field>
  );
}
