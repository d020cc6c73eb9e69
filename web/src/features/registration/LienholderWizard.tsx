import {
  Body1,
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  Input,
  Option,
  Radio,
  RadioGroup,
  Subtitle2,
  Textarea,
  Toast,
  ToastBody,
  ToastTitle,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Navigate, Outlet, useLoaderData, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { LienholderWizardDetailsQuery } from '../../__generated__/LienholderWizardDetailsQuery.graphql.ts';
import type {
  OrganizationType,
  RegistrationContactPreference,
} from '../../__generated__/useUpdateLienholderRegistrationMutation.graphql.ts';
import type { EnvironmentHolder } from '../../relay/environment.ts';
import { useAppToasts } from '../../ui/useAppToasts.ts';
import { GeneralErrors } from '../../ui/GeneralErrors.tsx';
import { useFormErrors } from '../../ui/useFormErrors.ts';
import type { UserErrorView } from '../../ui/userErrors.ts';
import { emptyRow, hasRowProblems, rowProblems, type CaseRow, type RowProblems } from './caseRows.ts';
import { CaseRowsForm } from './CaseRowsForm.tsx';
import { useCreateRegistrationCaseFileUploadMutation } from './mutations/useCreateRegistrationCaseFileUploadMutation.ts';
import { useRegisterCasesMutation } from './mutations/useRegisterCasesMutation.ts';
import { useStartLienholderRegistrationMutation } from './mutations/useStartLienholderRegistrationMutation.ts';
import { useSubmitLienholderRegistrationMutation } from './mutations/useSubmitLienholderRegistrationMutation.ts';
import { useUpdateLienholderRegistrationMutation } from './mutations/useUpdateLienholderRegistrationMutation.ts';
import { RegistrationLayout } from './RegistrationLayout.tsx';
import {
  REGISTRATION_PATHS,
  REGISTRATION_TEXTS,
  WIZARD_STEPS,
  isCaseFileName,
  isEmail,
  MAX_CASE_FILE_BYTES,
  requiredProblems,
  storeCompulsionEventId,
  storedCompulsionEventId,
  type WizardStepKey,
} from './texts.ts';

const useStyles = makeStyles({
  steps: { display: 'flex', gap: tokens.spacingHorizontalL, listStyle: 'none', padding: 0, margin: 0, flexWrap: 'wrap' },
  step: { color: tokens.colorNeutralForeground3 },
  finish: { color: tokens.colorPaletteGreenForeground1 },
  process: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
  grid: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalM },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

// ---- queries and loaders -------------------------------------------------------------------------------------------

const detailsQuery = graphql`
  query LienholderWizardDetailsQuery($id: String!) {
    options {
      organizationTypes {
        value
        label
      }
      usStates {
        value
        label
      }
    }
    lienholderRegistration(id: $id) {
      internalID
      firstName
      lastName
      email
      companyName
      companyType
      website
      phoneNumber
      address {
        address1
        address2
        city
        state
        zipCode
      }
      contactPreference
      contacts {
        firstName
        lastName
        email
      }
      additionalInfo
      dataFile {
        name
      }
      cases {
        lawFirm {
          internalID
          name
        }
        newLawFirm {
          name
          website
        }
        plaintiffFirstName
        plaintiffLastName
        plaintiffBirthdate
        dateOfLoss
      }
    }
  }
`;

/** The account step: the option lists, and the kept registration's answers when the applicant comes back to it. */
export function wizardOptionsLoader(holder: EnvironmentHolder) {
  return wizardDetailsLoader(holder);
}

/** The details and confirmation steps read the registration kept between steps (none → the account step). */
export function wizardDetailsLoader(holder: EnvironmentHolder) {
  // Without a kept id the query asks for '' (no such registration: null), so the step redirects.
  return (): PreloadedQuery<LienholderWizardDetailsQuery> =>
    loadQuery<LienholderWizardDetailsQuery>(
      holder.current(),
      detailsQuery,
      { id: storedCompulsionEventId() ?? '' },
      { fetchPolicy: 'network-only' },
    );
}

// ---- shared --------------------------------------------------------------------------------------------------------

/** The cases error toast ('Error': '… Please refresh and try again'); the kept compulsion event id is cleared. */
function useCasesErrorToast() {
  const { dispatchToast } = useAppToasts();
  return () => {
    storeCompulsionEventId(null);
    dispatchToast(
      <Toast>
        <ToastTitle>{REGISTRATION_TEXTS.casesErrorTitle}</ToastTitle>
        <ToastBody>{REGISTRATION_TEXTS.casesError}</ToastBody>
      </Toast>,
      { intent: 'error' },
    );
  };
}

const lostEvent = (errors: ReadonlyArray<UserErrorView>) => errors.some((error) => error.field === 'compulsionEventId');

/** /register-lh: the steps bar (finish / process / wait) above the current step. */
export function WizardLayout() {
  const styles = useStyles();
  const { pathname } = useLocation();
  const current = Math.max(
    0,
    WIZARD_STEPS.findIndex((step) => pathname.startsWith(step.path)),
  );
  return (
    <RegistrationLayout title="Register your organization" wide>
      <nav aria-label="Registration steps">
        <ol className={styles.steps}>
          {WIZARD_STEPS.map((step, index) => {
            const state = index < current ? 'finish' : index === current ? 'process' : 'wait';
            return (
              <li
                key={step.key}
                data-state={state}
                aria-current={state === 'process' ? 'step' : undefined}
                className={mergeClasses(styles.step, state === 'finish' && styles.finish, state === 'process' && styles.process)}
              >
                {index + 1}. {step.title}
              </li>
            );
          })}
        </ol>
      </nav>
      <Outlet />
    </RegistrationLayout>
  );
}

function TypeDropdown({
  types,
  value,
  onChange,
  problem,
}: {
  types: ReadonlyArray<{ value: string; label: string }>;
  value: string;
  onChange: (value: string) => void;
  problem?: string;
}) {
  const lienholderTypes = types.filter((type) => type.value !== 'LAW_FIRM');
  return (
    <Field label="Company type" required validationMessage={problem}>
      <Dropdown
        placeholder="Select a type"
        value={lienholderTypes.find((type) => type.value === value)?.label ?? ''}
        selectedOptions={value ? [value] : []}
        onOptionSelect={(_, d) => onChange(d.optionValue ?? '')}
      >
        {lienholderTypes.map((type) => (
          <Option key={type.value} value={type.value}>
            {type.label}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}

// ---- step 1: Get Started -------------------------------------------------------------------------------------------

/** /register-lh/account[?compulsion_request=&email=]: who registers and the company (a provider invitation prefills). */
export function WizardAccountStep() {
  const styles = useStyles();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { data } = useDetails();
  const kept = data.lienholderRegistration;
  const [values, setValues] = useState({
    firstName: kept?.firstName ?? '',
    lastName: kept?.lastName ?? '',
    email: kept?.email ?? params.get('email') ?? '',
    companyName: kept?.companyName ?? '',
    companyType: kept?.companyType ?? '',
  });
  const [missing, setMissing] = useState<Record<string, string>>({});
  const [start, starting] = useStartLienholderRegistrationMutation();
  const [update, updating] = useUpdateLienholderRegistrationMutation();
  const { errors, submit, field } = useFormErrors();
  const set = (name: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [name]: value }));
  const problem = (name: string) => missing[name] ?? field(name).validationMessage;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = requiredProblems(values, ['firstName', 'lastName', 'email', 'companyName', 'companyType']);
    setMissing(problems);
    if (Object.keys(problems).length) return;
    const input = { ...values, companyType: values.companyType as OrganizationType };
    const keptId = storedCompulsionEventId();
    let id: string | null = keptId;
    const ok = await submit(async () => {
      if (keptId) {
        const result = await update({ id: keptId, ...input });
        // The kept registration is gone or submitted: start a new one.
        if (!lostEvent(result.userErrors)) return result;
        storeCompulsionEventId(null);
      }
      const result = await start({ ...input, compulsionRequestId: params.get('compulsion_request') });
      id = result.registration?.internalID ?? null;
      return result;
    });
    if (!ok || !id) return;
    storeCompulsionEventId(id);
    await navigate(REGISTRATION_PATHS.cases);
  }

  return (
    <form className={styles.form} noValidate aria-label="Get Started" onSubmit={(event) => void onSubmit(event)}>
      <Subtitle2 as="h2">Get Started</Subtitle2>
      <GeneralErrors messages={errors.general} />
      <div className={styles.grid}>
        <Field label="First name" required validationMessage={problem('firstName')}>
          <Input value={values.firstName} maxLength={100} onChange={(_, d) => set('firstName')(d.value)} />
        </Field>
        <Field label="Last name" required validationMessage={problem('lastName')}>
          <Input value={values.lastName} maxLength={100} onChange={(_, d) => set('lastName')(d.value)} />
        </Field>
      </div>
      <Field label="Work email" required validationMessage={problem('email')}>
        <Input type="email" value={values.email} maxLength={254} onChange={(_, d) => set('email')(d.value)} />
      </Field>
      <Field label="Company name" required validationMessage={problem('companyName')}>
        <Input value={values.companyName} maxLength={255} onChange={(_, d) => set('companyName')(d.value)} />
      </Field>
      <TypeDropdown
        types={data.options.organizationTypes}
        value={values.companyType}
        onChange={set('companyType')}
        problem={problem('companyType')}
      />
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabledFocusable={starting || updating}>
          Next
        </Button>
      </div>
    </form>
  );
}

// ---- step 2: Register Cases ----------------------------------------------------------------------------------------

/** /register-lh/cases: case rows or a spreadsheet. Without a kept compulsion event id → the account step. */
export function WizardCasesStep() {
  const { data } = useDetails();
  const eventId = storedCompulsionEventId();
  const registration = data.lienholderRegistration;
  if (!eventId || !registration) {
    storeCompulsionEventId(null);
    return <Navigate replace to={REGISTRATION_PATHS.account} />;
  }
  return (
    <CasesForm
      eventId={eventId}
      initialRows={registration.cases.map((row) => ({
        ...emptyRow(),
        lawFirm: row.lawFirm ? { id: row.lawFirm.internalID, name: row.lawFirm.name } : null,
        newLawFirmName: row.newLawFirm?.name ?? '',
        newLawFirmWebsite: row.newLawFirm?.website ?? '',
        firstName: row.plaintiffFirstName,
        lastName: row.plaintiffLastName,
        birthdate: (row.plaintiffBirthdate as string | null) ?? '',
        dateOfLoss: (row.dateOfLoss as string | null) ?? '',
      }))}
    />
  );
}

/** The cases step's form for a kept registration (rows entered before come back). */
export function CasesForm({ eventId, initialRows }: { eventId: string | null; initialRows: CaseRow[] }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const [rows, setRows] = useState<CaseRow[]>(() => (initialRows.length ? initialRows : [emptyRow()]));
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<RowProblems[]>([]);
  const [fileError, setFileError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [registerCases] = useRegisterCasesMutation();
  const [createUpload] = useCreateRegistrationCaseFileUploadMutation();
  const { errors, setErrors, submit } = useFormErrors();
  const casesError = useCasesErrorToast();
  if (!eventId) return <Navigate replace to={REGISTRATION_PATHS.account} />;

  function chooseFile(chosen: File | null) {
    setFileError(undefined);
    if (chosen && !isCaseFileName(chosen.name)) return setFileError(REGISTRATION_TEXTS.fileTypes);
    if (chosen && chosen.size > MAX_CASE_FILE_BYTES) return setFileError(REGISTRATION_TEXTS.fileTooLarge);
    setFile(chosen);
  }

  async function sendFile(chosen: File): Promise<ReadonlyArray<UserErrorView>> {
    const target = await createUpload({
      compulsionEventId: eventId!,
      fileName: chosen.name,
      size: chosen.size,
      contentType: chosen.type || 'application/octet-stream',
    });
    if (!target.upload) return target.userErrors;
    const response = await fetch(target.upload.url, {
      method: target.upload.method,
      headers: { 'Content-Type': target.upload.contentType },
      body: chosen,
      credentials: 'omit',
    });
    if (!response.ok) return [{ field: null, message: 'The file could not be uploaded. Please try again.' }];
    return (await registerCases({ compulsionEventId: eventId!, dataFileUploadId: target.upload.uploadId })).userErrors;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = rowProblems(rows, file !== null);
    setProblems(found);
    if (hasRowProblems(found)) return;
    setBusy(true);
    let lost = false;
    const ok = await submit(async () => {
      const userErrors = file
        ? await sendFile(file)
        : (
            await registerCases({
              compulsionEventId: eventId!,
              cases: rows.map((row) => ({
                lawFirmId: row.lawFirm?.id ?? null,
                newLawFirmName: row.lawFirm ? null : row.newLawFirmName.trim(),
                newLawFirmWebsite: row.lawFirm ? null : row.newLawFirmWebsite.trim() || null,
                plaintiffFirstName: row.firstName.trim(),
                plaintiffLastName: row.lastName.trim(),
                plaintiffBirthdate: row.birthdate || null,
                dateOfLoss: row.dateOfLoss || null,
              })),
            })
          ).userErrors;
      lost = lostEvent(userErrors);
      return userErrors;
    });
    setBusy(false);
    if (lost) {
      setErrors({ fields: {}, general: [] });
      casesError();
      await navigate(REGISTRATION_PATHS.account);
      return;
    }
    if (ok) await navigate(REGISTRATION_PATHS.details);
  }

  return (
    <form className={styles.form} noValidate aria-label="Register Cases" onSubmit={(event) => void onSubmit(event)}>
      <Subtitle2 as="h2">Register Cases</Subtitle2>
      <Body1>List the patients you hold liens for, with their law firms, or upload a spreadsheet.</Body1>
      <GeneralErrors messages={[...errors.general, ...Object.values(errors.fields)]} />
      <CaseRowsForm
        rows={rows}
        file={file}
        problems={problems}
        fileError={fileError}
        disabled={busy}
        onRowsChange={setRows}
        onFileChange={chooseFile}
      />
      <div className={styles.actions}>
        <Button onClick={() => void navigate(REGISTRATION_PATHS.account)}>Back</Button>
        <Button type="submit" appearance="primary" disabledFocusable={busy}>
          Next
        </Button>
      </div>
    </form>
  );
}

// ---- step 3: Verify Contact Information ----------------------------------------------------------------------------

type Registration = NonNullable<LienholderWizardDetailsQuery['response']['lienholderRegistration']>;
type Contact = { firstName: string; lastName: string; email: string };

function useDetails(): { data: LienholderWizardDetailsQuery['response'] } {
  return {
    data: usePreloadedQuery<LienholderWizardDetailsQuery>(detailsQuery, useLoaderData() as PreloadedQuery<LienholderWizardDetailsQuery>),
  };
}

/** /register-lh/details: the contact preference, its fields, and the two modals. */
export function WizardDetailsStep() {
  const { data } = useDetails();
  const registration = data.lienholderRegistration;
  if (!registration) {
    storeCompulsionEventId(null);
    return <Navigate replace to={REGISTRATION_PATHS.account} />;
  }
  return <DetailsForm registration={registration} options={data.options} />;
}

export function DetailsForm({
  registration,
  options,
}: {
  registration: Registration;
  options: LienholderWizardDetailsQuery['response']['options'];
}) {
  const styles = useStyles();
  const navigate = useNavigate();
  const [preference, setPreference] = useState<RegistrationContactPreference | ''>(
    (registration.contactPreference as RegistrationContactPreference | null) ?? 'WEBSITE',
  );
  const [website, setWebsite] = useState(registration.website);
  const [phone, setPhone] = useState(registration.phoneNumber);
  const [address, setAddress] = useState({ ...registration.address });
  const [company, setCompany] = useState({
    companyName: registration.companyName,
    companyType: registration.companyType ?? '',
    additionalInfo: registration.additionalInfo,
  });
  const [contacts, setContacts] = useState<Contact[]>(registration.contacts.map((contact) => ({ ...contact })));
  const [missing, setMissing] = useState<Record<string, string>>({});
  const [dialog, setDialog] = useState<'info' | 'contacts' | null>(null);
  const [update, isInFlight] = useUpdateLienholderRegistrationMutation();
  const { errors, submit, field } = useFormErrors();
  const casesError = useCasesErrorToast();
  const problem = (name: string) => missing[name] ?? field(name).validationMessage;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!preference) problems.contactPreference = REGISTRATION_TEXTS.required;
    if (preference === 'WEBSITE' && !website.trim()) problems.website = REGISTRATION_TEXTS.websiteRequired;
    if (preference === 'ADDRESS') {
      if (!phone.trim()) problems.phoneNumber = REGISTRATION_TEXTS.phoneRequired;
      if (!address.address1.trim() || !address.city.trim() || !address.state || !address.zipCode.trim())
        problems.address = REGISTRATION_TEXTS.addressRequired;
    }
    setMissing(problems);
    if (Object.keys(problems).length) return;
    // Update step without a compulsion event id: the cases error, and no request.
    const id = storedCompulsionEventId();
    if (!id) {
      casesError();
      await navigate(REGISTRATION_PATHS.account);
      return;
    }
    let lost = false;
    const ok = await submit(async () => {
      const result = await update({
        id,
        contactPreference: preference as RegistrationContactPreference,
        website: website.trim(),
        phoneNumber: phone.trim(),
        address,
        contacts,
        companyName: company.companyName,
        companyType: company.companyType as OrganizationType,
        additionalInfo: company.additionalInfo,
      });
      lost = lostEvent(result.userErrors);
      return result;
    });
    if (lost) {
      casesError();
      await navigate(REGISTRATION_PATHS.account);
      return;
    }
    if (ok) await navigate(REGISTRATION_PATHS.confirmation);
  }

  return (
    <form className={styles.form} noValidate aria-label="Verify Contact Information" onSubmit={(event) => void onSubmit(event)}>
      <Subtitle2 as="h2">Verify Contact Information</Subtitle2>
      <GeneralErrors messages={errors.general} />
      <Field label="How should we verify your company?" required validationMessage={problem('contactPreference')}>
        <RadioGroup value={preference} onChange={(_, d) => setPreference(d.value as RegistrationContactPreference)}>
          <Radio value="WEBSITE" label={REGISTRATION_TEXTS.websitePreference} />
          <Radio value="ADDRESS" label={REGISTRATION_TEXTS.addressPreference} />
        </RadioGroup>
      </Field>
      {preference === 'WEBSITE' ? (
        <Field label="Company website" required validationMessage={problem('website')}>
          <Input type="url" placeholder="https://" value={website} maxLength={200} onChange={(_, d) => setWebsite(d.value)} />
        </Field>
      ) : null}
      {preference === 'ADDRESS' ? (
        <>
          <Field label="Company phone number" required validationMessage={problem('phoneNumber')}>
            <Input type="tel" value={phone} maxLength={30} onChange={(_, d) => setPhone(d.value)} />
          </Field>
          <Field label="Address" required validationMessage={problem('address')}>
            <Input value={address.address1} maxLength={255} onChange={(_, d) => setAddress({ ...address, address1: d.value })} />
          </Field>
          <Field label="Address line 2">
            <Input value={address.address2} maxLength={255} onChange={(_, d) => setAddress({ ...address, address2: d.value })} />
          </Field>
          <div className={styles.grid}>
            <Field label="City" required>
              <Input value={address.city} maxLength={100} onChange={(_, d) => setAddress({ ...address, city: d.value })} />
            </Field>
            <Field label="State" required>
              <Dropdown
                placeholder="Select a state"
                value={options.usStates.find((state) => state.value === address.state)?.label ?? ''}
                selectedOptions={address.state ? [address.state] : []}
                onOptionSelect={(_, d) => setAddress({ ...address, state: d.optionValue ?? '' })}
              >
                {options.usStates.map((state) => (
                  <Option key={state.value} value={state.value}>
                    {state.label}
                  </Option>
                ))}
              </Dropdown>
            </Field>
            <Field label="ZIP code" required>
              <Input value={address.zipCode} maxLength={10} onChange={(_, d) => setAddress({ ...address, zipCode: d.value })} />
            </Field>
          </div>
        </>
      ) : null}
      <div className={styles.actions}>
        <Button onClick={() => setDialog('info')}>{REGISTRATION_TEXTS.additionalInfoTitle}</Button>
        <Button onClick={() => setDialog('contacts')}>
          {REGISTRATION_TEXTS.contactsTitle} ({contacts.length})
        </Button>
      </div>
      <div className={styles.actions}>
        <Button onClick={() => void navigate(REGISTRATION_PATHS.cases)}>Back</Button>
        <Button type="submit" appearance="primary" disabledFocusable={isInFlight}>
          Next
        </Button>
      </div>
      {dialog === 'info' ? (
        <AdditionalInfoDialog
          types={options.organizationTypes}
          initial={company}
          onCancel={() => setDialog(null)}
          onSave={(value) => {
            setCompany(value);
            setDialog(null);
          }}
        />
      ) : null}
      {dialog === 'contacts' ? (
        <ContactsDialog
          initial={contacts}
          onCancel={() => setDialog(null)}
          onSave={(value) => {
            setContacts(value);
            setDialog(null);
          }}
        />
      ) : null}
    </form>
  );
}

/** 'Lienholder Additional Information': the lienholder's name and type (required; never the law-firm type) and notes. */
export function AdditionalInfoDialog({
  types,
  initial,
  onCancel,
  onSave,
}: {
  types: ReadonlyArray<{ value: string; label: string }>;
  initial: { companyName: string; companyType: string; additionalInfo: string };
  onCancel: () => void;
  onSave: (value: { companyName: string; companyType: string; additionalInfo: string }) => void;
}) {
  const styles = useStyles();
  const [value, setValue] = useState(initial);
  const [missing, setMissing] = useState<Record<string, string>>({});
  const save = () => {
    const problems = requiredProblems(value, ['companyName', 'companyType']);
    if (value.companyType === 'LAW_FIRM') problems.companyType = 'A lienholder cannot be of the law firm type.';
    setMissing(problems);
    if (!Object.keys(problems).length) onSave(value);
  };
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{REGISTRATION_TEXTS.additionalInfoTitle}</DialogTitle>
          <DialogContent className={styles.form}>
            <Field label="Lienholder name" required validationMessage={missing.companyName}>
              <Input value={value.companyName} maxLength={255} onChange={(_, d) => setValue({ ...value, companyName: d.value })} />
            </Field>
            <TypeDropdown
              types={types}
              value={value.companyType}
              onChange={(companyType) => setValue({ ...value, companyType })}
              problem={missing.companyType}
            />
            <Field label="Additional information">
              <Textarea
                value={value.additionalInfo}
                maxLength={5000}
                onChange={(_, d) => setValue({ ...value, additionalInfo: d.value })}
              />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel}>Cancel</Button>
            <Button appearance="primary" onClick={save}>
              Save
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** 'Lienholder Contacts': the list, and a form to add one (first name and work e-mail required, last name optional). */
export function ContactsDialog({
  initial,
  onCancel,
  onSave,
}: {
  initial: Contact[];
  onCancel: () => void;
  onSave: (contacts: Contact[]) => void;
}) {
  const styles = useStyles();
  const [contacts, setContacts] = useState(initial);
  const [draft, setDraft] = useState<Contact>({ firstName: '', lastName: '', email: '' });
  const [missing, setMissing] = useState<Record<string, string>>({});
  const add = () => {
    const problems = requiredProblems(draft, ['firstName', 'email']);
    if (draft.email.trim() && !isEmail(draft.email)) problems.email = REGISTRATION_TEXTS.invalidEmail;
    setMissing(problems);
    if (Object.keys(problems).length) return;
    setContacts([...contacts, { firstName: draft.firstName.trim(), lastName: draft.lastName.trim(), email: draft.email.trim() }]);
    setDraft({ firstName: '', lastName: '', email: '' });
  };
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{REGISTRATION_TEXTS.contactsTitle}</DialogTitle>
          <DialogContent className={styles.form}>
            {contacts.length ? (
              <ul className={styles.list} aria-label="Contacts">
                {contacts.map((contact, index) => (
                  <li key={`${contact.email}-${index}`}>
                    {`${contact.firstName} ${contact.lastName}`.trim()} &lt;{contact.email}&gt;{' '}
                    <Button size="small" appearance="transparent" onClick={() => setContacts(contacts.filter((_, i) => i !== index))}>
                      Remove
                    </Button>
                  </li>
                ))}
              </ul>
            ) : (
              <Caption1>No contacts yet.</Caption1>
            )}
            <div className={styles.grid}>
              <Field label="Contact first name" required validationMessage={missing.firstName}>
                <Input value={draft.firstName} maxLength={100} onChange={(_, d) => setDraft({ ...draft, firstName: d.value })} />
              </Field>
              <Field label="Contact last name">
                <Input value={draft.lastName} maxLength={100} onChange={(_, d) => setDraft({ ...draft, lastName: d.value })} />
              </Field>
            </div>
            <Field label="Contact work email" required validationMessage={missing.email}>
              <Input type="email" value={draft.email} maxLength={254} onChange={(_, d) => setDraft({ ...draft, email: d.value })} />
            </Field>
            <div>
              <Button onClick={add}>Add contact</Button>
            </div>
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel}>Cancel</Button>
            <Button appearance="primary" onClick={() => onSave(contacts)}>
              Save
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

// ---- step 4: Confirmation ------------------------------------------------------------------------------------------

/** /register-lh/confirmation: what will be sent, and Submit. */
export function WizardConfirmationStep() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { data } = useDetails();
  const [submitRegistration, isInFlight] = useSubmitLienholderRegistrationMutation();
  const { errors, submit } = useFormErrors();
  const casesError = useCasesErrorToast();
  const registration = data.lienholderRegistration;
  if (!registration) {
    storeCompulsionEventId(null);
    return <Navigate replace to={REGISTRATION_PATHS.account} />;
  }

  async function onSubmit() {
    let lost = false;
    const ok = await submit(async () => {
      const result = await submitRegistration(registration!.internalID);
      lost = lostEvent(result.userErrors);
      return result;
    });
    if (lost) {
      casesError();
      await navigate(REGISTRATION_PATHS.account);
      return;
    }
    if (!ok) return;
    // Cleared after the final step.
    storeCompulsionEventId(null);
    await navigate(`${REGISTRATION_PATHS.complete}?success=true`);
  }

  return (
    <section className={styles.form} aria-label="Confirmation">
      <Subtitle2 as="h2">{REGISTRATION_TEXTS.confirmationTitle}</Subtitle2>
      <GeneralErrors messages={[...errors.general, ...Object.values(errors.fields)]} />
      <Body1>
        {registration.firstName} {registration.lastName} ({registration.email}) for {registration.companyName}
      </Body1>
      <Body1>
        {registration.contactPreference === 'ADDRESS'
          ? `${registration.address.address1}, ${registration.address.city}, ${registration.address.state} ${registration.address.zipCode} · ${registration.phoneNumber}`
          : registration.website}
      </Body1>
      {registration.dataFile ? (
        <Body1>Case spreadsheet: {registration.dataFile.name}</Body1>
      ) : (
        <ul className={styles.list} aria-label="Cases">
          {registration.cases.map((row, index) => (
            <li key={index}>
              {row.plaintiffFirstName} {row.plaintiffLastName} — {row.lawFirm?.name ?? row.newLawFirm?.name}
            </li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <Button onClick={() => void navigate(REGISTRATION_PATHS.details)}>Back</Button>
        <Button appearance="primary" disabledFocusable={isInFlight} onClick={() => void onSubmit()}>
          Submit registration
        </Button>
      </div>
    </section>
  );
}

export type { WizardStepKey };
