import { graphql } from 'react-relay';

/**
 * The sign-in operation, for relay-compiler (it names the artifact after this module). The sign-in page sends it
 * without Relay, from its artifact (features/auth/signIn.ts); nothing imports this module at run time.
 */
export const loginMutation = graphql`
  mutation useLoginMutation($input: LoginInput!) {
    login(input: $input) {
      expiresIn
      userErrors {
        field
        message
        code
      }
      viewer {
        user {
          id
        }
        accounts {
          id
          organization {
            internalID
          }
        }
      }
    }
  }
`;
