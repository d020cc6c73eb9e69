import { Button, Card, CardHeader, Field, Input, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Suspense, lazy, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PolicyLimitsCard_case$key } from '../../__generated__/PolicyLimitsCard_case.graphql.ts';
import type { PolicyLimitType } from '../../__generated__/useAddPolicyLimitMutation.graphql.ts';
import { GeneralErrors } from '../../ui/GeneralErrors.tsx';
import { useFormErrors } from '../../ui/useFormErrors.ts';
import { useAddPolicyLimitMutation } from './mutations/useAddPolicyLimitMutation.ts';
import { POLICY_LIMIT_TYPES } from './policyLimitTypes.ts';

const PolicyLimitsTable = lazy(async () => ({ default: (await import('./PolicyLimitsTable.tsx')).PolicyLimitsTable }));

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
        }
        ...PolicyLimitsTable_case
      }
    `,
    caseRef,
  );
  const [addPolicyLimit, adding] = useAddPolicyLimitMutation();
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
          <Suspense fallback={null}>
            <PolicyLimitsTable caseRef={data} canEdit={canEdit} run={run} />
          </Suspense>
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
                {POLICY_LIMIT_TYPES.map(([value, label]) => (
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
