import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  SaveVerifiedMatchInput,
  useSaveVerifiedMatchMutation as Mutation,
} from '../../../__generated__/useSaveVerifiedMatchMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';

const mutation = graphql`
  mutation useSaveVerifiedMatchMutation($input: SaveVerifiedMatchInput!, $connections: [ID!]!) {
    saveVerifiedMatch(input: $input) {
      verifiedMatch @prependNode(connections: $connections, edgeTypeName: "StaffLegalOrganizationEdge") {
        id
        ...VerifiedMatchesDrawer_row
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

/** Staff add a Verified Match (it joins the drawer's list) or edit one (the row updates in place). */
export function useSaveVerifiedMatchMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const save = useCallback(
    async (input: SaveVerifiedMatchInput, connectionId: string | null) =>
      (await commitAsPromise(commit, { variables: { input, connections: !input.id && connectionId ? [connectionId] : [] } }))
        .saveVerifiedMatch,
    [commit],
  );
  return [save, isInFlight] as const;
}
