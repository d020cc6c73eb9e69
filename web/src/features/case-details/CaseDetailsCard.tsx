import { Button, Card, CardHeader, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { LazyBadge } from '../../ui/LazyBadge.tsx';
import { Edit20Regular, LockClosed16Regular } from '@fluentui/react-icons';
import { Suspense, lazy, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CaseDetailsCard_case$key } from '../../__generated__/CaseDetailsCard_case.graphql.ts';
import type { CaseDetailsCard_options$key } from '../../__generated__/CaseDetailsCard_options.graphql.ts';
import { formatDate } from '../../lib/format.ts';

// The edit form loads when editing starts, not with the case page.
const CaseDetailsForm = lazy(async () => ({ default: (await import('./CaseDetailsForm.tsx')).CaseDetailsForm }));

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalL,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0 },
});

type StatusDate = { label: string; value: string | null | undefined };

/** Statuses that carry a date, with the label of that date. */
function statusDate(
  status: string | null | undefined,
  data: {
    appearanceDate: string | null | undefined;
    lawsuitFiledDate: string | null | undefined;
    dateExpectedToReceiveCheck: string | null | undefined;
  },
): StatusDate | null {
  switch (status) {
    case 'CASE_SETTLED_NOT_YET_DISBURSED':
      return { label: 'Check expected by', value: data.dateExpectedToReceiveCheck };
    case 'IN_LITIGATION':
      return { label: 'Lawsuit filed', value: data.lawsuitFiledDate };
    case 'MEDIATION_OR_ARBITRATION_SCHEDULED':
    case 'TRIAL_SCHEDULED':
      return { label: 'Appearance date', value: data.appearanceDate };
    default:
      return null;
  }
}

export function CaseDetailsCard({ caseRef, options }: { caseRef: CaseDetailsCard_case$key; options: CaseDetailsCard_options$key }) {
  const styles = useStyles();
  const [editing, setEditing] = useState(false);
  const data = useFragment(
    graphql`
      fragment CaseDetailsCard_case on Case {
        id
        viewerCan {
          editDetails
        }
        plaintiff {
          firstName
          lastName
          birthdate
        }
        dateOfLoss
        stateOfIncident
        type
        status
        statusLabel
        lastUpdatedAt
        appearanceDate
        lawsuitFiledDate
        dateExpectedToReceiveCheck
        lawFirm {
          name
        }
        lienholders {
          id
          name
        }
      }
    `,
    caseRef,
  );
  const lists = useFragment(
    graphql`
      fragment CaseDetailsCard_options on Options {
        caseType {
          value
          label
        }
        usStates {
          value
          label
        }
      }
    `,
    options,
  );
  const labelOf = (list: ReadonlyArray<{ value: string; label: string }>, value: string | null | undefined) =>
    value ? (list.find((o) => o.value === value)?.label ?? value) : '';
  const dated = statusDate(data.status, data);
  const status = data.statusLabel ?? data.status ?? '';

  const rows: Array<[string, string]> = [
    ['First name', data.plaintiff.firstName],
    ['Last name', data.plaintiff.lastName],
    ['Date of birth', formatDate(data.plaintiff.birthdate)],
    ['Date of loss', formatDate(data.dateOfLoss)],
    ['State of incident', labelOf(lists.usStates, data.stateOfIncident)],
    ['Incident type', labelOf(lists.caseType, data.type)],
    ['Status', status && data.lastUpdatedAt ? `${status} (${formatDate(data.lastUpdatedAt)})` : status],
    ...(dated ? [[dated.label, formatDate(dated.value)] as [string, string]] : []),
    ['Law firm', data.lawFirm?.name ?? ''],
  ];
  if (data.lienholders.length > 0) {
    rows.push(['Related lienholders', data.lienholders.map((l) => l.name).join(', ')]);
  }

  // The registry decides: the case's law firm, or a lienholder while the case is editable by lienholders.
  const action = editing ? undefined : data.viewerCan.editDetails ? (
    <Button icon={<Edit20Regular />} onClick={() => setEditing(true)}>
      Edit
    </Button>
  ) : (
    <LazyBadge appearance="outline" color="informative" icon={<LockClosed16Regular />}>
      Locked by law firm
    </LazyBadge>
  );

  return (
    <Card aria-labelledby="case-details-title">
      <CardHeader
        header={
          <Text as="h2" weight="semibold" id="case-details-title">
            Case Details
          </Text>
        }
        action={action}
      />
      {editing ? (
        <Suspense fallback={<Spinner size="tiny" label="Loading..." />}>
          <CaseDetailsForm
            caseId={data.id}
            initial={{
              firstName: data.plaintiff.firstName,
              lastName: data.plaintiff.lastName,
              birthdate: data.plaintiff.birthdate ?? '',
              dateOfLoss: data.dateOfLoss ?? '',
              stateOfIncident: data.stateOfIncident ?? '',
              type: data.type ?? '',
            }}
            states={lists.usStates}
            types={lists.caseType}
            onDone={() => setEditing(false)}
          />
        </Suspense>
      ) : (
        <dl className={styles.grid}>
          {rows.map(([term, value]) => (
            <div key={term}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.value}>{value || '—'}</dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
