import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useEndSessionMutation as EndSessionMutation } from '../../../__generated__/useEndSessionMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';

const mutation = graphql`
  mutation useEndSessionMutation($input: EndSessionInput!) {
    endSession(input: $input) {
      endedSessionId
      userErrors {
        field
        message
      }
    }
  }
`;

/** Takes the session out of the viewer's list (at once, and for good once the registry agrees). */
function removeFromList(store: RecordSourceSelectorProxy, sessionId: string) {
  const viewer = store.getRoot().getLinkedRecord('viewer');
  const sessions = viewer?.getLinkedRecords('sessions');
  if (viewer && sessions)
    viewer.setLinkedRecords(
      sessions.filter((session) => session?.getDataID() !== sessionId),
      'sessions',
    );
}

/** Ends one of the viewer's other sessions; resolves with the userErrors (empty when it ended). */
export function useEndSessionMutation(): [
  (sessionId: string) => Promise<ReadonlyArray<{ readonly field?: string | null; readonly message: string }>>,
  boolean,
] {
  const [commit, isInFlight] = useMutation<EndSessionMutation>(mutation);
  const endSession = useCallback(
    async (sessionId: string) => {
      const response = await commitAsPromise(commit, {
        variables: { input: { sessionId } },
        optimisticUpdater: (store) => removeFromList(store, sessionId),
        updater: (store, data) => {
          if (data?.endSession.endedSessionId) removeFromList(store, data.endSession.endedSessionId);
        },
      });
      return response.endSession.userErrors;
    },
    [commit],
  );
  return [endSession, isInFlight];
}
