import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useLoginMutation as LoginMutation } from '../../../__generated__/useLoginMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';

export type LoginInput = LoginMutation['variables']['input'];
export type LoginResult = LoginMutation['response']['login'];

const mutation = graphql`
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

export function useLoginMutation(): [(input: LoginInput) => Promise<LoginResult>, boolean] {
  const [commit, isInFlight] = useMutation<LoginMutation>(mutation);
  const login = useCallback(async (input: LoginInput) => (await commitAsPromise(commit, { variables: { input } })).login, [commit]);
  return [login, isInFlight];
}
