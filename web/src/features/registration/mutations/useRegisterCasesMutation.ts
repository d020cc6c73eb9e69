import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  RegisterCasesInput,
  useRegisterCasesMutation as RegisterCasesMutation,
} from '../../../__generated__/useRegisterCasesMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';

const mutation = graphql`
  mutation useRegisterCasesMutation($input: RegisterCasesInput!) {
    registerCases(input: $input) {
      registration {
        internalID
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

/** The wizard's Register Cases step: the rows, or the uploaded spreadsheet. */
export function useRegisterCasesMutation() {
  const [commit, isInFlight] = useMutation<RegisterCasesMutation>(mutation);
  const registerCases = useCallback(
    async (input: RegisterCasesInput) => (await commitAsPromise(commit, { variables: { input } })).registerCases,
    [commit],
  );
  return [registerCases, isInFlight] as const;
}
