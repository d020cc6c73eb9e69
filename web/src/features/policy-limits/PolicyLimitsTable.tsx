import { Button, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { Delete20Regular } from '@fluentui/react-icons';
import { graphql, useFragment } from 'react-relay';
import type { PolicyLimitsTable_case$key } from '../../__generated__/PolicyLimitsTable_case.graphql.ts';
import { formatMoney } from '../../lib/format.ts';
import type { UserErrorView } from '../../ui/userErrors.ts';
import { PolicyLimitDocument } from '../documents/PolicyLimitDocument.tsx';
import { useDeletePolicyLimitMutation } from './mutations/useDeletePolicyLimitMutation.ts';
import { policyLimitLabel } from './policyLimitTypes.ts';

interface Props {
  caseRef: PolicyLimitsTable_case$key;
  canEdit: boolean;
  /** The card's form errors' runner: a refused delete shows its error in the card. */
  run: (action: () => Promise<ReadonlyArray<UserErrorView>>) => Promise<boolean>;
}

/**
 * The case's policy limits, each with its document and (for the law firm) a delete button. Its own chunk: a case
 * without limits, as most open first, shows no table and does not download one.
 */
export function PolicyLimitsTable({ caseRef, canEdit, run }: Props) {
  const data = useFragment(
    graphql`
      fragment PolicyLimitsTable_case on Case {
        id
        policyLimits {
          id
          coverageType
          coverageLimitLower
          coverageLimitUpper
          ...PolicyLimitDocument_policyLimit
        }
      }
    `,
    caseRef,
  );
  const caseId = data.id;
  const [deletePolicyLimit, removing] = useDeletePolicyLimitMutation();
  return (
    <Table aria-label="Policy limits" size="small">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>Type</TableHeaderCell>
          <TableHeaderCell>Min</TableHeaderCell>
          <TableHeaderCell>Max</TableHeaderCell>
          <TableHeaderCell>Document</TableHeaderCell>
          {canEdit ? <TableHeaderCell aria-label="Actions" /> : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {data.policyLimits.map((limit) => (
          <TableRow key={limit.id}>
            <TableCell>{policyLimitLabel(limit.coverageType)}</TableCell>
            <TableCell>{formatMoney(limit.coverageLimitLower)}</TableCell>
            <TableCell>{limit.coverageLimitUpper === null ? '—' : formatMoney(limit.coverageLimitUpper)}</TableCell>
            <TableCell>
              <PolicyLimitDocument
                caseId={caseId}
                policyLimitRef={limit}
                limitLabel={policyLimitLabel(limit.coverageType)}
                canEdit={canEdit}
              />
            </TableCell>
            {canEdit ? (
              <TableCell>
                <Button
                  appearance="subtle"
                  icon={<Delete20Regular />}
                  aria-label={`Delete ${policyLimitLabel(limit.coverageType)} limit`}
                  disabled={removing}
                  onClick={() => run(() => deletePolicyLimit(caseId, limit.id))}
                />
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
