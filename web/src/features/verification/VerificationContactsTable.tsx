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
import type { VerificationContactsTable_row$key } from '../../__generated__/VerificationContactsTable_row.graphql.ts';
import type { VerificationContactsTable_viewer$key } from '../../__generated__/VerificationContactsTable_viewer.graphql.ts';
import type { VerificationPlace } from './mutations/store.ts';
import { RowDecisions } from './RowDecisions.tsx';
import { useTableStyles } from './styles.ts';
import { useDecisionToast } from './useDecisionToast.tsx';
import { dedupedAll, VERIFICATION_PAGE_SIZE, VERIFICATION_TEXTS } from './texts.ts';
import { VerifyContactModal } from './VerifyContactModal.tsx';

/** The contacts to verify, a table 10 a page with 'Load more'; the empty texts when none is left. */
export function VerificationContactsTable({
  viewer,
  place,
}: {
  viewer: VerificationContactsTable_viewer$key;
  place: Omit<VerificationPlace, 'connectionId'>;
}) {
  const styles = useTableStyles();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment VerificationContactsTable_viewer on Viewer
      @refetchable(queryName: "VerificationContactsTablePaginationQuery")
      @argumentDefinitions(
        status: { type: "StaffVerificationStatus" }
        search: { type: "String" }
        relatedToCompulsionFirm: { type: "Boolean" }
        createdByOrganizationId: { type: "ID" }
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
      ) {
        verificationContacts(
          status: $status
          search: $search
          relatedToCompulsionFirm: $relatedToCompulsionFirm
          createdByOrganizationId: $createdByOrganizationId
          first: $count
          after: $cursor
        )
          @connection(
            key: "VerificationContactsTable_verificationContacts"
            filters: ["status", "search", "relatedToCompulsionFirm", "createdByOrganizationId"]
          ) {
          __id
          totalCount
          edges {
            node {
              id
              ...VerificationContactsTable_row
            }
          }
        }
      }
    `,
    viewer,
  );
  const connection = data.verificationContacts;
  if (!connection) return null;
  if (connection.edges.length === 0 && !hasNext) {
    return (
      <div className={styles.empty} role="status">
        <Subtitle2>{dedupedAll('contact')}</Subtitle2>
        <Body1>{VERIFICATION_TEXTS.repopulate}</Body1>
      </div>
    );
  }
  const full = { ...place, connectionId: connection.__id };
  return (
    <div className={styles.column}>
      <Caption1 aria-live="polite">{connection.totalCount === 1 ? '1 contact' : `${connection.totalCount} contacts`}</Caption1>
      <Table aria-label={VERIFICATION_TEXTS.contactsTab}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{VERIFICATION_TEXTS.columns.name}</TableHeaderCell>
            <TableHeaderCell>{VERIFICATION_TEXTS.columns.email}</TableHeaderCell>
            <TableHeaderCell>{VERIFICATION_TEXTS.columns.organization}</TableHeaderCell>
            <TableHeaderCell>{VERIFICATION_TEXTS.columns.createdBy}</TableHeaderCell>
            <TableHeaderCell>{VERIFICATION_TEXTS.columns.note}</TableHeaderCell>
            <TableHeaderCell>{VERIFICATION_TEXTS.columns.actions}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {connection.edges.map(({ node }) => (
            <ContactRow key={node.id} row={node} place={full} />
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

function ContactRow({ row, place }: { row: VerificationContactsTable_row$key; place: VerificationPlace }) {
  const styles = useTableStyles();
  const contact = useFragment(
    graphql`
      fragment VerificationContactsTable_row on VerificationContact {
        id
        firstName
        lastName
        email
        dismissedVerificationNote
        createdByOrganizationName
        legalOrganization {
          name
        }
        canVerify
        canMarkNeedsMoreInformation
        canMarkCouldNotVerify
      }
    `,
    row,
  );
  const [verifying, setVerifying] = useState(false);
  const toast = useDecisionToast();
  const name = `${contact.firstName} ${contact.lastName}`.trim();
  return (
    <TableRow>
      <TableCell>{name}</TableCell>
      <TableCell>{contact.email}</TableCell>
      <TableCell>{contact.legalOrganization.name}</TableCell>
      <TableCell>{contact.createdByOrganizationName ?? ''}</TableCell>
      <TableCell>{contact.dismissedVerificationNote}</TableCell>
      <TableCell>
        <div className={styles.actions}>
          <Button
            size="small"
            appearance="primary"
            disabled={!contact.canVerify}
            onClick={() => setVerifying(true)}
            aria-label={`Verify ${name}`}
          >
            {VERIFICATION_TEXTS.verify}
          </Button>
          <RowDecisions
            id={contact.id}
            note={contact.dismissedVerificationNote}
            canMarkNeedsMoreInformation={contact.canMarkNeedsMoreInformation}
            canMarkCouldNotVerify={contact.canMarkCouldNotVerify}
            place={place}
          />
        </div>
        {verifying ? (
          <VerifyContactModal
            contact={{ id: contact.id, firstName: contact.firstName, lastName: contact.lastName, email: contact.email }}
            place={place}
            onClose={() => setVerifying(false)}
            onDone={() => {
              setVerifying(false);
              toast(VERIFICATION_TEXTS.contactVerified);
            }}
          />
        ) : null}
      </TableCell>
    </TableRow>
  );
}
