import { Button, Card, CardHeader, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { FinanceTab_case$key } from '../../__generated__/FinanceTab_case.graphql.ts';
import type { FinanceTab_lien$data, FinanceTab_lien$key } from '../../__generated__/FinanceTab_lien.graphql.ts';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { AddOrganizationDialog } from '../liens/AddOrganizationDialog.tsx';
import { RemoveLienDialog } from '../liens/RemoveLienDialog.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  own: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, padding: `0 ${tokens.spacingHorizontalM} ${tokens.spacingVerticalM}` },
  amount: { fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold },
  meta: { color: tokens.colorNeutralForeground3 },
  total: { fontWeight: tokens.fontWeightSemibold },
});

const updatedLine = (lien: Pick<FinanceTab_lien$data, 'balanceLastUpdatedAt' | 'balanceLastUpdatedByOrganizationName'>) =>
  lien.balanceLastUpdatedAt
    ? `Updated${lien.balanceLastUpdatedByOrganizationName ? ` by ${lien.balanceLastUpdatedByOrganizationName}` : ''} on ${formatDate(lien.balanceLastUpdatedAt)}`
    : 'Never updated';

/**
 * Each visible lien's balance with who updated it and when, the total of the visible balances, and the viewer's own
 * lien apart. The case's law firm removes liens here; it and lienholders on the case add lienholder organisations.
 */
export function FinanceTab({ caseRef, canRemoveLiens = false }: { caseRef: FinanceTab_case$key; canRemoveLiens?: boolean }) {
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
      <Text className={styles.total} aria-label="Total of visible balances">{`Total of visible balances: ${formatMoney((totalCents / 100).toFixed(2))}`}</Text>
      {data.userLien ? <OwnLien lienRef={data.userLien} /> : null}
      <Card aria-labelledby="finance-liens-title">
        <CardHeader
          header={<Text as="h2" weight="semibold" id="finance-liens-title">{data.userLien ? 'Other Liens' : 'Liens'}</Text>}
          action={<Button onClick={() => setAdding(true)}>Add Organization</Button>}
        />
        <LienTable
          liens={others}
          onRemove={canRemoveLiens ? setRemoving : null}
          emptyText={data.userLien ? 'No other liens on this case.' : 'No liens on this case yet.'}
        />
      </Card>
      {removing ? <RemoveLienDialog caseId={data.id} {...removing} onClose={() => setRemoving(null)} /> : null}
      {adding ? (
        <AddOrganizationDialog caseId={data.id} onCase={new Set(data.liens.map((lien) => lien.lienholder.internalID))} onClose={() => setAdding(false)} />
      ) : null}
    </div>
  );
}

function OwnLien({ lienRef }: { lienRef: FinanceTab_lien$key }) {
  const styles = useStyles();
  const lien = useFinanceLien(lienRef);
  return (
    <Card aria-labelledby="finance-own-title">
      <CardHeader header={<Text as="h2" weight="semibold" id="finance-own-title">Your Lien</Text>} />
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

function LienTable({ liens, onRemove, emptyText }: { liens: ReadonlyArray<{ id: string } & FinanceTab_lien$key>; onRemove: OnRemove; emptyText: string }) {
  if (!liens.length) return <Text style={{ padding: tokens.spacingHorizontalM }}>{emptyText}</Text>;
  return (
    <Table aria-label="Lien balances">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>Lienholder</TableHeaderCell>
          <TableHeaderCell>Balance</TableHeaderCell>
          <TableHeaderCell>Last update</TableHeaderCell>
          {onRemove ? <TableHeaderCell>Actions</TableHeaderCell> : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {liens.map((lien) => (
          <LienRow key={lien.id} lienId={lien.id} lienRef={lien} onRemove={onRemove} />
        ))}
      </TableBody>
    </Table>
  );
}

function LienRow({ lienId, lienRef, onRemove }: { lienId: string; lienRef: FinanceTab_lien$key; onRemove: OnRemove }) {
  const lien = useFinanceLien(lienRef);
  return (
    <TableRow>
      <TableCell>{lien.lienholder.name}</TableCell>
      <TableCell>{lien.balance === null ? '—' : formatMoney(lien.balance)}</TableCell>
      <TableCell>{lien.balance === null && !lien.balanceLastUpdatedAt ? 'Not visible or never posted' : updatedLine(lien)}</TableCell>
      {onRemove ? (
        <TableCell>
          <Button size="small" aria-label={`Remove ${lien.lienholder.name}`} onClick={() => onRemove({ lienId, lienholderName: lien.lienholder.name })}>
            Remove
          </Button>
        </TableCell>
      ) : null}
    </TableRow>
  );
}
