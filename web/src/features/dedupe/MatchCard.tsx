import {
  Body1,
  Button,
  Caption1,
  Card,
  CardHeader,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Radio,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Tag,
  Text,
  Textarea,
  Toast,
  ToastBody,
  ToastTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { MatchCard_match$key } from '../../__generated__/MatchCard_match.graphql.ts';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { useAppToasts } from '../../ui/useAppToasts.ts';
import { errorsOfFailure } from '../../ui/userErrors.ts';
import { useDismissMatchMutation } from './mutations/useDismissMatchMutation.ts';
import { useMarkMatchNeedsMoreInformationMutation } from './mutations/useMarkMatchNeedsMoreInformationMutation.ts';
import { useMergeMatchMutation } from './mutations/useMergeMatchMutation.ts';
import type { QueuePlace } from './mutations/queueStore.ts';
import {
  canAskForInformation,
  canDismiss,
  canMerge,
  chooseMaster,
  EMPTY_SELECTION,
  toggleDuplicate,
  type QueueStatusFilter,
  type Selection,
} from './selection.ts';
import { DEDUPE_TEXTS } from './texts.ts';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  header: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  choice: { width: '88px' },
});

const SUCCESS_TIMEOUT = 3000;

/**
 * One match of the queue: its records with a master radio and a duplicate checkbox each, and the decisions, enabled
 * by the spec's rules (selection.ts) and what the server says the match allows.
 */
