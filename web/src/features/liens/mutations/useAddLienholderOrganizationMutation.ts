import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useAddLienholderOrganizationMutation as AddLienholderOrganizationMutation } from '../../../__generated__/useAddLienholderOrganizationMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';

export type AddLienholderOrganizationResult = AddLienholderOrganizationMutation['response']['addLienholderOrganization'];

const mutation = graphql`
  mutation useAddLienholderOrganizationMutation($input: AddLienholderOrganizationInput!) {
    addLienholderOrganization(input: $input) {
      lien {
        id
      }
      case {
        id
        ...FinanceTab_case
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/** Invites a lienholder organisation (internalID) to the case; the case's liens come back with the new one. */
export function useAddLienholderOrganizationMutation(): [
  (input: { caseId: string; lienholderId: string }) => Promise<AddLienholderOrganizationResult>,
  boolean,
] {
  const [commit, isInFlight] = useMutation<AddLienholderOrganizationMutation>(mutation);
  const add = useCallback(
    async (input: { caseId: string; lienholderId: string }) =>
      (await commitAsPromise(commit, { variables: { input } })).addLienholderOrganization,
    [commit],
  );
  return [add, isInFlight];
}
