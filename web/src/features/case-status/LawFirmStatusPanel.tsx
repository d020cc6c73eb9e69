import { Button, Card, CardHeader, Field, Input, Select, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { LawFirmStatusPanel_case$key } from '../../__generated__/LawFirmStatusPanel_case.graphql.ts';
import type {
  LawFirmStatusPanel_options$data,
  LawFirmStatusPanel_options$key,
} from '../../__generated__/LawFirmStatusPanel_options.graphql.ts';
import { formatDate } from '../../lib/format.ts';
import { MutationDialog } from '../../ui/MutationDialog.tsx';
import { useFormErrors } from '../../ui/useFormErrors.ts';
import { DATE_MESSAGES, TEXT_LIMITS, dateError, latestToday } from '../../lib/input-rules.ts';
import { useUpdateCaseStatusMutation } from './mutations/useUpdateCaseStatusMutation.ts';

const useStyles = makeStyles({
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: `0 ${tokens.spacingHorizontalM} ${tokens.spacingVerticalM}`,
  },
  status: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  meta: { color: tokens.colorNeutralForeground3 },
});

type DatedStatus = LawFirmStatusPanel_options$data['datedCaseStatuses'][number];

export function LawFirmStatusPanel({
  caseRef,
  options,
}: {
  caseRef: LawFirmStatusPanel_case$key;
  options: LawFirmStatusPanel_options$key;
}) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment LawFirmStatusPanel_case on Case {
        id
        viewerCan {
          updateStatus
        }
        status
        statusLabel
        appearanceDate
        lawsuitFiledDate
        dateExpectedToReceiveCheck
        lastUpdatedAt
        lastUpdatedByOrganizationName
        lawFirm {
          name
        }
      }
    `,
    caseRef,
  );
  const lists = useFragment(
    graphql`
      fragment LawFirmStatusPanel_options on Options {
        caseStatus {
          value
          label
        }
        datedCaseStatuses {
          value
          dateField
          dateLabel
        }
      }
    `,
    options,
  );
  const [open, setOpen] = useState(false);
  const dated = lists.datedCaseStatuses.find((option) => option.value === data.status);
  const datesByField: Record<string, string | null | undefined> = {
    appearanceDate: data.appearanceDate,
    lawsuitFiledDate: data.lawsuitFiledDate,
    dateExpectedToReceiveCheck: data.dateExpectedToReceiveCheck,
  };
  const statusDate = dated?.dateField ? datesByField[dated.dateField] : null;
  const updater = data.lastUpdatedByOrganizationName ?? data.lawFirm?.name;

  return (
    <Card aria-labelledby="law-firm-status-title">
      <CardHeader
        header={
          <Text as="h2" weight="semibold" id="law-firm-status-title">
            Law Firm Status
          </Text>
        }
        action={
          data.viewerCan.updateStatus ? (
            <Button appearance="primary" onClick={() => setOpen(true)}>
              Update Now
            </Button>
          ) : undefined
        }
      />
      <div className={styles.body}>
        <Text className={styles.status}>{data.statusLabel ?? 'No status yet'}</Text>
        {dated && typeof statusDate === 'string' ? <Text>{`${dated.dateLabel}: ${formatDate(statusDate)}`}</Text> : null}
        {data.lastUpdatedAt && updater ? (
          <Text className={styles.meta}>{`Last Updated by ${updater} on ${formatDate(data.lastUpdatedAt)}`}</Text>
        ) : (
          <Text className={styles.meta}>Never updated</Text>
        )}
      </div>
      {open ? (
        <StatusUpdateDialog
          caseId={data.id}
          currentStatus={data.status ?? null}
          statuses={lists.caseStatus}
          datedStatuses={lists.datedCaseStatuses}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </Card>
  );
}

function StatusUpdateDialog({
  caseId,
  currentStatus,
  statuses,
  datedStatuses,
  onClose,
}: {
  caseId: string;
  currentStatus: string | null;
  statuses: ReadonlyArray<{ value: string; label: string }>;
  datedStatuses: ReadonlyArray<DatedStatus>;
  onClose: () => void;
}) {
  const [updateCaseStatus, inFlight] = useUpdateCaseStatusMutation();
  const [status, setStatus] = useState(currentStatus ?? '');
  const [date, setDate] = useState('');
  const [note, setNote] = useState('');
  const { errors, submit: run, field } = useFormErrors();
  const dated = datedStatuses.find((option) => option.value === status);
  // A lawsuit is filed in the past; hearings and expected checks may lie ahead (the registry's rules).
  const filing = dated?.dateField === 'lawsuitFiledDate';
  const dateProblem = dated ? dateError(date, filing ? { future: DATE_MESSAGES.lawsuitFiledInFuture } : {}) : undefined;

  async function submit(noChange: boolean) {
    if (!noChange && dateProblem) return;
    const updated = await run(() =>
      updateCaseStatus(
        { caseId, status: noChange ? null : status || null, date: !noChange && dated ? date || null : null, note, noChange },
        statuses.find((option) => option.value === status)?.label ?? null,
      ),
    );
    if (updated) onClose();
  }

  return (
    <MutationDialog
      title="Update Case Status"
      submitLabel="Update"
      onSubmit={() => submit(false)}
      onClose={onClose}
      inFlight={inFlight}
      submitDisabled={Boolean(dateProblem)}
      generalErrors={errors.general}
      secondaryActions={
        <Button disabled={inFlight || !currentStatus} onClick={() => submit(true)}>
          No Change
        </Button>
      }
    >
      <Field label="Status" required {...field('status')}>
        <Select value={status} onChange={(_, { value }) => setStatus(value)}>
          <option value="" disabled>
            Select a status
          </option>
          {statuses.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </Field>
      {dated ? (
        <Field label={dated.dateLabel ?? 'Date'} required validationMessage={dateProblem ?? errors.fields.date}>
          <Input type="date" value={date} max={filing ? latestToday() : undefined} onChange={(_, { value }) => setDate(value)} />
        </Field>
      ) : null}
      <Field label="Note" hint="Kept in the case history." {...field('note')}>
        <Textarea value={note} maxLength={TEXT_LIMITS.note} onChange={(_, { value }) => setNote(value)} />
      </Field>
    </MutationDialog>
  );
}
