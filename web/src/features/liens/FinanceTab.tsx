import {
  Badge,
  Button,
  Card,
  CardHeader,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import type { FinanceTab_case$key } from '../../__generated__/FinanceTab_case.graphql.ts';
import type { FinanceTab_lien$data, FinanceTab_lien$key } from '../../__generated__/FinanceTab_lien.graphql.ts';
import { useState } from 'react';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { LienHistoryDialog } from './LienHistoryDialog.tsx';
import { RejectLienVerificationDialog } from '../lien-rejection/RejectLienVerificationDialog.tsx';
import { AddOrganizationDialog } from './AddOrganizationDialog.tsx';
import { RemoveLienDialog } from './RemoveLienDialog.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  own: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: `0 ${tokens.spacingHorizontalM} ${tokens.spacingVerticalM}`,
  },
  amount: { fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold },
  meta: { color: tokens.colorNeutralForeground3 },
  total: { fontWeight: tokens.fontWeightSemibold },
  verification: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', whiteSpace: 'nowrap' },
});

const VERIFICATION_LABELS: Record<string, string> = {
  PENDING: 'Pending',
  RESUBMITTED: 'Resubmitted',
  VERIFIED: 'Verified',
  REJECTED: 'Rejected',
};

const updatedLine = (lien: Pick<FinanceTab_lien$data, 'balanceLastUpdatedAt' | 'balanceLastUpdatedByOrganizationName'>) =>
  lien.balanceLastUpdatedAt
    ? `Updated${lien.balanceLastUpdatedByOrganizationName ? ` by ${lien.balanceLastUpdatedByOrganizationName}` : ''} on ${formatDate(lien.balanceLastUpdatedAt)}`
    : 'Never updated';

/**
 * Each visible lien's balance with who updated it and when, the total of the visible balances, and the viewer's own
 * lien apart. The case's law firm rejects verifications and removes liens here; it and lienholders on the case add
 * lienholder organisations.
 */
export function FinanceTab({
  caseRef,
  canRejectVerification = false,
  canRemoveLiens = false,
}: {
  caseRef: FinanceTab_case$key;
  canRejectVerification?: boolean;
  canRemoveLiens?: boolean;
}) {
  const styles = useStyles();
  const [adding, setAdding] = useState(false);
  // Held here, not in the row: the row leaves at once (optimistic removal) while the dialog still shows the outcome.
  const [removing, setRemoving] = useState<{ lienId: string; lienholderName: string } | null>(null);
  const data = useFragment(
    graphql`
      fragment FinanceTab_case on Case {
        id
        userLien {
          id
          ...FinanceTab_lien
        }
        liens {
          id
          isOwn
          balance
          lienholder {
            internalID
          }
          ...FinanceTab_lien
        }
      }
    `,
    caseRef,
  );
  const others = data.liens.filter((lien) => !lien.isOwn);
  // Money arrives as decimal strings: add in cents to stay exact.
  const totalCents = data.liens.reduce((sum, lien) => sum + (lien.balance === null ? 0 : Math.round(Number(lien.balance) * 100)), 0);
  return (
    <div className={styles.root}>
      <Text
        className={styles.total}
        aria-label="Total of visible balances"
      >{`Total of visible balances: ${formatMoney((totalCents / 100).toFixed(2))}`}</Text>
      {data.userLien ? <OwnLien lienRef={data.userLien} /> : null}
      <Card aria-labelledby="finance-liens-title">
        <CardHeader
          header={
            <Text as="h2" weight="semibold" id="finance-liens-title">
              {data.userLien ? 'Other Liens' : 'Liens'}
            </Text>
          }
          action={<Button onClick={() => setAdding(true)}>Add Organization</Button>}
        />
        <LienTable
          liens={others}
          canRejectVerification={canRejectVerification}
          onRemove={canRemoveLiens ? setRemoving : null}
          emptyText={data.userLien ? 'No other liens on this case.' : 'No liens on this case yet.'}
        />
      </Card>
      {removing ? <RemoveLienDialog caseId={data.id} {...removing} onClose={() => setRemoving(null)} /> : null}
      {adding ? (
        <AddOrganizationDialog
          caseId={data.id}
          onCase={new Set(data.liens.map((lien) => lien.lienholder.internalID))}
          onClose={() => setAdding(false)}
        />
      ) : null}
    </div>
  );
}

