import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useCreateLawFirmMutation as CreateLawFirmMutation } from '../../../__generated__/useCreateLawFirmMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';
import type { CreateLawFirm } from '../../../ui/LawFirmPicker.tsx';

const mutation = graphql`
  mutation useCreateLawFirmMutation($input: CreateLawFirmInput!) {
    createLawFirm(input: $input) {
      lawFirm {
        internalID
        name
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/** Adds a law firm to the directory from the Register Case drawer's picker (the picker's `onCreate`). */
export function useCreateLawFirmMutation(): CreateLawFirm {
  const [commit] = useMutation<CreateLawFirmMutation>(mutation);
  return useCallback<CreateLawFirm>(
    async (input) => {
      const { lawFirm, userErrors } = (await commitAsPromise(commit, { variables: { input } })).createLawFirm;
      return { firm: lawFirm ? { id: lawFirm.internalID, name: lawFirm.name } : null, userErrors };
    },
    [commit],
  );
}
