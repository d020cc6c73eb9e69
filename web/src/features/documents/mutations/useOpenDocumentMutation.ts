import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useOpenDocumentMutation as OpenDocumentMutation } from '../../../__generated__/useOpenDocumentMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';
import type { UserErrorView } from '../../../ui/userErrors.ts';

const mutation = graphql`
  mutation useOpenDocumentMutation($input: OpenDocumentInput!) {
    openDocument(input: $input) {
      url
      document {
        id
        lastViewedByLawFirm
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

/** A fresh download link of a document (the registry logs the access); resolves with the link or the userErrors. */
export function useOpenDocumentMutation(): [
  (documentId: string) => Promise<{ url: string | null; userErrors: ReadonlyArray<UserErrorView> }>,
  boolean,
] {
  const [commit, isInFlight] = useMutation<OpenDocumentMutation>(mutation);
  const open = useCallback(
    async (documentId: string) => {
      const { openDocument } = await commitAsPromise(commit, { variables: { input: { documentId } } });
      return { url: openDocument.url ?? null, userErrors: openDocument.userErrors };
    },
    [commit],
  );
  return [open, isInFlight];
}
