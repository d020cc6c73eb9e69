import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  UpdateCaseDetailsInput,
  useUpdateCaseDetailsMutation as UpdateCaseDetailsMutation,
} from '../../../__generated__/useUpdateCaseDetailsMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';
import type { UserErrorView } from '../../../ui/userErrors.ts';

const mutation = graphql`
  mutation useUpdateCaseDetailsMutation($input: UpdateCaseDetailsInput!) {
    updateCaseDetails(input: $input) {
      case {
        id
        ...CaseDetailsCard_case
        ...CaseHeader_case
        ...PortfolioRow_case
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/** Saves the case's details (the registry checks them; the card, header and portfolio row show the answer). */
export function useUpdateCaseDetailsMutation(): [(input: UpdateCaseDetailsInput) => Promise<ReadonlyArray<UserErrorView>>, boolean] {
  const [commit, isInFlight] = useMutation<UpdateCaseDetailsMutation>(mutation);
  const updateCaseDetails = useCallback(
    async (input: UpdateCaseDetailsInput) => {
      const response = await commitAsPromise(commit, { variables: { input } });
      return response.updateCaseDetails.userErrors;
    },
    [commit],
  );
  return [updateCaseDetails, isInFlight];
}
