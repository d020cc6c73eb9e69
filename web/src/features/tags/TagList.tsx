import { Button, Tag, makeStyles, tokens } from '@fluentui/react-components';
import { Dismiss12Regular } from '@fluentui/react-icons';
import { TruncatedLabel } from '../../ui/TruncatedLabel.tsx';
import type { useFormErrors } from '../../ui/useFormErrors.ts';
import { useRemoveCaseTagMutation } from './mutations/useRemoveCaseTagMutation.ts';

const useStyles = makeStyles({
  list: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, listStyleType: 'none', margin: 0, padding: 0 },
  item: { display: 'flex', alignItems: 'center' },
});

interface Props {
  caseId: string;
  tags: ReadonlyArray<{ readonly id: string; readonly tag: { readonly name: string } }>;
  canRemove: boolean;
  /** The row's form errors' runner: a refused removal shows its error in the row. */
  submit: ReturnType<typeof useFormErrors>['submit'];
}

/**
 * The case's tags, each with its remove button for those who may change them. Its own chunk: a case without tags
 * shows no list and does not download Fluent's Tag.
 */
export function TagList({ caseId, tags, canRemove, submit }: Props) {
  const styles = useStyles();
  const [removeCaseTag] = useRemoveCaseTagMutation();
  return (
    <ul className={styles.list} aria-label="Tags">
      {tags.map(({ id, tag }) => (
        <li key={id} className={styles.item}>
          <Tag size="small" appearance="brand">
            <TruncatedLabel text={tag.name} />
          </Tag>
          {canRemove ? (
            <Button
              appearance="subtle"
              size="small"
              icon={<Dismiss12Regular />}
              aria-label={`Remove tag ${tag.name}`}
              onClick={() => submit(() => removeCaseTag(caseId, id))}
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
