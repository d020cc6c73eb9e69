import { Field, Input } from '@fluentui/react-components';
import { useState } from 'react';
import { MutationDialog } from '../../ui/MutationDialog.tsx';
import { useFormErrors } from '../../ui/useFormErrors.ts';
import { useUpdateMyNameMutation } from './mutations/useUpdateMyNameMutation.ts';
import { NAME_MAX, REQUIRED } from './settingsTexts.ts';

/** Edit name: first and last name, both required; the e-mail (the sign-in name) is not editable here. */
export function EditNameDialog({
  user,
  onClose,
}: {
  user: { readonly id: string; readonly firstName: string; readonly lastName: string };
  onClose: () => void;
}) {
  const [firstName, setFirstName] = useState(user.firstName);
  const [lastName, setLastName] = useState(user.lastName);
  const [updateMyName, inFlight] = useUpdateMyNameMutation();
  const { errors, setErrors, submit, field } = useFormErrors();

  async function save() {
    const missing: Record<string, string> = {};
    if (!firstName.trim()) missing.firstName = REQUIRED;
    if (!lastName.trim()) missing.lastName = REQUIRED;
    if (Object.keys(missing).length) return setErrors({ fields: missing, general: [] });
    if (await submit(() => updateMyName({ id: user.id, firstName, lastName }))) onClose();
  }

  return (
    <MutationDialog
      title="Edit name"
      submitLabel="Save"
      onSubmit={save}
      onClose={onClose}
      inFlight={inFlight}
      generalErrors={errors.general}
    >
      <Field label="First name" required {...field('firstName')}>
        <Input value={firstName} maxLength={NAME_MAX} onChange={(_, { value }) => setFirstName(value)} />
      </Field>
      <Field label="Last name" required {...field('lastName')}>
        <Input value={lastName} maxLength={NAME_MAX} onChange={(_, { value }) => setLastName(value)} />
      </Field>
    </MutationDialog>
  );
}
