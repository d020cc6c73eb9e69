import { graphql } from 'react-relay';

/**
 * The development mailbox's count, for relay-compiler. The sign-in page asks it without Relay, from its artifact
 * (DevMailboxLink.tsx); nothing imports this module at run time.
 */
export const devMailboxLinkQuery = graphql`
  query DevMailboxLinkQuery {
    devMailbox {
      # eslint-disable-next-line relay/unused-fields -- read by DevMailboxLink.tsx, which gets the answer without Relay
      count
    }
  }
`;