export function MatchCard({
  match,
  statusFilter,
  place,
}: {
  match: MatchCard_match$key;
  statusFilter: QueueStatusFilter;
  place: QueuePlace;
}) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment MatchCard_match on Match {
        id
        modelType
        rule
        score
        note
        fromImport
        masterCandidateIds
        canMerge
        canDismiss
        canMarkNeedsMoreInformation
        records {
          __typename
          ... on MatchedCase {
            internalID
            plaintiffName
            plaintiffBirthdate
            dateOfLoss
            stateOfIncident
            lawFirm {
              name
            }
            createdByOrganization {
              name
            }
            createdAt
            lienCount
          }
          ... on MatchedContact {
            internalID
            firstName
            lastName
            email
            isUser
            isAccountDeactivated
            isAccountSuspended
            lastLogin
            legalOrganization {
              name
            }
          }
        }
      }
    `,
    match,
  );
  const { dispatchToast } = useAppToasts();
  const [merge] = useMergeMatchMutation();
  const [dismiss] = useDismissMatchMutation();
  const [markNeedsMoreInformation] = useMarkMatchNeedsMoreInformationMutation();
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const [submitting, setSubmitting] = useState(false);
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState('');

  type MatchRecord = (typeof data.records)[number];
  const rows = data.records.flatMap((record): { id: string; label: string; record: MatchRecord }[] => {
    if (record.__typename === 'MatchedCase') return [{ id: record.internalID, label: record.plaintiffName, record }];
    if (record.__typename === 'MatchedContact')
      return [{ id: record.internalID, label: `${record.firstName} ${record.lastName}`.trim() || record.email, record }];
    return [];
  });
  const isCase = data.modelType === 'CASE';
  const someMayNotBeMaster = rows.some((row) => !data.masterCandidateIds.includes(row.id));

  const toast = (title: string, body: string | null, intent: 'success' | 'error') =>
    dispatchToast(
      <Toast>
        <ToastTitle>{title}</ToastTitle>
        {body ? <ToastBody>{body}</ToastBody> : null}
      </Toast>,
      { intent, timeout: intent === 'success' ? SUCCESS_TIMEOUT : undefined },
    );

  async function decide(action: () => Promise<{ userErrors: ReadonlyArray<{ message: string }> }>, success: string, failureTitle: string) {
    setSubmitting(true);
    try {
      const { userErrors } = await action();
      if (userErrors.length) {
        toast(failureTitle, userErrors.map((error) => error.message).join(' '), 'error');
        setSubmitting(false);
        return;
      }
      // The card leaves the list (@deleteEdge): nothing more to update here.
      toast(success, null, 'success');
    } catch (error) {
      toast(failureTitle, errorsOfFailure(error).general.join(' ') || DEDUPE_TEXTS.genericError, 'error');
      setSubmitting(false);
    }
  }

  const onMerge = () => {
    const master = selection.master;
    if (!master) return;
    void decide(
      () => merge({ matchId: data.id, canonicalId: master, duplicateIds: selection.duplicates }, place),
      DEDUPE_TEXTS.merged,
      DEDUPE_TEXTS.mergeError,
    );
  };
  const onDismiss = () => void decide(() => dismiss(data.id, place), DEDUPE_TEXTS.dismissed, DEDUPE_TEXTS.error);
  const onAsk = () => {
    const text = note.trim();
    setAsking(false);
    void decide(() => markNeedsMoreInformation(data.id, text, place), DEDUPE_TEXTS.markedNeedsMoreInformation, DEDUPE_TEXTS.error);
  };

  const title = rows.map((row) => row.label).join(' · ');
  return (
    <Card className={styles.card} role="article" aria-label={`Match: ${title}`}>
      <CardHeader
        header={
          <div className={styles.header}>
            <Text weight="semibold">{title}</Text>
            {data.fromImport ? <Tag size="small">{DEDUPE_TEXTS.fromImport}</Tag> : null}
          </div>
        }
        description={<Caption1>{`Rule ${data.rule} · score ${Math.round(data.score * 100)}%`}</Caption1>}
      />
      {data.note ? <Body1>Note: {data.note}</Body1> : null}
      <Table size="small" aria-label={`Records of the match ${title}`}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell className={styles.choice}>{DEDUPE_TEXTS.master}</TableHeaderCell>
            <TableHeaderCell className={styles.choice}>{DEDUPE_TEXTS.duplicate}</TableHeaderCell>
            {isCase ? (
              <>
                <TableHeaderCell>Plaintiff</TableHeaderCell>
                <TableHeaderCell>Date of birth</TableHeaderCell>
                <TableHeaderCell>Date of loss</TableHeaderCell>
                <TableHeaderCell>State</TableHeaderCell>
                <TableHeaderCell>Law firm</TableHeaderCell>
                <TableHeaderCell>Created by</TableHeaderCell>
                <TableHeaderCell>Created</TableHeaderCell>
                <TableHeaderCell>Liens</TableHeaderCell>
              </>
            ) : (
              <>
                <TableHeaderCell>Name</TableHeaderCell>
                <TableHeaderCell>Email</TableHeaderCell>
                <TableHeaderCell>User</TableHeaderCell>
                <TableHeaderCell>Account</TableHeaderCell>
                <TableHeaderCell>Last login</TableHeaderCell>
                <TableHeaderCell>Organization</TableHeaderCell>
              </>
            )}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => {
            const isMaster = selection.master === row.id;
            const mayBeMaster = data.masterCandidateIds.includes(row.id);
            return (
              <TableRow key={row.id}>
                <TableCell>
                  <Radio
                    name={`master-${data.id}`}
                    value={row.id}
                    checked={isMaster}
                    disabled={!mayBeMaster || submitting}
                    aria-label={`${DEDUPE_TEXTS.master}: ${row.label}`}
                    onChange={() => setSelection((current) => chooseMaster(current, row.id, data.masterCandidateIds))}
                  />
                </TableCell>
                <TableCell>
                  <Checkbox
                    checked={selection.duplicates.includes(row.id)}
                    disabled={isMaster || submitting}
                    aria-label={`${DEDUPE_TEXTS.duplicate}: ${row.label}`}
                    onChange={(_, checked) => setSelection((current) => toggleDuplicate(current, row.id, checked.checked === true))}
                  />
                </TableCell>
                {row.record.__typename === 'MatchedCase' ? (
                  <>
                    <TableCell>{row.record.plaintiffName}</TableCell>
                    <TableCell>{formatDate(row.record.plaintiffBirthdate as string | null) || '—'}</TableCell>
                    <TableCell>{formatDate(row.record.dateOfLoss as string | null) || '—'}</TableCell>
                    <TableCell>{row.record.stateOfIncident ?? '—'}</TableCell>
                    <TableCell>{row.record.lawFirm?.name ?? '—'}</TableCell>
                    <TableCell>{row.record.createdByOrganization.name}</TableCell>
                    <TableCell>{formatDate(row.record.createdAt as string | null) || '—'}</TableCell>
                    <TableCell>{row.record.lienCount}</TableCell>
                  </>
                ) : row.record.__typename === 'MatchedContact' ? (
                  <>
                    <TableCell>{row.label}</TableCell>
                    <TableCell>{row.record.email}</TableCell>
                    <TableCell>{row.record.isUser ? 'Yes' : 'No'}</TableCell>
                    <TableCell>
                      {row.record.isAccountDeactivated ? 'Deactivated' : row.record.isAccountSuspended ? 'Suspended' : 'Active'}
                    </TableCell>
                    <TableCell>{row.record.lastLogin ? formatDateTime(String(row.record.lastLogin)) : 'Never'}</TableCell>
                    <TableCell>{row.record.legalOrganization.name}</TableCell>
                  </>
                ) : null}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {!isCase && someMayNotBeMaster ? <Caption1>{DEDUPE_TEXTS.contactMasterHint}</Caption1> : null}
      <div className={styles.actions}>
        <Button appearance="primary" disabled={!data.canMerge || !canMerge(selection, submitting)} onClick={onMerge}>
          {DEDUPE_TEXTS.merge}
        </Button>
        <Button disabled={!data.canDismiss || !canDismiss(statusFilter, submitting)} onClick={onDismiss}>
          {DEDUPE_TEXTS.dismiss}
        </Button>
        <Button
          disabled={!data.canMarkNeedsMoreInformation || !canAskForInformation(statusFilter, submitting)}
          onClick={() => {
            setNote('');
            setAsking(true);
          }}
        >
          {DEDUPE_TEXTS.needsMoreInformation}
        </Button>
      </div>
      {asking ? (
        <Dialog open onOpenChange={(_, state) => !state.open && setAsking(false)}>
          <DialogSurface>
            <DialogBody>
              <DialogTitle>{DEDUPE_TEXTS.noteDialogTitle}</DialogTitle>
              <DialogContent>
                <Field label={DEDUPE_TEXTS.noteLabel} required>
                  <Textarea value={note} maxLength={5000} onChange={(_, state) => setNote(state.value)} />
                </Field>
              </DialogContent>
              <DialogActions>
                <Button onClick={() => setAsking(false)}>{DEDUPE_TEXTS.cancel}</Button>
                <Button appearance="primary" disabled={!note.trim()} onClick={onAsk}>
                  {DEDUPE_TEXTS.save}
                </Button>
              </DialogActions>
            </DialogBody>
          </DialogSurface>
        </Dialog>
      ) : null}
    </Card>
  );
}
