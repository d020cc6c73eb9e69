import {
  Body1,
  Button,
  Checkbox,
  Radio,
  RadioGroup,
  SearchBox,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Checkmark16Regular } from '@fluentui/react-icons';
import { Suspense, useDeferredValue, useEffect, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useNavigate } from 'react-router';
import type { MergeDuplicateDialogCandidatesQuery } from '../../__generated__/MergeDuplicateDialogCandidatesQuery.graphql.ts';
import type { MergeDuplicateDialogPreviewQuery } from '../../__generated__/MergeDuplicateDialogPreviewQuery.graphql.ts';
import { formatDate } from '../../lib/format.ts';
import { TEXT_LIMITS, searchText } from '../../lib/input-rules.ts';
import { MutationDialog } from '../../ui/MutationDialog.tsx';
import { useMergeCasesMutation } from './mutations/useMergeCasesMutation.ts';
import { LOGIC_ERROR, MERGED } from './texts.ts';

const useStyles = makeStyles({
  surface: { width: '700px', maxWidth: '100vw' },
  pane: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minHeight: '320px' },
  list: { maxHeight: '320px', overflowY: 'auto' },
  rules: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
});

const CONFIRM = 'I confirm that I want to merge the two cases listed above';

interface Candidate {
  id: string;
  internalID: string;
  name: string;
}

/**
 * Merge Duplicate Cases: pick the duplicate, verify what the merged case keeps, confirm. A lienholder passes the case's
 * law firm: its candidates are that firm's cases only. Once merged, the duplicate has left the portfolio lists and
 * the button opens the merged case.
 */
export function MergeDuplicateDialog({
  caseId,
  caseInternalID,
  lawFirmInternalID = null,
  onClose,
}: {
  caseId: string;
  caseInternalID: string;
  lawFirmInternalID?: string | null;
  onClose: () => void;
}) {
  const styles = useStyles();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [selected, setSelected] = useState<Candidate | null>(null);
  const [step, setStep] = useState<'search' | 'verify'>('search');
  const [previewedAt, setPreviewedAt] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [merged, setMerged] = useState<string | null>(null);
  const [mergeCases, inFlight] = useMergeCasesMutation();
  const navigate = useNavigate();

  async function merge() {
    if (!selected || !previewedAt) return setError(LOGIC_ERROR);
    try {
      const result = await mergeCases({ caseId, duplicateId: selected.id, lastPreviewedAt: previewedAt });
      const [first] = result.userErrors;
      if (first || !result.case) return setError(first?.message ?? LOGIC_ERROR);
      setMerged(result.case.internalID);
    } catch {
      setError('An error occurred while merging the cases.');
    }
  }

  if (step === 'search') {
    return (
      <MutationDialog
        title="Merge Duplicate Cases"
        submitLabel="Next"
        onSubmit={() => setStep('verify')}
        submitDisabled={!selected}
        onClose={onClose}
        inFlight={false}
        surfaceClassName={styles.surface}
      >
        <div className={styles.pane}>
          <Body1>Find the duplicate of this case.</Body1>
          <SearchBox
            aria-label="Search duplicate cases"
            placeholder="Search cases"
            maxLength={TEXT_LIMITS.search}
            value={search}
            onChange={(_, { value }) => setSearch(value)}
          />
          <Suspense fallback={<Spinner label="Searching…" />}>
            <Candidates
              search={deferredSearch}
              exclude={caseInternalID}
              lawFirm={lawFirmInternalID}
              selected={selected}
              onSelect={setSelected}
            />
          </Suspense>
        </div>
      </MutationDialog>
    );
  }
  return (
    <MutationDialog
      title="Merge Duplicate Cases"
      submitLabel="Merge"
      onSubmit={merge}
      submitDisabled={!confirmed}
      onClose={
        merged
          ? () => {
              // The merged case is usually the open one: the page stays, so the dialog must close itself.
              onClose();
              void navigate(`/portfolio/${merged}`);
            }
          : onClose
      }
      inFlight={inFlight}
      generalErrors={error ? [error] : []}
      secondaryActions={
        <Button
          onClick={() => {
            setError(null);
            setPreviewedAt(null);
            setConfirmed(false);
            setStep('search');
          }}
        >
          Back
        </Button>
      }
      success={merged ? MERGED : undefined}
      successLabel="Open the merged case"
      surfaceClassName={styles.surface}
    >
      <div className={styles.pane}>
        <Suspense fallback={<Spinner label="Preparing the preview…" />}>
          <Preview caseId={caseId} duplicate={selected} onPreviewed={setPreviewedAt} />
        </Suspense>
        <Checkbox label={CONFIRM} checked={confirmed} onChange={(_, { checked }) => setConfirmed(checked === true)} />
      </div>
    </MutationDialog>
  );
}

