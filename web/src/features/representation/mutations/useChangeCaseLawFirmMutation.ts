import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useChangeCaseLawFirmMutation as ChangeCaseLawFirmMutation } from '../../../__generated__/useChangeCaseLawFirmMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';

export type ChangeCaseLawFirmResult = ChangeCaseLawFirmMutation['response']['changeCaseLawFirm'];

const mutation = graphql`
  mutation useChangeCaseLawFirmMutation($input: ChangeCaseLawFirmInput!) {
    changeCaseLawFirm(input: $input) {
      case {
        id
        lawFirm {
          internalID
          name
        }
        ...CaseHeader_case
        ...CaseDetailsCard_case
        ...PortfolioRow_case
        ...LawFirmStatusPanel_case
        ...FinanceTab_case
        ...InboxTab_case
        ...LienActionsMenu_case
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/**
 * The lienholder's Set Law Firm: the firm (internalID) that now represents the plaintiff. The case comes back with
 * everything the case page shows of its law firm.
 */
export function useChangeCaseLawFirmMutation(): [
  (input: { caseId: string; lawFirmId: string | null; note: string }) => Promise<ChangeCaseLawFirmResult>,
  boolean,
] {
  const [commit, isInFlight] = useMutation<ChangeCaseLawFirmMutation>(mutation);
  const change = useCallback(
    async (input: { caseId: string; lawFirmId: string | null; note: string }) =>
      (await commitAsPromise(commit, { variables: { input } })).changeCaseLawFirm,
    [commit],
  );
  return [change, isInFlight];
}
