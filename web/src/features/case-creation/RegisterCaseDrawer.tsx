import {
  Button,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  OverlayDrawer,
  Select,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Add20Regular, Delete20Regular, Dismiss24Regular } from '@fluentui/react-icons';
import { Suspense, useRef, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { RegisterCaseDrawerOptionsQuery } from '../../__generated__/RegisterCaseDrawerOptionsQuery.graphql.ts';
import { NO_ERRORS } from '../../ui/userErrors.ts';
import { useFormErrors } from '../../ui/useFormErrors.ts';
import { LawFirmPicker, type LawFirmChoice } from '../../ui/LawFirmPicker.tsx';
import { DATE_MESSAGES, TEXT_LIMITS, dateError, latestToday, presentErrors, textError } from '../../lib/input-rules.ts';
import { UploadSpreadsheetLink } from '../case-uploads/UploadSpreadsheetLink.tsx';
import { ContactFields, type ContactValues } from './ContactFields.tsx';
import { useCreateCasesMutation } from './mutations/useCreateCasesMutation.ts';
import { useCreateLawFirmMutation } from './mutations/useCreateLawFirmMutation.ts';

const useStyles = makeStyles({
  drawer: { width: '720px', maxWidth: '100vw' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  row: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    margin: 0,
    padding: tokens.spacingVerticalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: tokens.spacingHorizontalM },
  footer: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
});

const optionsQuery = graphql`
  query RegisterCaseDrawerOptionsQuery {
    options {
      caseType {
        value
        label
      }
      usStates {
        value
        label
      }
    }
  }
`;

interface Row extends ContactValues {
  key: number;
  lawFirm: LawFirmChoice | null;
  /** The law firm search text the row starts with. */
  lawFirmSearch: string;
  firstName: string;
  lastName: string;
  birthdate: string;
  dateOfLoss: string;
  type: string;
  stateOfIncident: string;
}

const emptyRow = (key: number, lawFirm: LawFirmChoice | null): Row => ({
  key,
  lawFirm,
  lawFirmSearch: lawFirm?.name ?? '',
  firstName: '',
  lastName: '',
  birthdate: '',
  dateOfLoss: '',
  type: '',
  stateOfIncident: '',
  contactId: '',
  contactFirstName: '',
  contactLastName: '',
  contactEmail: '',
});

/** The registry's rules for one row, keyed like its userErrors' fields (without the `rows.{i}.` prefix). */
function rowProblems(row: Row): Record<string, string> {
  return presentErrors({
    plaintiffFirstName: textError(row.firstName, TEXT_LIMITS.personName),
    plaintiffLastName: textError(row.lastName, TEXT_LIMITS.personName),
    plaintiffBirthdate:
      dateError(row.birthdate, { future: DATE_MESSAGES.birthdateInFuture }) ??
      (row.birthdate && row.dateOfLoss && row.birthdate > row.dateOfLoss ? DATE_MESSAGES.birthdateAfterLoss : undefined),
    dateOfLoss: dateError(row.dateOfLoss, { future: DATE_MESSAGES.lossInFuture }),
    ...(row.contactId
      ? {}
      : {
          contactFirstName: textError(row.contactFirstName, TEXT_LIMITS.personName),
          contactLastName: textError(row.contactLastName, TEXT_LIMITS.personName),
          contactEmail: textError(row.contactEmail, TEXT_LIMITS.email),
        }),
  });
}

/**
 * The Register Case drawer: rows of cases written all together or not at all. Law-firm users register
 * cases for their own firm, so they get no law firm field: `ownFirm` stands in for it (and lists their contacts).
 */
export function RegisterCaseDrawer({
  open,
  ownFirm,
  onClose,
  onCreated,
}: {
  open: boolean;
  /** The viewer's firm when the viewer is a law firm; null for lienholders, who choose a firm per row. */
  ownFirm: LawFirmChoice | null;
  onClose: () => void;
  onCreated: (caseInternalIDs: string[]) => void;
}) {
  const styles = useStyles();
  return (
    <OverlayDrawer className={styles.drawer} position="end" open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DrawerHeader>
        <DrawerHeaderTitle action={<Button appearance="subtle" aria-label="Close" icon={<Dismiss24Regular />} onClick={onClose} />}>
          Register New Case
        </DrawerHeaderTitle>
      </DrawerHeader>
      {open ? (
        <Suspense fallback={<Spinner size="small" label="Loading..." />}>
          <RegisterCaseForm ownFirm={ownFirm} onClose={onClose} onCreated={onCreated} />
        </Suspense>
      ) : null}
    </OverlayDrawer>
  );
}

function RegisterCaseForm({
  ownFirm,
  onClose,
  onCreated,
}: {
  ownFirm: LawFirmChoice | null;
  onClose: () => void;
  onCreated: (ids: string[]) => void;
}) {
  const styles = useStyles();
  const { options } = useLazyLoadQuery<RegisterCaseDrawerOptionsQuery>(optionsQuery, {}, { fetchPolicy: 'store-or-network' });
  const nextKey = useRef(1);
  const [rows, setRows] = useState<Row[]>(() => [emptyRow(0, null)]);
  const { errors, setErrors, submit: submitWithErrors } = useFormErrors();
  const [createCases, inFlight] = useCreateCasesMutation();
  const createLawFirm = useCreateLawFirmMutation();

  const update = (key: number, change: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const addRow = () => setRows((current) => [...current, emptyRow(nextKey.current++, current[0]?.lawFirm ?? null)]);
  // Errors name rows by index; removing a row would shift them onto the wrong rows.
  const removeRow = (key: number) => {
    setRows((current) => current.filter((row) => row.key !== key));
    setErrors(NO_ERRORS);
  };

  const problems = rows.map(rowProblems);
  const blocked = problems.some((found) => Object.keys(found).length > 0);

  async function submit() {
    if (blocked) return;
    let created: string[] = [];
    const ok = await submitWithErrors(async () => {
      const { cases, userErrors } = await createCases({
        rows: rows.map((row) => ({
          lawFirmId: ownFirm ? null : (row.lawFirm?.id ?? null),
          plaintiffFirstName: row.firstName,
          plaintiffLastName: row.lastName,
          plaintiffBirthdate: row.birthdate || null,
          dateOfLoss: row.dateOfLoss || null,
          type: row.type || null,
          stateOfIncident: row.stateOfIncident || null,
          contactId: row.contactId || null,
          contactFirstName: row.contactId ? null : row.contactFirstName,
          contactLastName: row.contactId ? null : row.contactLastName,
          contactEmail: row.contactId ? null : row.contactEmail,
        })),
      });
      created = cases.map((kase) => kase.internalID);
      return userErrors;
    });
    if (ok) onCreated(created);
  }

  return (
    <>
      <DrawerBody>
        <div className={styles.form}>
          {/* DECISIONS 18: lienholders may send a spreadsheet instead; law firms (ownFirm) are not offered it. */}
          {ownFirm ? null : (
            <div>
              <UploadSpreadsheetLink onNavigate={onClose} />
            </div>
          )}
          {errors.general.map((message) => (
            <MessageBar key={message} intent="error">
              <MessageBarBody>{message}</MessageBarBody>
            </MessageBar>
          ))}
          {rows.map((row, index) => {
            const error = (field: string) => problems[index]?.[field] ?? errors.fields[`rows.${index}.${field}`];
            const rowError = errors.fields[`rows.${index}`];
            const lawFirmId = ownFirm?.id ?? row.lawFirm?.id ?? null;
            return (
              <fieldset key={row.key} className={styles.row} aria-label={`Case ${index + 1}`}>
                <legend className={styles.legend}>
                  {`Case ${index + 1}`}
                  {rows.length > 1 ? (
                    <Button
                      appearance="subtle"
                      size="small"
                      icon={<Delete20Regular />}
                      aria-label={`Remove case ${index + 1}`}
                      onClick={() => removeRow(row.key)}
                    />
                  ) : null}
                </legend>
                {rowError ? (
                  <MessageBar intent="error">
                    <MessageBarBody>{rowError}</MessageBarBody>
                  </MessageBar>
                ) : null}
                {ownFirm ? null : (
                  <LawFirmPicker
                    label="Law Firm"
                    value={row.lawFirm}
                    initialSearch={row.lawFirmSearch}
                    error={error('lawFirmId')}
                    onChange={(lawFirm) => update(row.key, { lawFirm, contactId: '' })}
                    onCreate={createLawFirm}
                  />
                )}
                <div className={styles.grid}>
                  <Field label="First Name" required validationMessage={error('plaintiffFirstName')}>
                    <Input
                      value={row.firstName}
                      maxLength={TEXT_LIMITS.personName}
                      onChange={(_, data) => update(row.key, { firstName: data.value })}
                    />
                  </Field>
                  <Field label="Last Name" required validationMessage={error('plaintiffLastName')}>
                    <Input
                      value={row.lastName}
                      maxLength={TEXT_LIMITS.personName}
                      onChange={(_, data) => update(row.key, { lastName: data.value })}
                    />
                  </Field>
                  <Field label="Patient Date of Birth" validationMessage={error('plaintiffBirthdate')}>
                    <Input
                      type="date"
                      value={row.birthdate}
                      max={latestToday()}
                      onChange={(_, data) => update(row.key, { birthdate: data.value })}
                    />
                  </Field>
                  <Field label="Patient Date of Loss" validationMessage={error('dateOfLoss')}>
                    <Input
                      type="date"
                      value={row.dateOfLoss}
                      max={latestToday()}
                      onChange={(_, data) => update(row.key, { dateOfLoss: data.value })}
                    />
                  </Field>
                  <Field label="Case Type" required validationMessage={error('type')}>
                    <Select value={row.type} onChange={(_, data) => update(row.key, { type: data.value })}>
                      <option value="">Select a case type</option>
                      {options.caseType.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </Select>
                  </Field>
                  <Field label="State of Incident" validationMessage={error('stateOfIncident')}>
                    <Select value={row.stateOfIncident} onChange={(_, data) => update(row.key, { stateOfIncident: data.value })}>
                      <option value="">Select a state</option>
                      {options.usStates.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </Select>
                  </Field>
                </div>
                <ContactFields
                  lawFirmId={lawFirmId}
                  values={row}
                  errors={{
                    contactId: error('contactId'),
                    contactFirstName: error('contactFirstName'),
                    contactLastName: error('contactLastName'),
                    contactEmail: error('contactEmail'),
                  }}
                  onChange={(change) => update(row.key, change)}
                />
              </fieldset>
            );
          })}
          <div>
            <Button appearance="subtle" icon={<Add20Regular />} onClick={addRow}>
              Add another case
            </Button>
          </div>
        </div>
      </DrawerBody>
      <DrawerFooter className={styles.footer}>
        <Button onClick={onClose}>Cancel</Button>
        <Button appearance="primary" disabled={inFlight || blocked} onClick={submit}>
          {rows.length > 1 ? `Register ${rows.length} Cases` : 'Register Case'}
        </Button>
      </DrawerFooter>
    </>
  );
}
