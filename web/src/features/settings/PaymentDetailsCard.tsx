import { Button, Card, Field, Input, Text, Toast, ToastTitle } from '@fluentui/react-components';
import { Edit20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PaymentDetailsCard_details$key } from '../../__generated__/PaymentDetailsCard_details.graphql.ts';
import { useAppToasts } from '../../ui/useAppToasts.ts';
import { MutationDialog } from '../../ui/MutationDialog.tsx';
import { useFormErrors } from '../../ui/useFormErrors.ts';
import { useUpdateOrganizationMutation } from './mutations/useUpdateOrganizationMutation.ts';
import { useSettingsCardStyles } from './settingsCardStyles.ts';

/**
 * The payment information card's other half (spec 000 "Settings"): a lienholder's check mailing address and employer
 * identification number, beside its payout account. Only its admins get the details (the graph answers null to
 * anyone else), so the card shows only for them.
 */
export function PaymentDetailsCard({ details, organizationId }: { details: PaymentDetailsCard_details$key; organizationId: string }) {
  const styles = useSettingsCardStyles();
  const data = useFragment(
    graphql`
      fragment PaymentDetailsCard_details on OrganizationPaymentDetails {
        checkMailingAddress
        employerIdNumber
      }
    `,
    details,
  );
  const [editing, setEditing] = useState(false);
  const none = <span className={styles.empty}>Not given</span>;
  return (
    <Card className={styles.card} aria-label="Payment details">
      <div className={styles.header}>
        <Text as="h2" className={styles.title}>
          Payment details
        </Text>
        <Button icon={<Edit20Regular />} onClick={() => setEditing(true)}>
          Edit payment details
        </Button>
      </div>
      <dl className={styles.list}>
        <dt className={styles.term}>Check mailing address</dt>
        <dd className={styles.value}>{data.checkMailingAddress || none}</dd>
        <dt className={styles.term}>Employer ID number</dt>
        <dd className={styles.value}>{data.employerIdNumber || none}</dd>
      </dl>
      {editing && (
        <PaymentDetailsDialog
          organizationId={organizationId}
          initial={{ checkMailingAddress: data.checkMailingAddress ?? '', employerIdNumber: data.employerIdNumber ?? '' }}
          onClose={() => setEditing(false)}
        />
      )}
    </Card>
  );
}

function PaymentDetailsDialog({
  organizationId,
  initial,
  onClose,
}: {
  organizationId: string;
  initial: { checkMailingAddress: string; employerIdNumber: string };
  onClose: () => void;
}) {
  const [form, setForm] = useState(initial);
  const [updateOrganization, inFlight] = useUpdateOrganizationMutation();
  const { errors, submit, field } = useFormErrors();
  const { dispatchToast } = useAppToasts();

  async function save() {
    if (!(await submit(() => updateOrganization({ id: organizationId, ...form })))) return;
    dispatchToast(
      <Toast>
        <ToastTitle>Success</ToastTitle>
      </Toast>,
      { intent: 'success', timeout: 3000 },
    );
    onClose();
  }

  return (
    <MutationDialog
      title="Edit payment details"
      submitLabel="Save"
      onSubmit={save}
      onClose={onClose}
      inFlight={inFlight}
      generalErrors={errors.general}
    >
      <Field label="Check mailing address" {...field('checkMailingAddress')}>
        <Input
          value={form.checkMailingAddress}
          maxLength={1000}
          onChange={(_, { value }) => setForm((current) => ({ ...current, checkMailingAddress: value }))}
        />
      </Field>
      <Field label="Employer ID number" hint="12-3456789" {...field('employerIdNumber')}>
        <Input
          value={form.employerIdNumber}
          maxLength={10}
          onChange={(_, { value }) => setForm((current) => ({ ...current, employerIdNumber: value }))}
        />
      </Field>
    </MutationDialog>
  );
}
