import {
  Body1,
  Button,
  Caption1,
  Field,
  Input,
  Link,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useId, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { GeneralErrors } from '../../ui/GeneralErrors.tsx';
import { useFormErrors } from '../../ui/useFormErrors.ts';
import type { UserErrorView } from '../../ui/userErrors.ts';
import { FILE_SIZE_LIMIT_TITLE, isTooLarge } from '../documents/fileSize.ts';
import { RegistrationLayout } from '../registration/RegistrationLayout.tsx';
import { useCreateCaseUploadTargetMutation } from './mutations/useCreateCaseUploadTargetMutation.ts';
import { useSubmitCaseUploadMutation } from './mutations/useSubmitCaseUploadMutation.ts';
import {
  CASE_UPLOAD_LIMITS,
  CASE_UPLOAD_TEXTS,
  caseUploadProblems,
  fileProblem,
  TEMPLATE_CSV_URL,
  TEMPLATE_XLSX_URL,
  type CaseUploadValues,
} from './texts.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  notes: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, margin: 0, paddingLeft: tokens.spacingHorizontalL },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/** The target's refusals are about the file (its size, name or type): they show on the file field. */
const FILE_FIELDS = new Set(['size', 'fileName', 'contentType']);
const onFileField = (errors: ReadonlyArray<UserErrorView>): UserErrorView[] =>
  errors.map((error) => (error.field && FILE_FIELDS.has(error.field) ? { ...error, field: 'dataFileUploadId' } : error));

/**
 * The Secure Case Upload page (/bulk-case-upload; public, also open to signed-in users): company, name, e-mail and a
 * file of any type. The file is sent first (a signed target, the bytes PUT to it), then the form names the upload.
 * Signed in, the fields start with the viewer's name, e-mail and organisation. On success the form resets and says so.
 */
export function SecureCaseUploadPage({ defaults, signedIn }: { defaults: CaseUploadValues; signedIn: boolean }) {
  const styles = useStyles();
  const fileId = useId();
  const [values, setValues] = useState<CaseUploadValues>(defaults);
  const [file, setFile] = useState<File | null>(null);
  // A new key empties the file input (a file input's value cannot be set).
  const [fileKey, setFileKey] = useState(0);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [createTarget] = useCreateCaseUploadTargetMutation();
  const [submitCaseUpload] = useSubmitCaseUploadMutation();
  const { errors, setErrors, submit } = useFormErrors();

  const set = (name: keyof CaseUploadValues) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setSent(false);
  };
  const problem = (name: string) => problems[name] ?? errors.fields[name];

  function chooseFile(chosen: File | null) {
    setFile(chosen);
    setSent(false);
    setProblems((current) => {
      const { dataFileUploadId: _previous, ...rest } = current;
      const found = chosen ? fileProblem(chosen) : undefined;
      return found ? { ...rest, dataFileUploadId: found } : rest;
    });
  }

  async function send(chosen: File): Promise<ReadonlyArray<UserErrorView>> {
    const target = await createTarget({ fileName: chosen.name, size: chosen.size, contentType: chosen.type || 'application/octet-stream' });
    if (!target.target) return onFileField(target.userErrors);
    const response = await fetch(target.target.url, {
      method: target.target.method,
      headers: { 'Content-Type': target.target.contentType },
      body: chosen,
      credentials: 'omit',
    });
    if (!response.ok) return [{ field: 'dataFileUploadId', message: CASE_UPLOAD_TEXTS.uploadFailed }];
    const answer = await submitCaseUpload({
      companyName: values.companyName.trim(),
      fullName: values.fullName.trim(),
      emailAddress: values.emailAddress.trim(),
      dataFileUploadId: target.target.uploadId,
    });
    return answer.userErrors;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setSent(false);
    const found = caseUploadProblems(values, file);
    setProblems(found);
    setErrors({ fields: {}, general: [] });
    if (Object.keys(found).length || !file) return;
    setBusy(true);
    const ok = await submit(() => send(file));
    setBusy(false);
    if (!ok) return;
    setValues(defaults);
    setFile(null);
    setFileKey((key) => key + 1);
    setSent(true);
  }

  return (
    <RegistrationLayout title={CASE_UPLOAD_TEXTS.title}>
      <Body1>{CASE_UPLOAD_TEXTS.intro}</Body1>
      {sent ? (
        <MessageBar intent="success" role="status">
          <MessageBarBody>
            <MessageBarTitle>{CASE_UPLOAD_TEXTS.successTitle}</MessageBarTitle>
            {CASE_UPLOAD_TEXTS.success}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <form className={styles.form} noValidate aria-label={CASE_UPLOAD_TEXTS.title} onSubmit={(event) => void onSubmit(event)}>
        <GeneralErrors messages={errors.general} />
        {file && isTooLarge(file) ? (
          <MessageBar intent="error">
            <MessageBarBody>
              <MessageBarTitle>{FILE_SIZE_LIMIT_TITLE}</MessageBarTitle>
              {problems.dataFileUploadId}
            </MessageBarBody>
          </MessageBar>
        ) : null}
        <Field label={CASE_UPLOAD_TEXTS.companyName} required validationMessage={problem('companyName')}>
          <Input
            name="company_name"
            value={values.companyName}
            maxLength={CASE_UPLOAD_LIMITS.companyName}
            onChange={(_, data) => set('companyName')(data.value)}
          />
        </Field>
        <Field label={CASE_UPLOAD_TEXTS.fullName} required validationMessage={problem('fullName')}>
          <Input
            name="full_name"
            autoComplete="name"
            value={values.fullName}
            maxLength={CASE_UPLOAD_LIMITS.fullName}
            onChange={(_, data) => set('fullName')(data.value)}
          />
        </Field>
        <Field label={CASE_UPLOAD_TEXTS.email} required validationMessage={problem('emailAddress')}>
          <Input
            name="email_address"
            type="email"
            autoComplete="email"
            value={values.emailAddress}
            maxLength={CASE_UPLOAD_LIMITS.email}
            onChange={(_, data) => set('emailAddress')(data.value)}
          />
        </Field>
        <Field
          label={{ children: CASE_UPLOAD_TEXTS.file, htmlFor: fileId }}
          required
          // A file over the limit is named in the message bar above (DECISIONS 13), not twice.
          validationMessage={file && isTooLarge(file) ? undefined : problem('dataFileUploadId')}
        >
          <input
            key={fileKey}
            id={fileId}
            name="data_file"
            type="file"
            disabled={busy}
            onChange={(event) => chooseFile(event.target.files?.[0] ?? null)}
          />
        </Field>
        {file ? <Caption1>{file.name}</Caption1> : null}
        <ul className={styles.notes} aria-label="Notes">
          <li>
            <Caption1>
              {CASE_UPLOAD_TEXTS.anyFileTypeBefore}
              <Link href={TEMPLATE_XLSX_URL} download>
                {CASE_UPLOAD_TEXTS.templateLink}
              </Link>{' '}
              (
              <Link href={TEMPLATE_CSV_URL} download>
                {CASE_UPLOAD_TEXTS.templateCsvLink}
              </Link>
              ).
            </Caption1>
          </li>
          <li>
            <Caption1>{CASE_UPLOAD_TEXTS.secure}</Caption1>
          </li>
          <li>
            <Caption1>{CASE_UPLOAD_TEXTS.agreement}</Caption1>
          </li>
        </ul>
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabledFocusable={busy}>
            {CASE_UPLOAD_TEXTS.submit}
          </Button>
          {busy ? <Caption1 role="status">{CASE_UPLOAD_TEXTS.uploading}</Caption1> : null}
        </div>
      </form>
      {signedIn ? (
        <Body1>
          <RouterLink to="/portfolio">Back to the portfolio</RouterLink>
        </Body1>
      ) : (
        <Body1>
          Already have an account? <RouterLink to="/login">Sign in</RouterLink>
        </Body1>
      )}
    </RegistrationLayout>
  );
}
