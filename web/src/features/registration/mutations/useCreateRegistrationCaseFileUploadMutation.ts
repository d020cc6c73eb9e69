import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  CreateRegistrationCaseFileUploadInput,
  useCreateRegistrationCaseFileUploadMutation as UploadMutation,
} from '../../../__generated__/useCreateRegistrationCaseFileUploadMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';

const mutation = graphql`
  mutation useCreateRegistrationCaseFileUploadMutation($input: CreateRegistrationCaseFileUploadInput!) {
    createRegistrationCaseFileUpload(input: $input) {
      upload {
        uploadId
        url
        method
        contentType
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

/** A signed target for the wizard's spreadsheet; the caller sends the bytes there, then registers the upload id. */
export function useCreateRegistrationCaseFileUploadMutation() {
  const [commit, isInFlight] = useMutation<UploadMutation>(mutation);
  const create = useCallback(
    async (input: CreateRegistrationCaseFileUploadInput) =>
      (await commitAsPromise(commit, { variables: { input } })).createRegistrationCaseFileUpload,
    [commit],
  );
  return [create, isInFlight] as const;
}
