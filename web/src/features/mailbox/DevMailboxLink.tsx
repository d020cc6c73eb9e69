import { Component, Suspense, use } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { DevMailboxLinkQuery } from '../../__generated__/DevMailboxLinkQuery.graphql.ts';

/** The answer to DevMailboxLinkQuery (DevMailboxLink.operation.ts), asked without Relay by the sign-in page's loader. */
export type DevMailboxCount = Promise<DevMailboxLinkQuery['response']>;

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

function MailboxLink({ count }: { count: DevMailboxCount }) {
  const { devMailbox } = use(count);
  if (!devMailbox) return null;
  return (
    // The sign-in page's plain styles (routes/plain.css): the page loads no Fluent UI.
    <span className="plain-caption">
      Development: <RouterLink to="/dev/mailbox">Mailbox ({devMailbox.count})</RouterLink>, the e-mails the portal would have sent.
    </span>
  );
}

/** Development only (the server answers no mailbox in production): a link to /dev/mailbox with its count. */
export function DevMailboxLink({ count }: { count: DevMailboxCount }) {
  return (
    <NothingOnError>
      <Suspense fallback={null}>
        <MailboxLink count={count} />
      </Suspense>
    </NothingOnError>
  );
}
