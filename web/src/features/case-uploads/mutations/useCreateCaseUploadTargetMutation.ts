import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  CreateCaseUploadTargetInput,
  useCreateCaseUploadTargetMutation as TargetMutation,
} from '../../../__generated__/useCreateCaseUploadTargetMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';

const mutation = graphql`
  mutation useCreateCaseUploadTargetMutation($input: CreateCaseUploadTargetInput!) {
    createCaseUploadTarget(input: $input) {
      target {
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

/** A signed target for the Secure Case Upload's file; the caller sends the bytes there, then submits the form. */
export function useCreateCaseUploadTargetMutation() {
  const [commit, isInFlight] = useMutation<TargetMutation>(mutation);
  const create = useCallback(
    async (input: CreateCaseUploadTargetInput) => (await commitAsPromise(commit, { variables: { input } })).createCaseUploadTarget,
    [commit],
  );
  return [create, isInFlight] as const;
}
