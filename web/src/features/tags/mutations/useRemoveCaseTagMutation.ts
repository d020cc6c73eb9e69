import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRemoveCaseTagMutation as RemoveCaseTagMutation } from '../../../__generated__/useRemoveCaseTagMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';
import { removeFromLinkedList } from '../../../relay/linkedRecords.ts';
import type { UserErrorView } from '../../../ui/userErrors.ts';

const mutation = graphql`
  mutation useRemoveCaseTagMutation($input: RemoveCaseTagInput!) {
    removeCaseTag(input: $input) {
      case {
        id
        ...TagsRow_case
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/** Takes a tag off the case (at once; Relay puts it back if the registry refuses); resolves with the userErrors. */
export function useRemoveCaseTagMutation(): [(caseId: string, caseTagId: string) => Promise<ReadonlyArray<UserErrorView>>, boolean] {
  const [commit, isInFlight] = useMutation<RemoveCaseTagMutation>(mutation);
  const removeCaseTag = useCallback(
    async (caseId: string, caseTagId: string) => {
      const response = await commitAsPromise(commit, {
        variables: { input: { caseTagId, caseId } },
        optimisticUpdater: (store) => removeFromLinkedList(store, caseId, 'tags', caseTagId),
      });
      return response.removeCaseTag.userErrors;
    },
    [commit],
  );
  return [removeCaseTag, isInFlight];
}
