import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  DocumentFileInput,
  useCreateDocumentUploadsMutation as CreateDocumentUploadsMutation,
  useCreateDocumentUploadsMutation$data,
} from '../../../__generated__/useCreateDocumentUploadsMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';

const mutation = graphql`
  mutation useCreateDocumentUploadsMutation($input: CreateDocumentUploadsInput!) {
    createDocumentUploads(input: $input) {
      uploads {
        uploadId
        fileName
        url
        method
        headers {
          name
          value
        }
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export type CreatedUploads = useCreateDocumentUploadsMutation$data['createDocumentUploads'];

/** Step 1 of an upload: one signed target per file (nothing is stored yet). */
export function useCreateDocumentUploadsMutation(): (files: ReadonlyArray<DocumentFileInput>) => Promise<CreatedUploads> {
  const [commit] = useMutation<CreateDocumentUploadsMutation>(mutation);
  return useCallback(
    async (files: ReadonlyArray<DocumentFileInput>) =>
      (await commitAsPromise(commit, { variables: { input: { files: [...files] } } })).createDocumentUploads,
    [commit],
  );
}
