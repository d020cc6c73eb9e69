import { Field, Input, makeStyles, Select, Switch, Textarea, Toast, ToastTitle, tokens } from '@fluentui/react-components';
import { Suspense, useState } from 'react';
import { useAppToasts } from '../../ui/useAppToasts.ts';
import { MutationDialog } from '../../ui/MutationDialog.tsx';
import { useFormErrors } from '../../ui/useFormErrors.ts';
import { useUpdateOrganizationMutation } from './mutations/useUpdateOrganizationMutation.ts';
import {
  INVALID_EMAIL,
  looksLikeEmail,
  MAX_CONTACT_EMAILS,
  parseContactEmails,
  REQUIRED,
  TOO_MANY_CONTACT_EMAILS,
} from './settingsTexts.ts';
import { useSettingsOptions } from './useSettingsOptions.ts';

const FIELDS_WITH_INPUTS = new Set(['name', 'address1', 'address2', 'city', 'state', 'zipCode', 'website', 'phoneNumber', 'contactEmails']);

const useStyles = makeStyles({
  row: { display: 'grid', gridTemplateColumns: '2fr 1fr 1fr', gap: tokens.spacingHorizontalM },
  surface: { maxWidth: '640px' },
  switches: { display: 'flex', flexDirection: 'column' },
});

export interface EditableOrganization {
  readonly id: string;
  readonly name: string;
  readonly kind: string;
  readonly address:
    | {
        readonly address1?: string | null;
        readonly address2?: string | null;
        readonly city?: string | null;
        readonly state?: string | null;
        readonly zipCode?: string | null;
      }
    | null
    | undefined;
  readonly website?: string | null;
  readonly phoneNumber?: string | null;
  readonly contactEmails: ReadonlyArray<string>;
  readonly isNewCaseEmailEnabled: boolean;
  readonly notesDisabled: boolean;
  readonly sharesDocumentsManually: boolean;
  readonly lienholderDocumentUploadNotificationsEnabled: boolean;
}

function StateSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { usStates } = useSettingsOptions();
  return (
    <Select value={value} onChange={(_, data) => onChange(data.value)}>
      <option value="">—</option>
      {usStates.map((state) => (
        <option key={state.value} value={state.value}>
          {state.label}
        </option>
      ))}
    </Select>
  );
}

/**
 * Edit details (organisation admins): name, address, website, phone, contact e-mails and the organisation's own
 * switches (the lienholder ones only for a lienholder). The form checks what it can (name required, at most 10
 * valid e-mails); the registry's refusals come back on their fields. Saved → 'Success' toast and the cards update.
 */
