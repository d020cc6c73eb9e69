import {
  Button,
  Card,
  CardHeader,
  Field,
  Input,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Delete20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PolicyLimitsCard_case$key } from '../../__generated__/PolicyLimitsCard_case.graphql.ts';
import type { PolicyLimitType } from '../../__generated__/useAddPolicyLimitMutation.graphql.ts';
import { formatMoney } from '../../lib/format.ts';
import { GeneralErrors } from '../../ui/GeneralErrors.tsx';
import { useFormErrors } from '../../ui/useFormErrors.ts';
import { useAddPolicyLimitMutation } from './mutations/useAddPolicyLimitMutation.ts';
import { useDeletePolicyLimitMutation } from './mutations/useDeletePolicyLimitMutation.ts';
import { PolicyLimitDocument } from '../documents/PolicyLimitDocument.tsx';

const TYPES: ReadonlyArray<[PolicyLimitType, string]> = [
  ['BODILY_INJURY', 'Bodily Injury'],
  ['MEDPAY', 'MedPay'],
  ['UI_UIM', 'UI/UIM'],
];
const labelOf = (type: string) => TYPES.find(([value]) => value === type)?.[1] ?? type;

const useStyles = makeStyles({
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: `0 ${tokens.spacingHorizontalM} ${tokens.spacingVerticalM}`,
  },
  form: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
});

/** Policy Limits: Bodily Injury, MedPay (no maximum), UI/UIM. The case's law firm adds and deletes. */
export function PolicyLimitsCard({ caseRef }: { caseRef: PolicyLimitsCard_case$key }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment PolicyLimitsCard_case on Case {
        id
        viewerCan {
          editPolicyLimits
        }
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
  const [addPolicyLimit, adding] = useAddPolicyLimitMutation();
  const [deletePolicyLimit, removing] = useDeletePolicyLimitMutation();
  const [type, setType] = useState<PolicyLimitType | ''>('');
  const [min, setMin] = useState('');
  const [max, setMax] = useState('');
  const { errors, submit: run, field } = useFormErrors();
  const canEdit = data.viewerCan.editPolicyLimits;

  async function submit() {
    const added = await run(() =>
      addPolicyLimit({
        caseId: data.id,
        coverageType: type || null,
        coverageLimitLower: min || null,
        coverageLimitUpper: type === 'MEDPAY' ? null : max || null,
      }),
    );
    if (added) {
      setType('');
      setMin('');
      setMax('');
    }
  }

  return (
    <Card aria-labelledby="policy-limits-title">
      <CardHeader
        header={
          <Text as="h2" weight="semibold" id="policy-limits-title">
            Policy Limits
          </Text>
        }
      />
      <div className={styles.body}>
        <GeneralErrors messages={errors.general} />
        {data.policyLimits.length ? (
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
                  <TableCell>{labelOf(limit.coverageType)}</TableCell>
                  <TableCell>{formatMoney(limit.coverageLimitLower)}</TableCell>
                  <TableCell>{limit.coverageLimitUpper === null ? '—' : formatMoney(limit.coverageLimitUpper)}</TableCell>
                  <TableCell>
                    <PolicyLimitDocument
                      caseId={data.id}
                      policyLimitRef={limit}
                      limitLabel={labelOf(limit.coverageType)}
                      canEdit={canEdit}
                    />
                  </TableCell>
                  {canEdit ? (
                    <TableCell>
                      <Button
                        appearance="subtle"
                        icon={<Delete20Regular />}
                        aria-label={`Delete ${labelOf(limit.coverageType)} limit`}
                        disabled={removing}
                        onClick={() => run(() => deletePolicyLimit(data.id, limit.id))}
                      />
                    </TableCell>
                  ) : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <Text>No policy limits yet.</Text>
        )}
        {canEdit ? (
          <div className={styles.form} role="group" aria-label="Add a policy limit">
            <Field label="Type" required {...field('coverageType')}>
              <Select value={type} onChange={(_, { value }) => setType(value as PolicyLimitType)}>
                <option value="" disabled>
                  Select
                </option>
                {TYPES.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label="Min" required {...field('coverageLimitLower')}>
              <Input inputMode="decimal" contentBefore="$" value={min} onChange={(_, { value }) => setMin(value)} />
            </Field>
            {type !== 'MEDPAY' ? (
              <Field label="Max" required {...field('coverageLimitUpper')}>
                <Input inputMode="decimal" contentBefore="$" value={max} onChange={(_, { value }) => setMax(value)} />
              </Field>
            ) : null}
            <Button appearance="primary" disabled={adding} onClick={submit}>
              Add
            </Button>
          </div>
        ) : null}
      </div>
    </Card>
  );
}
