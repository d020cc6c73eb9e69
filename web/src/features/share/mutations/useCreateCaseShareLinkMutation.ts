import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useCreateCaseShareLinkMutation as CreateCaseShareLinkMutation } from '../../../__generated__/useCreateCaseShareLinkMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';

const mutation = graphql`
  mutation useCreateCaseShareLinkMutation($input: CreateCaseShareLinkInput!) {
    createCaseShareLink(input: $input) {
      path
      userErrors {
        message
      }
    }
  }
`;

/** A shareable path to the case (Copy Case Link); rejects with the registry's message when none is given. */
export function useCreateCaseShareLinkMutation(): [(caseId: string) => Promise<string>, boolean] {
  const [commit, isInFlight] = useMutation<CreateCaseShareLinkMutation>(mutation);
  const createLink = useCallback(
    async (caseId: string) => {
      const { path, userErrors } = (await commitAsPromise(commit, { variables: { input: { caseId } } })).createCaseShareLink;
      if (!path) throw new Error(userErrors[0]?.message ?? 'The link could not be created.');
      return path;
    },
    [commit],
  );
  return [createLink, isInFlight];
}
