import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useAddCaseTagMutation as AddCaseTagMutation } from '../../../__generated__/useAddCaseTagMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';
import { appendToLinkedList, optimisticId } from '../../../relay/linkedRecords.ts';
import type { UserErrorView } from '../../../ui/userErrors.ts';

const mutation = graphql`
  mutation useAddCaseTagMutation($input: AddCaseTagInput!) {
    addCaseTag(input: $input) {
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

/** An existing tag of the organisation (`id`), or a new one to create from `name` (`id` null). */
export interface TagChoice {
  id: string | null;
  name: string;
}

/** Shows the tag on the case at once; Relay drops it again when the server answers (or refuses). */
function appendOptimisticTag(store: RecordSourceSelectorProxy, caseId: string, tag: TagChoice) {
  const caseTagId = optimisticId('case-tag');
  const tagRecord = (tag.id ? store.get(tag.id) : null) ?? store.create(`${caseTagId}:tag`, 'Tag');
  if (!tag.id) {
    tagRecord.setValue(`${caseTagId}:tag`, 'id');
    tagRecord.setValue(tag.name, 'name');
  }
  const caseTag = store.create(caseTagId, 'CaseTag');
  caseTag.setValue(caseTagId, 'id');
  caseTag.setLinkedRecord(tagRecord, 'tag');
  appendToLinkedList(store, caseId, 'tags', caseTag);
}

/** Puts one of the organisation's tags (or a new one) on the case; resolves with the userErrors. */
export function useAddCaseTagMutation(): [(caseId: string, tag: TagChoice) => Promise<ReadonlyArray<UserErrorView>>, boolean] {
  const [commit, isInFlight] = useMutation<AddCaseTagMutation>(mutation);
  const addCaseTag = useCallback(
    async (caseId: string, tag: TagChoice) => {
      const response = await commitAsPromise(commit, {
        variables: { input: tag.id ? { caseId, tagId: tag.id } : { caseId, name: tag.name } },
        optimisticUpdater: (store) => appendOptimisticTag(store, caseId, tag),
      });
      return response.addCaseTag.userErrors;
    },
    [commit],
  );
  return [addCaseTag, isInFlight];
}