function OwnLien({ lienRef }: { lienRef: FinanceTab_lien$key }) {
  const styles = useStyles();
  const lien = useFinanceLien(lienRef);
  return (
    <Card aria-labelledby="finance-own-title">
      <CardHeader
        header={
          <Text as="h2" weight="semibold" id="finance-own-title">
            Your Lien
          </Text>
        }
      />
      <div className={styles.own}>
        <Text className={styles.amount}>{lien.balance === null ? 'No balance posted' : formatMoney(lien.balance)}</Text>
        <Text className={styles.meta}>{updatedLine(lien)}</Text>
      </div>
    </Card>
  );
}

function useFinanceLien(lienRef: FinanceTab_lien$key) {
  return useFragment(
    graphql`
      fragment FinanceTab_lien on Lien {
        id
        hasOpenRejection
        balance
        balanceLastUpdatedAt
        balanceLastUpdatedByOrganizationName
        verificationStatus
        lienholder {
          name
        }
      }
    `,
    lienRef,
  );
}

type OnRemove = ((lien: { lienId: string; lienholderName: string }) => void) | null;

function LienTable({
  liens,
  emptyText,
  canRejectVerification,
  onRemove,
}: {
  liens: ReadonlyArray<{ id: string } & FinanceTab_lien$key>;
  emptyText: string;
  canRejectVerification: boolean;
  onRemove: OnRemove;
}) {
  if (!liens.length) return <Text style={{ padding: tokens.spacingHorizontalM }}>{emptyText}</Text>;
  return (
    <Table aria-label="Lien balances">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>Lienholder</TableHeaderCell>
          <TableHeaderCell>Balance</TableHeaderCell>
          <TableHeaderCell>Last update</TableHeaderCell>
          <TableHeaderCell>Verification</TableHeaderCell>
          {canRejectVerification || onRemove ? <TableHeaderCell>Actions</TableHeaderCell> : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {liens.map((lien) => (
          <LienRow key={lien.id} lienId={lien.id} lienRef={lien} canRejectVerification={canRejectVerification} onRemove={onRemove} />
        ))}
      </TableBody>
    </Table>
  );
}

function LienRow({
  lienId,
  lienRef,
  canRejectVerification,
  onRemove,
}: {
  lienId: string;
  lienRef: FinanceTab_lien$key;
  canRejectVerification: boolean;
  onRemove: OnRemove;
}) {
  const styles = useStyles();
  const lien = useFinanceLien(lienRef);
  const [dialog, setDialog] = useState<'reject' | 'history' | null>(null);
  return (
    <TableRow>
      <TableCell>{lien.lienholder.name}</TableCell>
      <TableCell>{lien.balance === null ? '—' : formatMoney(lien.balance)}</TableCell>
      <TableCell>{lien.balance === null && !lien.balanceLastUpdatedAt ? 'Not visible or never posted' : updatedLine(lien)}</TableCell>
      <TableCell>
        <span className={styles.verification}>
          {VERIFICATION_LABELS[lien.verificationStatus] ?? lien.verificationStatus}
          {lien.hasOpenRejection ? (
            <Badge appearance="tint" color="danger">
              Verification rejected
            </Badge>
          ) : null}
        </span>
      </TableCell>
      {canRejectVerification || onRemove ? (
        <TableCell>
          <div className={styles.actions}>
            {/* One open rejection at a time: the lienholder answers it first. */}
            {canRejectVerification ? (
              <Button
                size="small"
                disabled={lien.hasOpenRejection}
                aria-label={`Reject verification of ${lien.lienholder.name}'s lien`}
                onClick={() => setDialog('reject')}
              >
                Reject verification
              </Button>
            ) : null}
            {onRemove ? (
              <Button
                size="small"
                aria-label={`Remove ${lien.lienholder.name}`}
                onClick={() => onRemove({ lienId, lienholderName: lien.lienholder.name })}
              >
                Remove
              </Button>
            ) : null}
            <Button
              size="small"
              appearance="subtle"
              aria-label={`History of ${lien.lienholder.name}'s lien`}
              onClick={() => setDialog('history')}
            >
              History
            </Button>
          </div>
          {dialog === 'reject' ? (
            <RejectLienVerificationDialog lienId={lien.id} lienholderName={lien.lienholder.name} onClose={() => setDialog(null)} />
          ) : null}
          {dialog === 'history' ? (
            <LienHistoryDialog lienId={lien.id} lienholderName={lien.lienholder.name} onClose={() => setDialog(null)} />
          ) : null}
        </TableCell>
      ) : null}
    </TableRow>
  );
}
