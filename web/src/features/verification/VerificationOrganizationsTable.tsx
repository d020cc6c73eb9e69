import {
  Body1,
  Button,
  Caption1,
  Spinner,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { useState } from 'react';
import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import type { VerificationOrganizationsTable_row$key } from '../../__generated__/VerificationOrganizationsTable_row.graphql.ts';
import type { VerificationOrganizationsTable_viewer$key } from '../../__generated__/VerificationOrganizationsTable_viewer.graphql.ts';
import { errorsOfFailure } from '../../ui/userErrors.ts';
import type { VerificationPlace } from './mutations/store.ts';
import { useVerifyLegalOrganizationMutation } from './mutations/useVerifyLegalOrganizationMutation.ts';
import { RowDecisions } from './RowDecisions.tsx';
import { useDecisionToast } from './useDecisionToast.tsx';
import { dedupedAll, VERIFICATION_PAGE_SIZE, VERIFICATION_TEXTS } from './texts.ts';
import { useTableStyles } from './styles.ts';
import { VerifiedMatchesDrawer } from './VerifiedMatchesDrawer.tsx';

/** The legal organisations (law firms and lienholders) to verify, a table 10 a page; the empty texts when none is left. */
export function VerificationOrganizationsTable({
  viewer,
  place,
}: {
  viewer: VerificationOrganizationsTable_viewer$key;
  place: Omit<VerificationPlace, 'connectionId'>;
}) {
  const styles = useTableStyles();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment VerificationOrganizationsTable_viewer on Viewer
      @refetchable(queryName: "VerificationOrganizationsTablePaginationQuery")
      @argumentDefinitions(
        status: { type: "StaffVerificationStatus" }
        search: { type: "String" }
        relatedToCompulsionFirm: { type: "Boolean" }
        createdByOrganizationId: { type: "ID" }
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
      ) {
        verificationOrganizations(
          status: $status
          search: $search
          relatedToCompulsionFirm: $relatedToCompulsionFirm
          createdByOrganizationId: $createdByOrganizationId
          first: $count
          after: $cursor
        )
          @connection(
            key: "VerificationOrganizationsTable_verificationOrganizations"
            filters: ["status", "search", "relatedToCompulsionFirm", "createdByOrganizationId"]
          ) {
          __id
          totalCount
          edges {
            node {
              id
              ...VerificationOrganizationsTable_row
            }
          }
        }
      }
    `,
    viewer,
  );
  const connection = data.verificationOrganizations;
  if (!connection) return null;
  if (connection.edges.length === 0 && !hasNext) {
    return (
      <div className={styles.empty} role="status">
        <Subtitle2>{dedupedAll('legal organization')}</Subtitle2>
        <Body1>{VERIFICATION_TEXTS.repopulate}</Body1>
      </div>
    );
  }
  const full = { ...place, connectionId: connection.__id };
  return (
    <div className={styles.column}>
      <Caption1 aria-live="polite">{connection.totalCount === 1 ? '1 organization' : `${connection.totalCount} organizations`}</Caption1>
      <Table aria-label={VERIFICATION_TEXTS.organizationsTab}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{VERIFICATION_TEXTS.columns.name}</TableHeaderCell>
            <TableHeaderCell>{VERIFICATION_TEXTS.columns.type}</TableHeaderCell>
            <TableHeaderCell>{VERIFICATION_TEXTS.columns.address}</TableHeaderCell>
            <TableHeaderCell>{VERIFICATION_TEXTS.columns.website}</TableHeaderCell>
            <TableHeaderCell>{VERIFICATION_TEXTS.columns.cases}</TableHeaderCell>
            <TableHeaderCell>{VERIFICATION_TEXTS.columns.note}</TableHeaderCell>
            <TableHeaderCell>{VERIFICATION_TEXTS.columns.actions}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {connection.edges.map(({ node }) => (
            <OrganizationRow key={node.id} row={node} place={full} />
          ))}
        </TableBody>
      </Table>
      {hasNext ? (
        <Button
          disabled={isLoadingNext}
          icon={isLoadingNext ? <Spinner size="tiny" /> : undefined}
          onClick={() => loadNext(VERIFICATION_PAGE_SIZE)}
        >
          {VERIFICATION_TEXTS.loadMore}
        </Button>
      ) : null}
    </div>
  );
}

function OrganizationRow({ row, place }: { row: VerificationOrganizationsTable_row$key; place: VerificationPlace }) {
  const styles = useTableStyles();
  const organization = useFragment(
    graphql`
      fragment VerificationOrganizationsTable_row on StaffLegalOrganization {
        id
        name
        type
        website
        caseCount
        dismissedVerificationNote
        address {
          address1
          city
          state
          zipCode
        }
        canVerify
        canMarkNeedsMoreInformation
        canMarkCouldNotVerify
      }
    `,
    row,
  );
  const [choosing, setChoosing] = useState(false);
  const [verify, busy] = useVerifyLegalOrganizationMutation();
  const toast = useDecisionToast();
  const { address } = organization;
  const choose = async (verifiedMatchId: string | null) => {
    setChoosing(false);
    try {
      const result = await verify(organization.id, verifiedMatchId, place);
      toast(VERIFICATION_TEXTS.organizationVerified, result.userErrors);
    } catch (failure) {
      toast('', [{ message: errorsOfFailure(failure).general.join(' ') || VERIFICATION_TEXTS.genericError }]);
    }
  };
  return (
    <TableRow>
      <TableCell>{organization.name}</TableCell>
      <TableCell>{organization.type}</TableCell>
      <TableCell>{[address.address1, address.city, address.state, address.zipCode].filter(Boolean).join(', ')}</TableCell>
      <TableCell>{organization.website}</TableCell>
      <TableCell>{organization.caseCount}</TableCell>
      <TableCell>{organization.dismissedVerificationNote}</TableCell>
      <TableCell>
        <div className={styles.actions}>
          <Button size="small" appearance="primary" disabled={busy || !organization.canVerify} onClick={() => setChoosing(true)}>
            {VERIFICATION_TEXTS.verify}
          </Button>
          <RowDecisions
            id={organization.id}
            note={organization.dismissedVerificationNote}
            canMarkNeedsMoreInformation={organization.canMarkNeedsMoreInformation}
            canMarkCouldNotVerify={organization.canMarkCouldNotVerify}
            place={place}
          />
        </div>
        {choosing ? <VerifiedMatchesDrawer open onClose={() => setChoosing(false)} onChoose={(id) => void choose(id)} /> : null}
      </TableCell>
    </TableRow>
  );
}
