import {
  Body1,
  Button,
  SearchBox,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Toast,
  ToastTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Suspense, useEffect, useRef, useState } from 'react';
import { graphql, useFragment, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import type { VerifiedMatchesDrawerQuery } from '../../__generated__/VerifiedMatchesDrawerQuery.graphql.ts';
import type { VerifiedMatchesDrawer_row$key } from '../../__generated__/VerifiedMatchesDrawer_row.graphql.ts';
import type { VerifiedMatchesDrawer_viewer$key } from '../../__generated__/VerifiedMatchesDrawer_viewer.graphql.ts';
import { SideDrawer } from '../../ui/SideDrawer.tsx';
import { useAppToasts } from '../../ui/useAppToasts.ts';
import { DEBOUNCE_MS, VERIFICATION_PAGE_SIZE, VERIFICATION_TEXTS } from './texts.ts';
import { EMPTY_MATCH, type VerifiedMatchValues } from './matchForm.ts';
import { VerifiedMatchModal } from './VerifiedMatchModal.tsx';

const useStyles = makeStyles({
  drawer: { width: '70%', maxWidth: '100vw' },
  bar: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', marginBottom: tokens.spacingVerticalM },
  grow: { flexGrow: 1 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/**
 * The Verified Matches drawer (spec 002 §2; 70% wide): verified organisations found by 'Find verified match', 10 a
 * page, each editable, and 'Add verified match'. Opened for an organisation of the table, each row can verify it as
 * that match.
 */
export function VerifiedMatchesDrawer({
  open,
  onClose,
  onChoose,
}: {
  open: boolean;
  onClose: () => void;
  /** Set when the drawer was opened to verify an organisation: verify it as the chosen match (or without one). */
  onChoose?: ((verifiedMatchId: string | null) => void) | undefined;
}) {
  const styles = useStyles();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const [editing, setEditing] = useState<VerifiedMatchValues | null>(null);
  const [connectionId, setConnectionId] = useState<string | null>(null);
  const { dispatchToast } = useAppToasts();
  return (
    <SideDrawer title={VERIFICATION_TEXTS.verifiedMatches} open={open} onClose={onClose} className={styles.drawer}>
      <div className={styles.bar}>
        <SearchBox
          className={styles.grow}
          aria-label={VERIFICATION_TEXTS.findVerifiedMatch}
          placeholder={VERIFICATION_TEXTS.findVerifiedMatch}
          value={search}
          maxLength={200}
          onChange={(_, state) => {
            setSearch(state.value);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => setQuery(state.value.trim()), DEBOUNCE_MS);
          }}
        />
        {onChoose ? <Button onClick={() => onChoose(null)}>{VERIFICATION_TEXTS.verifyWithoutMatch}</Button> : null}
        <Button appearance="primary" onClick={() => setEditing(EMPTY_MATCH)}>
          {VERIFICATION_TEXTS.addVerifiedMatch}
        </Button>
      </div>
      {open ? (
        <Suspense fallback={<Spinner />}>
          <VerifiedMatchList search={query} onEdit={setEditing} onChoose={onChoose} onConnection={setConnectionId} />
        </Suspense>
      ) : null}
      {editing ? (
        <VerifiedMatchModal
          initial={editing}
          connectionId={connectionId}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            dispatchToast(
              <Toast>
                <ToastTitle>{VERIFICATION_TEXTS.verifiedMatchSaved}</ToastTitle>
              </Toast>,
              { intent: 'success', timeout: 3000 },
            );
          }}
        />
      ) : null}
    </SideDrawer>
  );
}

function VerifiedMatchList({
  search,
  onEdit,
  onChoose,
  onConnection,
}: {
  search: string;
  onEdit: (values: VerifiedMatchValues) => void;
  onChoose?: ((verifiedMatchId: string | null) => void) | undefined;
  onConnection: (id: string | null) => void;
}) {
  const data = useLazyLoadQuery<VerifiedMatchesDrawerQuery>(
    graphql`
      query VerifiedMatchesDrawerQuery($search: String) {
        viewer {
          ...VerifiedMatchesDrawer_viewer @arguments(search: $search)
        }
      }
    `,
    { search: search || null },
    { fetchPolicy: 'store-and-network' },
  );
  if (!data.viewer) return null;
  return <VerifiedMatchRows viewer={data.viewer} onEdit={onEdit} onChoose={onChoose} onConnection={onConnection} />;
}

function VerifiedMatchRows({
  viewer,
  onEdit,
  onChoose,
  onConnection,
}: {
  viewer: VerifiedMatchesDrawer_viewer$key;
  onEdit: (values: VerifiedMatchValues) => void;
  onChoose?: ((verifiedMatchId: string | null) => void) | undefined;
  onConnection: (id: string | null) => void;
}) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment VerifiedMatchesDrawer_viewer on Viewer
      @refetchable(queryName: "VerifiedMatchesDrawerPaginationQuery")
      @argumentDefinitions(search: { type: "String" }, count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        verifiedMatches(search: $search, first: $count, after: $cursor)
          @connection(key: "VerifiedMatchesDrawer_verifiedMatches", filters: ["search"]) {
          __id
          edges {
            node {
              id
              ...VerifiedMatchesDrawer_row
            }
          }
        }
      }
    `,
    viewer,
  );
  const connection = data.verifiedMatches;
  const connectionId = connection?.__id ?? null;
  useEffect(() => onConnection(connectionId), [connectionId, onConnection]);
  if (!connection) return null;
  if (!connection.edges.length) return <Body1>{VERIFICATION_TEXTS.noVerifiedMatches}</Body1>;
  return (
    <>
      <Table aria-label={VERIFICATION_TEXTS.verifiedMatches}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{VERIFICATION_TEXTS.columns.name}</TableHeaderCell>
            <TableHeaderCell>{VERIFICATION_TEXTS.columns.type}</TableHeaderCell>
            <TableHeaderCell>{VERIFICATION_TEXTS.columns.address}</TableHeaderCell>
            <TableHeaderCell>{VERIFICATION_TEXTS.columns.website}</TableHeaderCell>
            <TableHeaderCell>{VERIFICATION_TEXTS.columns.lastVerified}</TableHeaderCell>
            <TableHeaderCell>{VERIFICATION_TEXTS.columns.actions}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {connection.edges.map(({ node }) => (
            <VerifiedMatchRow key={node.id} row={node} onEdit={onEdit} onChoose={onChoose} />
          ))}
        </TableBody>
      </Table>
      {hasNext ? (
        <Button disabled={isLoadingNext} onClick={() => loadNext(VERIFICATION_PAGE_SIZE)}>
          {VERIFICATION_TEXTS.loadMore}
        </Button>
      ) : null}
    </>
  );
}

function VerifiedMatchRow({
  row,
  onEdit,
  onChoose,
}: {
  row: VerifiedMatchesDrawer_row$key;
  onEdit: (values: VerifiedMatchValues) => void;
  onChoose?: ((verifiedMatchId: string | null) => void) | undefined;
}) {
  const styles = useStyles();
  const match = useFragment(
    graphql`
      fragment VerifiedMatchesDrawer_row on StaffLegalOrganization {
        id
        name
        type
        phoneNumber
        website
        verificationWebsite
        lastVerifiedAt
        address {
          address1
          address2
          city
          state
          zipCode
        }
      }
    `,
    row,
  );
  const { address } = match;
  return (
    <TableRow>
      <TableCell>{match.name}</TableCell>
      <TableCell>{match.type}</TableCell>
      <TableCell>{[address.address1, address.address2, address.city, address.state, address.zipCode].filter(Boolean).join(', ')}</TableCell>
      <TableCell>{match.website}</TableCell>
      <TableCell>{match.lastVerifiedAt ? new Date(match.lastVerifiedAt).toLocaleDateString('en-US') : ''}</TableCell>
      <TableCell>
        <div className={styles.actions}>
          <Button
            size="small"
            onClick={() =>
              onEdit({
                id: match.id,
                name: match.name,
                type: match.type,
                address1: address.address1,
                address2: address.address2,
                city: address.city,
                state: address.state,
                zipCode: address.zipCode,
                phoneNumber: match.phoneNumber,
                email: '',
                website: match.website,
                verificationWebsite: match.verificationWebsite,
              })
            }
          >
            {VERIFICATION_TEXTS.edit}
          </Button>
          {onChoose ? (
            <Button size="small" appearance="primary" onClick={() => onChoose(match.id)}>
              {VERIFICATION_TEXTS.useMatch}
            </Button>
          ) : null}
        </div>
      </TableCell>
    </TableRow>
  );
}
