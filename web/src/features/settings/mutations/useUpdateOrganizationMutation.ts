import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  UpdateOrganizationInput,
  useUpdateOrganizationMutation as UpdateOrganizationMutation,
} from '../../../__generated__/useUpdateOrganizationMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';
import type { UserErrorView } from '../../../ui/userErrors.ts';

const mutation = graphql`
  mutation useUpdateOrganizationMutation($input: UpdateOrganizationInput!) {
    updateOrganization(input: $input) {
      organization {
        id
        ...OrganizationCard_organization
        ...OrganizationDetailsCard_organization
      }
      paymentDetails {
        id
        ...PaymentDetailsCard_details
      }
      userErrors {
        field
        message
      }
    }
  }
`;

export type { UpdateOrganizationInput };

/**
 * An admin saves the organisation's details and switches. Not optimistic: the registry normalises what it stores
 * (trimmed text, the EIN's dash) and may refuse a field, so the cards show its answer, which updates the
 * Organization record everywhere it is shown. Resolves with the userErrors (empty when saved).
 */
export function useUpdateOrganizationMutation(): [(input: UpdateOrganizationInput) => Promise<ReadonlyArray<UserErrorView>>, boolean] {
  const [commit, isInFlight] = useMutation<UpdateOrganizationMutation>(mutation);
  const updateOrganization = useCallback(
    async (input: UpdateOrganizationInput) => {
      const response = await commitAsPromise(commit, { variables: { input } });
      return response.updateOrganization.userErrors;
    },
    [commit],
  );
  return [updateOrganization, isInFlight];
}
