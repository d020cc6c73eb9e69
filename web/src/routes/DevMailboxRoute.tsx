import { Body1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { graphql, loadQuery, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type { DevMailboxRouteQuery } from '../__generated__/DevMailboxRouteQuery.graphql.ts';
import { DevMailbox } from '../features/mailbox/DevMailbox.tsx';
import type { EnvironmentHolder } from '../relay/environment.ts';

const devMailboxRouteQuery = graphql`
  query DevMailboxRouteQuery {
    devMailbox {
      ...DevMailbox_mailbox
    }
  }
`;

export function devMailboxLoader(holder: EnvironmentHolder) {
  return (): PreloadedQuery<DevMailboxRouteQuery> =>
    loadQuery<DevMailboxRouteQuery>(holder.current(), devMailboxRouteQuery, {}, { fetchPolicy: 'network-only' });
}

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXXL,
    minHeight: '100vh',
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground2,
  },
});

/** /dev/mailbox — development only, no sign-in: every e-mail the portal kept instead of sending (no SMTP_URL). */
export function DevMailboxRoute() {
  const styles = useStyles();
  const data = usePreloadedQuery<DevMailboxRouteQuery>(devMailboxRouteQuery, useLoaderData() as PreloadedQuery<DevMailboxRouteQuery>);
  return (
    <main className={styles.page}>
      <Title2 as="h1">Development mailbox</Title2>
      {data.devMailbox ? <DevMailbox mailbox={data.devMailbox} /> : <Body1>The mailbox exists in development only.</Body1>}
      <Link to="/login">Back to sign-in</Link>
    </main>
  );
}
