import {
  Body1,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
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
import { Suspense, useDeferredValue, useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import type { MergeDuplicateDialogCandidatesQuery } from '../../__generated__/MergeDuplicateDialogCandidatesQuery.graphql.ts';
import type { MergeDuplicateDialogMutation } from '../../__generated__/MergeDuplicateDialogMutation.graphql.ts';
import type { MergeDuplicateDialogPreviewQuery } from '../../__generated__/MergeDuplicateDialogPreviewQuery.graphql.ts';
import { formatDate } from '../../lib/format.ts';
import { hardNavigate } from '../../lib/hardNavigate.ts';
import { commitAsPromise } from '../../mutations/commitAsPromise.ts';
import { TEXT_LIMITS } from '../../lib/input-rules.ts';

const useStyles = makeStyles({
  surface: { width: '700px', maxWidth: '100vw' },
  pane: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minHeight: '320px' },
  list: { maxHeight: '320px', overflowY: 'auto' },
  rules: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
});

export const LOGIC_ERROR = 'A logic error occurred. Please refresh your page and try again.';
const CONFIRM = 'I confirm that I want to merge the two cases listed above';

const mergeMutation = graphql`
  mutation MergeDuplicateDialogMutation($input: MergeCasesInput!) {
    mergeCases(input: $input) {
      case {
        internalID
      }
      userErrors {
        field
        message
      }
    }
  }
`;

interface Candidate {
  id: string;
  internalID: string;
  name: string;
}

/**
 * Merge Duplicate Cases: pick the duplicate, verify what the merged case keeps, confirm. A lienholder passes the case's
 * law firm: its candidates are that firm's cases only.
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

  return (
    <Dialog open onOpenChange={(_, { open }) => !open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>Merge Duplicate Cases</DialogTitle>
          {step === 'search' ? (
            <>
              <DialogContent className={styles.pane}>
                <Body1>Find the duplicate of this case.</Body1>
                <SearchBox aria-label="Search duplicate cases" placeholder="Search cases" maxLength={TEXT_LIMITS.search} value={search} onChange={(_, { value }) => setSearch(value)} />
                <Suspense fallback={<Spinner label="Searching…" />}>
                  <Candidates search={deferredSearch} exclude={caseInternalID} lawFirm={lawFirmInternalID} selected={selected} onSelect={setSelected} />
                </Suspense>
              </DialogContent>
              <DialogActions>
                <Button onClick={onClose}>Cancel</Button>
                <Button appearance="primary" disabled={!selected} onClick={() => setStep('verify')}>
                  Next
                </Button>
              </DialogActions>
            </>
          ) : (
            <Suspense fallback={<Spinner label="Preparing the preview…" />}>
              <Verify caseId={caseId} duplicate={selected} onBack={() => setStep('search')} onClose={onClose} />
            </Suspense>
          )}
        </DialogBody>
      </DialogSurface>
    </Dialog>
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
    { search: search.trim() || null, exclude, lawFirm },
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

function Verify({ caseId, duplicate, onBack, onClose }: { caseId: string; duplicate: Candidate | null; onBack: () => void; onClose: () => void }) {
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
  const [commit, inFlight] = useMutation<MergeDuplicateDialogMutation>(mergeMutation);
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [merged, setMerged] = useState<string | null>(null);
  const preview = data.viewer?.mergePreview;

  async function merge() {
    if (!duplicate || !preview) return setError(LOGIC_ERROR);
    try {
      const response = await commitAsPromise(commit, {
        variables: { input: { caseId, duplicateId: duplicate.id, lastPreviewedAt: preview.lastPreviewedAt } },
      });
      const [first] = response.mergeCases.userErrors;
      if (first || !response.mergeCases.case) return setError(first?.message ?? LOGIC_ERROR);
      setMerged(response.mergeCases.case.internalID);
    } catch {
      setError('An error occurred while merging the cases.');
    }
  }

  if (merged) {
    return (
      <>
        <DialogContent className={styles.pane}>
          <MessageBar intent="success">
            <MessageBarBody>Your cases have been merged successfully!</MessageBarBody>
          </MessageBar>
        </DialogContent>
        <DialogActions>
          {/* The list no longer has the duplicate: reload it with the merged case open. */}
          <Button appearance="primary" onClick={() => hardNavigate(`/portfolio/${merged}`)}>
            Open the merged case
          </Button>
        </DialogActions>
      </>
    );
  }

  return (
    <>
      <DialogContent className={styles.pane}>
        {error ? (
          <MessageBar intent="error">
            <MessageBarBody>{error}</MessageBarBody>
          </MessageBar>
        ) : null}
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
                  <Checkmark16Regular aria-label="kept" /> {field.value && /^\d{4}-\d{2}-\d{2}$/.test(field.value) ? formatDate(field.value) : (field.value ?? '—')}
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
        <Checkbox label={CONFIRM} checked={confirmed} onChange={(_, { checked }) => setConfirmed(checked === true)} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onBack}>Back</Button>
        <Button onClick={onClose}>Cancel</Button>
        <Button appearance="primary" disabled={!confirmed || inFlight} onClick={merge}>
          Merge
        </Button>
      </DialogActions>
    </>
  );
}