export function EditOrganizationDialog({ organization, onClose }: { organization: EditableOrganization; onClose: () => void }) {
  const styles = useStyles();
  const [form, setForm] = useState({
    name: organization.name,
    address1: organization.address?.address1 ?? '',
    address2: organization.address?.address2 ?? '',
    city: organization.address?.city ?? '',
    state: organization.address?.state ?? '',
    zipCode: organization.address?.zipCode ?? '',
    website: organization.website ?? '',
    phoneNumber: organization.phoneNumber ?? '',
    contactEmails: organization.contactEmails.join('\n'),
    isNewCaseEmailEnabled: organization.isNewCaseEmailEnabled,
    notesDisabled: organization.notesDisabled,
    sharesDocumentsManually: organization.sharesDocumentsManually,
    lienholderDocumentUploadNotificationsEnabled: organization.lienholderDocumentUploadNotificationsEnabled,
  });
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => setForm((current) => ({ ...current, [key]: value }));
  const [updateOrganization, inFlight] = useUpdateOrganizationMutation();
  const { errors, setErrors, submit, field } = useFormErrors();
  const { dispatchToast } = useAppToasts();
  const lienholder = organization.kind === 'LIENHOLDER';
  // Refusals about fields without an input of their own (a switch) are shown above the form.
  const generalErrors = [
    ...errors.general,
    ...Object.entries(errors.fields)
      .filter(([name]) => !FIELDS_WITH_INPUTS.has(name))
      .map(([, message]) => message),
  ];

  async function save() {
    const contactEmails = parseContactEmails(form.contactEmails);
    const problems: Record<string, string> = {};
    if (!form.name.trim()) problems.name = REQUIRED;
    if (contactEmails.length > MAX_CONTACT_EMAILS) problems.contactEmails = TOO_MANY_CONTACT_EMAILS;
    else if (contactEmails.some((email) => !looksLikeEmail(email))) problems.contactEmails = INVALID_EMAIL;
    if (Object.keys(problems).length) return setErrors({ fields: problems, general: [] });
    const saved = await submit(() =>
      updateOrganization({
        id: organization.id,
        name: form.name,
        address: { address1: form.address1, address2: form.address2, city: form.city, state: form.state, zipCode: form.zipCode },
        website: form.website,
        phoneNumber: form.phoneNumber,
        contactEmails,
        isNewCaseEmailEnabled: form.isNewCaseEmailEnabled,
        notesDisabled: form.notesDisabled,
        ...(lienholder && {
          sharesDocumentsManually: form.sharesDocumentsManually,
          lienholderDocumentUploadNotificationsEnabled: form.lienholderDocumentUploadNotificationsEnabled,
        }),
      }),
    );
    if (!saved) return;
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
      title="Edit organization details"
      submitLabel="Save"
      onSubmit={save}
      onClose={onClose}
      inFlight={inFlight}
      generalErrors={generalErrors}
      surfaceClassName={styles.surface}
    >
      <Field label="Name" required {...field('name')}>
        <Input value={form.name} maxLength={255} onChange={(_, { value }) => set('name', value)} />
      </Field>
      <Field label="Address line 1" {...field('address1')}>
        <Input value={form.address1} maxLength={255} onChange={(_, { value }) => set('address1', value)} />
      </Field>
      <Field label="Address line 2" {...field('address2')}>
        <Input value={form.address2} maxLength={255} onChange={(_, { value }) => set('address2', value)} />
      </Field>
      <div className={styles.row}>
        <Field label="City" {...field('city')}>
          <Input value={form.city} maxLength={100} onChange={(_, { value }) => set('city', value)} />
        </Field>
        <Field label="State" {...field('state')}>
          <Suspense fallback={<Select disabled />}>
            <StateSelect value={form.state} onChange={(value) => set('state', value)} />
          </Suspense>
        </Field>
        <Field label="ZIP code" {...field('zipCode')}>
          <Input value={form.zipCode} maxLength={10} onChange={(_, { value }) => set('zipCode', value)} />
        </Field>
      </div>
      <Field label="Website" hint="https://…" {...field('website')}>
        <Input type="url" value={form.website} maxLength={200} onChange={(_, { value }) => set('website', value)} />
      </Field>
      <Field label="Phone" {...field('phoneNumber')}>
        <Input type="tel" value={form.phoneNumber} maxLength={32} onChange={(_, { value }) => set('phoneNumber', value)} />
      </Field>
      <Field label="Contact e-mails" hint={`One per line, at most ${MAX_CONTACT_EMAILS}.`} {...field('contactEmails')}>
        <Textarea value={form.contactEmails} resize="vertical" rows={3} onChange={(_, { value }) => set('contactEmails', value)} />
      </Field>
      <div className={styles.switches}>
        <Switch
          label="E-mail us about new cases"
          checked={form.isNewCaseEmailEnabled}
          onChange={(_, { checked }) => set('isNewCaseEmailEnabled', checked)}
        />
        <Switch label="Disable notes" checked={form.notesDisabled} onChange={(_, { checked }) => set('notesDisabled', checked)} />
        {lienholder && (
          <>
            <Switch
              label="We share documents manually"
              checked={form.sharesDocumentsManually}
              onChange={(_, { checked }) => set('sharesDocumentsManually', checked)}
            />
            <Switch
              label="Notify us of document uploads"
              checked={form.lienholderDocumentUploadNotificationsEnabled}
              onChange={(_, { checked }) => set('lienholderDocumentUploadNotificationsEnabled', checked)}
            />
          </>
        )}
      </div>
    </MutationDialog>
  );
}
