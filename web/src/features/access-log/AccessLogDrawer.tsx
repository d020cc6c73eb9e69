import { Body1, Button, Caption1, Field, Select, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Component, Suspense, useState, useTransition, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import type { AccessLogDrawerQuery } from '../../__generated__/AccessLogDrawerQuery.graphql.ts';
import type { AccessAction, AccessLogList_case$key } from '../../__generated__/AccessLogList_case.graphql.ts';
import { formatDateTime } from '../../lib/format.ts';
import { SideDrawer } from '../../ui/SideDrawer.tsx';
import { ACCESS_LOG_TITLE, ACTION_LABELS, describeAccess } from './describeAccess.ts';

const TITLE = ACCESS_LOG_TITLE;
const PAGE = 20;

const ACTIONS = (['LIST', 'VIEW', 'CREATE', 'UPDATE', 'DELETE'] as const).map((value) => ({ value, label: ACTION_LABELS[value] }));

const useStyles = makeStyles({
  drawer: { width: '520px', maxWidth: '100vw' },
  filters: { display: 'flex', gap: tokens.spacingHorizontalM, marginBottom: tokens.spacingVerticalM, '> *': { flex: 1 } },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    paddingBottom: tokens.spacingVerticalM,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  meta: { color: tokens.colorNeutralForeground3 },
  more: { alignSelf: 'center', marginTop: tokens.spacingVerticalM },
});

export function AccessLogDrawer({ caseInternalID, open, onClose }: { caseInternalID: string; open: boolean; onClose: () => void }) {
  const styles = useStyles();
  return (
    <SideDrawer
      title={TITLE}
      open={open}
      onClose={onClose}
      className={styles.drawer}
      header={<Caption1>Every read and change of this case's health data, by anyone, newest first.</Caption1>}
    >
      {/* Fetched only while open: the log is read on demand, and reading it is itself logged. */}
      {open ? (
        <LoadFailure>
          <Suspense fallback={<Spinner label="Loading…" />}>
            <AccessLogContent caseInternalID={caseInternalID} />
          </Suspense>
        </LoadFailure>
      ) : null}
    </SideDrawer>
  );
}

class LoadFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <Body1 role="alert">The access log could not be loaded. Please try again.</Body1> : this.props.children;
  }
}

function AccessLogContent({ caseInternalID }: { caseInternalID: string }) {
  const data = useLazyLoadQuery<AccessLogDrawerQuery>(
    graphql`
      query AccessLogDrawerQuery($internalID: String!) {
        viewer {
          case(internalID: $internalID) {
            ...AccessLogList_case
          }
        }
      }
    `,
    { internalID: caseInternalID },
    { fetchPolicy: 'network-only' },
  );
  if (!data.viewer?.case) return <Body1>Not found.</Body1>;
  return <AccessLogList caseRef={data.viewer.case} />;
}

function AccessLogList({ caseRef }: { caseRef: AccessLogList_case$key }) {
  const styles = useStyles();
  const [pending, startTransition] = useTransition();
  const [userId, setUserId] = useState('');
  const [action, setAction] = useState<AccessAction | ''>('');
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment AccessLogList_case on Case
      @refetchable(queryName: "AccessLogListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        userId: { type: "String" }
        action: { type: "AccessAction" }
      ) {
        accessLog(first: $count, after: $cursor, userId: $userId, action: $action)
          @connection(key: "AccessLogList_accessLog", filters: ["userId", "action"]) {
          users {
            internalID
            name
            organizationName
          }
          edges {
            node {
              internalID
              occurredAt
              action
              objectType
              refused
              userName
              organizationName
              isInternalUser
              impersonatedByName
            }
          }
        }
      }
    `,
    caseRef,
  );
  const filter = (next: { userId: string; action: AccessAction | '' }) => {
    setUserId(next.userId);
    setAction(next.action);
    startTransition(() => {
      refetch({ userId: next.userId || null, action: next.action || null }, { fetchPolicy: 'network-only' });
    });
  };
  const log = data.accessLog;
  return (
    <>
      <div className={styles.filters}>
        <Field label="User">
          <Select value={userId} onChange={(_, { value }) => filter({ userId: value, action })}>
            <option value="">All users</option>
            {log.users.map((user) => (
              <option key={user.internalID} value={user.internalID}>
                {user.organizationName ? `${user.name} (${user.organizationName})` : user.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Action">
          <Select value={action} onChange={(_, { value }) => filter({ userId, action: value as AccessAction | '' })}>
            <option value="">All actions</option>
            {ACTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {pending ? <Spinner size="tiny" label="Loading…" /> : null}
      {log.edges.length === 0 ? (
        <Body1>No accesses{userId || action ? ' match these filters' : ' yet'}.</Body1>
      ) : (
        <ol className={styles.list} aria-label={TITLE}>
          {log.edges.map(({ node }) => (
            <li key={node.internalID} className={styles.item}>
              <Text weight="semibold">{describeAccess(node.action, node.objectType, node.refused)}</Text>
              <Caption1 className={styles.meta}>
                {[
                  node.organizationName ? `${node.userName}, ${node.organizationName}` : node.userName,
                  node.isInternalUser ? (node.impersonatedByName ? `registry staff ${node.impersonatedByName}` : 'registry staff') : null,
                  formatDateTime(node.occurredAt),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Caption1>
            </li>
          ))}
        </ol>
      )}
      {hasNext ? (
        <Button className={styles.more} disabled={isLoadingNext} onClick={() => loadNext(PAGE)}>
          {isLoadingNext ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
    </>
  );
}