function Candidates({
  search,
  exclude,
  lawFirm,
  selected,
  onSelect,
}: {
  search: string;
  exclude: string;
  lawFirm: string | null;
  selected: Candidate | null;
  onSelect: (candidate: Candidate) => void;
}) {
  const styles = useStyles();
  const data = useLazyLoadQuery<MergeDuplicateDialogCandidatesQuery>(
    graphql`
      query MergeDuplicateDialogCandidatesQuery($search: String, $exclude: String!, $lawFirm: String) {
        viewer {
          duplicateCandidates(caseId: $exclude, search: $search, lawFirmId: $lawFirm) {
            id
            internalID
            plaintiff {
              fullName
              birthdate
            }
            dateOfLoss
          }
        }
      }
    `,
    { search: searchText(search) || null, exclude, lawFirm },
  );
  const candidates = data.viewer?.duplicateCandidates ?? [];
  if (!candidates.length) return <Body1>No cases match.</Body1>;
  return (
    <RadioGroup
      className={styles.list}
      aria-label="Duplicate candidates"
      value={selected?.id ?? ''}
      onChange={(_, { value }) => {
        const node = candidates.find((candidate) => candidate.id === value);
        if (node) onSelect({ id: node.id, internalID: node.internalID, name: node.plaintiff.fullName });
      }}
    >
      {candidates.map((node) => (
        <Radio
          key={node.id}
          value={node.id}
          label={`${node.plaintiff.fullName} · DOB ${formatDate(node.plaintiff.birthdate) || 'not set'} · DOL ${formatDate(node.dateOfLoss) || 'not set'}`}
        />
      ))}
    </RadioGroup>
  );
}

/** What the merged case keeps; reports the preview's time, which the merge must send back. */
function Preview({
  caseId,
  duplicate,
  onPreviewed,
}: {
  caseId: string;
  duplicate: Candidate | null;
  onPreviewed: (at: string | null) => void;
}) {
  const styles = useStyles();
  const data = useLazyLoadQuery<MergeDuplicateDialogPreviewQuery>(
    graphql`
      query MergeDuplicateDialogPreviewQuery($caseId: ID!, $duplicateId: ID!) {
        viewer {
          mergePreview(caseId: $caseId, duplicateId: $duplicateId) {
            lastPreviewedAt
            fields {
              name
              label
              value
              sourceCaseId
            }
          }
        }
      }
    `,
    { caseId, duplicateId: duplicate?.id ?? '' },
    { fetchPolicy: 'network-only' },
  );
  const preview = data.viewer?.mergePreview;
  const lastPreviewedAt = preview?.lastPreviewedAt ?? null;
  useEffect(() => onPreviewed(lastPreviewedAt), [lastPreviewedAt, onPreviewed]);

  return (
    <>
      <Body1>{`Merging ${duplicate?.name ?? 'the selected case'} into this case.`}</Body1>
      <Table aria-label="Merge preview" size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Field</TableHeaderCell>
            <TableHeaderCell>Kept value</TableHeaderCell>
            <TableHeaderCell>From</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {(preview?.fields ?? []).map((field) => (
            <TableRow key={field.name}>
              <TableCell>{field.label}</TableCell>
              <TableCell>
                <Checkmark16Regular aria-label="kept" />{' '}
                {field.value && /^\d{4}-\d{2}-\d{2}$/.test(field.value) ? formatDate(field.value) : (field.value ?? '—')}
              </TableCell>
              <TableCell>{field.sourceCaseId === duplicate?.internalID ? 'Duplicate' : 'This case'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ul className={styles.rules}>
        <li>Fields with a check mark are kept.</li>
        <li>All documents are kept.</li>
        <li>The most recent status is chosen.</li>
        <li>The old case stays in the case history.</li>
      </ul>
    </>
  );
}
