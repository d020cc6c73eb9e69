import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDownloadAllDocumentsMutation as DownloadAllDocumentsMutation } from '../../../__generated__/useDownloadAllDocumentsMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';
import type { UserErrorView } from '../../../ui/userErrors.ts';

const mutation = graphql`
  mutation useDownloadAllDocumentsMutation($input: DownloadAllDocumentsInput!) {
    downloadAllDocuments(input: $input) {
      count
      url
      userErrors {
        field
        message
        code
      }
    }
  }
`;

/** Download All: a fresh link to one zip of the case's documents; resolves with it or the userErrors. */
export function useDownloadAllDocumentsMutation(): [
  (caseId: string) => Promise<{ url: string | null; userErrors: ReadonlyArray<UserErrorView> }>,
  boolean,
] {
  const [commit, isInFlight] = useMutation<DownloadAllDocumentsMutation>(mutation);
  const downloadAll = useCallback(
    async (caseId: string) => {
      const { downloadAllDocuments } = await commitAsPromise(commit, { variables: { input: { caseId } } });
      return { url: downloadAllDocuments.url ?? null, userErrors: downloadAllDocuments.userErrors };
    },
    [commit],
  );
  return [downloadAll, isInFlight];
}
