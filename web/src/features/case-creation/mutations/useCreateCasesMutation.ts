import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useCreateCasesMutation as CreateCasesMutation } from '../../../__generated__/useCreateCasesMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';

export type CreateCasesInput = CreateCasesMutation['variables']['input'];
export type CreateCasesResult = CreateCasesMutation['response']['createCases'];

const mutation = graphql`
  mutation useCreateCasesMutation($input: CreateCasesInput!) {
    createCases(input: $input) {
      cases {
        id
        internalID
        ...PortfolioRow_case
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/** Registers the drawer's rows of cases, all together or none; resolves with the new cases or the userErrors. */
export function useCreateCasesMutation(): [(input: CreateCasesInput) => Promise<CreateCasesResult>, boolean] {
  const [commit, isInFlight] = useMutation<CreateCasesMutation>(mutation);
  const createCases = useCallback(
    async (input: CreateCasesInput) => (await commitAsPromise(commit, { variables: { input } })).createCases,
    [commit],
  );
  return [createCases, isInFlight];
}
