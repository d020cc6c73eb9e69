import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useAddExternalKeyMutation as AddExternalKeyMutation } from '../../../__generated__/useAddExternalKeyMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';
import { appendToLinkedList, optimisticId } from '../../../relay/linkedRecords.ts';
import type { UserErrorView } from '../../../ui/userErrors.ts';

const mutation = graphql`
  mutation useAddExternalKeyMutation($input: AddExternalKeyInput!) {
    addExternalKey(input: $input) {
      case {
        id
        ...ExternalIdsRow_case
      }
      userErrors {
        field
        message
      }
    }
  }
`;

export interface NewExternalKey {
  caseId: string;
  /** The system chosen, or null when the organisation has only one (the registry takes that one). */
  externalSystemId: string | null;
  identifier: string;
  /** The system the identifier will be listed under, for showing it at once; null shows nothing until the answer. */
  shownSystem: { id: string; name: string } | null;
}

/** Lists the identifier at once under its system; Relay drops it again when the server answers (or refuses). */
function appendOptimisticKey(store: RecordSourceSelectorProxy, key: NewExternalKey) {
  if (!key.shownSystem || !key.identifier) return;
  const system = store.get(key.shownSystem.id);
  if (!system) return;
  const id = optimisticId('external-key');
  const record = store.create(id, 'ExternalKey');
  record.setValue(id, 'id');
  record.setValue(key.identifier, 'identifier');
  record.setLinkedRecord(system, 'system');
  appendToLinkedList(store, key.caseId, 'externalKeys', record);
}

/** Adds one of the organisation's external identifiers to the case; resolves with the userErrors. */
export function useAddExternalKeyMutation(): [(key: NewExternalKey) => Promise<ReadonlyArray<UserErrorView>>, boolean] {
  const [commit, isInFlight] = useMutation<AddExternalKeyMutation>(mutation);
  const addExternalKey = useCallback(
    async (key: NewExternalKey) => {
      const response = await commitAsPromise(commit, {
        variables: {
          input: { caseId: key.caseId, externalSystemId: key.externalSystemId, externalSystemIdentifier: key.identifier || null },
        },
        optimisticUpdater: (store) => appendOptimisticKey(store, key),
      });
      return response.addExternalKey.userErrors;
    },
    [commit],
  );
  return [addExternalKey, isInFlight];
}
