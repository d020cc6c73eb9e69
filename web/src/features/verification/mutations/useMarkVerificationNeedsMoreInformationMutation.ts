import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useMarkVerificationNeedsMoreInformationMutation as Mutation } from '../../../__generated__/useMarkVerificationNeedsMoreInformationMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';
import { noteVerificationDecision, type VerificationPlace } from './store.ts';

const mutation = graphql`
  mutation useMarkVerificationNeedsMoreInformationMutation($input: MarkVerificationNeedsMoreInformationInput!) {
    markVerificationNeedsMoreInformation(input: $input) {
      contact {
        id
        status
        dismissedVerificationNote
      }
      organization {
        id
        status
        dismissedVerificationNote
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

/** Staff ask for more information: the row stays in the table with its note updated (spec 002 §4). */
export function useMarkVerificationNeedsMoreInformationMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const mark = useCallback(
    async (id: string, note: string, place: VerificationPlace) =>
      (
        await commitAsPromise(commit, {
          variables: { input: { id, note } },
          updater: (store, data) => {
            const payload = data?.markVerificationNeedsMoreInformation;
            if (payload && (payload.contact || payload.organization)) noteVerificationDecision(store, place, 'needsMoreInformation', false);
          },
        })
      ).markVerificationNeedsMoreInformation,
    [commit],
  );
  return [mark, isInFlight] as const;
}
