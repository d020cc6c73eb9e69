import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { Component, Suspense } from 'react';
import type { ReactNode } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { DevMailboxLinkQuery } from '../../__generated__/DevMailboxLinkQuery.graphql.ts';

const useStyles = makeStyles({ root: { color: tokens.colorNeutralForeground3 } });

/** A failure to ask leaves the sign-in page as it is: the link is a development aid. */
class NothingOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

function MailboxLink({ queryRef }: { queryRef: PreloadedQuery<DevMailboxLinkQuery> }) {
  const styles = useStyles();
  // Loaded by the sign-in route's loader (the generated DevMailboxLinkQuery artifact).
  const { devMailbox } = usePreloadedQuery<DevMailboxLinkQuery>(
    graphql`
      query DevMailboxLinkQuery {
        devMailbox {
          count
        }
      }
    `,
    queryRef,
  );
  if (!devMailbox) return null;
  return (
    <Text className={styles.root} size={200}>
      Development: <RouterLink to="/dev/mailbox">Mailbox ({devMailbox.count})</RouterLink>, the e-mails the portal would have sent.
    </Text>
  );
}

/** Development only (the server answers no mailbox in production): a link to /dev/mailbox with its count. */
export function DevMailboxLink({ queryRef }: { queryRef: PreloadedQuery<DevMailboxLinkQuery> }) {
  return (
    <NothingOnError>
      <Suspense fallback={null}>
        <MailboxLink queryRef={queryRef} />
      </Suspense>
    </NothingOnError>
  );
}
