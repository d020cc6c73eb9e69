import { Body1, Button, Caption1, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { addRow, canDeleteRows, deleteRow, type CaseRow, type RowProblems } from './caseRows.ts';
import { CASE_FILE_ACCEPT } from './texts.ts';
import { WizardLawFirmPicker } from './WizardLawFirmPicker.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(200px, 2fr) repeat(4, minmax(120px, 1fr)) auto',
    alignItems: 'start',
    gap: tokens.spacingHorizontalS,
    paddingBottom: tokens.spacingVerticalM,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  remove: { marginTop: '24px' },
  file: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

/**
 * The Register Cases form: case rows (law firm, First Name, Last Name, Patient Date of Birth, Patient Date of Loss)
 * or one spreadsheet. While a file is attached every row field is disabled and Add another is off; delete shows only
 * with more than one row; a new row starts its law firm search with the first row's law firm.
 */
export function CaseRowsForm({
  rows,
  file,
  problems,
  fileError,
  disabled,
  onRowsChange,
  onFileChange,
}: {
  rows: CaseRow[];
  file: File | null;
  problems: RowProblems[];
  fileError?: string;
  disabled?: boolean;
  onRowsChange: (rows: CaseRow[]) => void;
  onFileChange: (file: File | null) => void;
}) {
  const styles = useStyles();
  const withFile = file !== null;
  const rowsDisabled = disabled || withFile;
  const update = (key: string, change: Partial<CaseRow>) =>
    onRowsChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));

  return (
    <div className={styles.form}>
      {rows.map((row, index) => {
        const n = index + 1;
        const rowProblems = problems[index] ?? {};
        return (
          <div key={row.key} className={styles.row} role="group" aria-label={`Case ${n}`}>
            <WizardLawFirmPicker
              label={`Law firm (case ${n})`}
              value={row.lawFirm}
              newName={row.newLawFirmName}
              newWebsite={row.newLawFirmWebsite}
              initialSearch={row.initialSearch}
              disabled={rowsDisabled}
              error={rowProblems.lawFirm}
              onChoose={(lawFirm) => update(row.key, { lawFirm })}
              onNewName={(newLawFirmName) => update(row.key, { newLawFirmName })}
              onNewWebsite={(newLawFirmWebsite) => update(row.key, { newLawFirmWebsite })}
            />
            <Field label={`First Name (case ${n})`} required validationMessage={rowProblems.firstName}>
              <Input
                disabled={rowsDisabled}
                value={row.firstName}
                maxLength={100}
                onChange={(_, d) => update(row.key, { firstName: d.value })}
              />
            </Field>
            <Field label={`Last Name (case ${n})`} required validationMessage={rowProblems.lastName}>
              <Input
                disabled={rowsDisabled}
                value={row.lastName}
                maxLength={100}
                onChange={(_, d) => update(row.key, { lastName: d.value })}
              />
            </Field>
            <Field label={`Patient Date of Birth (case ${n})`}>
              <Input
                type="date"
                disabled={rowsDisabled}
                value={row.birthdate}
                onChange={(_, d) => update(row.key, { birthdate: d.value })}
              />
            </Field>
            <Field label={`Patient Date of Loss (case ${n})`}>
              <Input
                type="date"
                disabled={rowsDisabled}
                value={row.dateOfLoss}
                onChange={(_, d) => update(row.key, { dateOfLoss: d.value })}
              />
            </Field>
            {canDeleteRows(rows) ? (
              <Button
                className={styles.remove}
                appearance="subtle"
                icon={<DeleteRegular />}
                aria-label={`Delete case ${n}`}
                disabled={rowsDisabled}
                onClick={() => onRowsChange(deleteRow(rows, row.key))}
              />
            ) : (
              <span />
            )}
          </div>
        );
      })}
      <div>
        <Button icon={<AddRegular />} disabled={rowsDisabled} onClick={() => onRowsChange(addRow(rows))}>
          Add another
        </Button>
      </div>
      <div className={styles.file}>
        <Body1>Or upload a spreadsheet of your cases (.xls, .xlsx, .csv, .numbers):</Body1>
        <Field label="Case spreadsheet" validationMessage={fileError}>
          <input
            key={file ? 'attached' : 'empty'}
            type="file"
            aria-label="Case spreadsheet"
            accept={CASE_FILE_ACCEPT}
            disabled={disabled}
            onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
          />
        </Field>
        {file ? (
          <Caption1>
            {file.name} attached.{' '}
            <Button size="small" appearance="transparent" disabled={disabled} onClick={() => onFileChange(null)}>
              Remove file
            </Button>
          </Caption1>
        ) : null}
      </div>
    </div>
  );
}
