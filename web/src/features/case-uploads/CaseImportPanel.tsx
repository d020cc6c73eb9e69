// One received file's spreadsheet import (staff): what the parse found, each case field's column (the server's
// automatic guess until staff save one), the first rows with the registry's per-row errors, the organisation the
// cases are for, and Import. Once imported: how many cases and skipped rows, and the 'From Import' link to the dedupe
// queue filtered to this import.
import {
  Body1,
  Button,
  Caption1,
  Field,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { CaseImportPanel_caseImport$key } from '../../__generated__/CaseImportPanel_caseImport.graphql.ts';
import { GeneralErrors } from '../../ui/GeneralErrors.tsx';
import { LazyMessageBar } from '../../ui/LazyMessageBar.tsx';
import { errorsOfFailure } from '../../ui/userErrors.ts';
import { OrganizationPicker, type OrganizationChoice } from '../manual-dedupe/OrganizationPicker.tsx';
import { useOpenCaseUploadMutation } from './mutations/useOpenCaseUploadMutation.ts';
import { useParseCaseUploadMutation } from './mutations/useParseCaseUploadMutation.ts';
import { useSaveCaseImportMutation } from './mutations/useSaveCaseImportMutation.ts';
import { useStartCaseImportMutation } from './mutations/useStartCaseImportMutation.ts';
import { STATUS_LABELS, STAFF_TEXTS } from './staffTexts.ts';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  mapping: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: tokens.spacingHorizontalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  scroll: { overflowX: 'auto' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export function CaseImportPanel({ caseImport }: { caseImport: CaseImportPanel_caseImport$key }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment CaseImportPanel_caseImport on CaseImport {
        id
        canImport
        canParse
        mappingGuessed
        organizationId
        fields {
          key
          label
          required
        }
        mapping {
          field
          column
        }
        preview {
          rowNumber
          cells
          errors
        }
        caseUpload {
          id
          internalID
          fileName
          companyName
          fullName
          status
          fileFormat
          columns
          rowCount
          formulaCellCount
          parseError
          importOrganizationName
          importedCaseCount
          skippedRowCount
          importError
        }
      }
    `,
    caseImport,
  );
  const upload = data.caseUpload;
  const [mapping, setMapping] = useState<Record<string, number | null>>(() =>
    Object.fromEntries(data.mapping.map((entry) => [entry.field, entry.column])),
  );
  const [organization, setOrganization] = useState<OrganizationChoice | null>(
    data.organizationId ? { internalID: data.organizationId, name: upload.importOrganizationName ?? '', type: '' } : null,
  );
  const [errors, setErrors] = useState<string[]>([]);
  const [save, saving] = useSaveCaseImportMutation();
  const [start, starting] = useStartCaseImportMutation();
  const [parse, parsing] = useParseCaseUploadMutation();
  const [openFile, opening] = useOpenCaseUploadMutation();

  const input = () => ({
    caseUploadId: upload.id,
    columnMapping: data.fields.map((field) => ({ field: field.key, column: mapping[field.key] ?? null })),
    ...(organization ? { organizationId: organization.internalID } : {}),
  });
  const run = async (action: () => Promise<{ userErrors: ReadonlyArray<{ message: string }> } | null | undefined>) => {
    setErrors([]);
    try {
      const payload = await action();
      setErrors(payload?.userErrors.map((error) => error.message) ?? []);
    } catch (error) {
      setErrors(errorsOfFailure(error).general);
    }
  };

  return (
    <div className={styles.panel}>
      <Title3 as="h2">{upload.fileName}</Title3>
      <Caption1>
        {upload.companyName} · {upload.fullName} · {STATUS_LABELS[upload.status] ?? upload.status}
        {upload.fileFormat ? ` · ${upload.fileFormat}` : ''}
        {upload.rowCount != null ? ` · ${STAFF_TEXTS.rows(upload.rowCount)}` : ''}
      </Caption1>
      {upload.status === 'RECEIVED' || upload.status === 'PARSING' ? <Body1>{STAFF_TEXTS.reading}</Body1> : null}
      {upload.status === 'IMPORTING' ? <Body1>{STAFF_TEXTS.importing}</Body1> : null}
      {upload.parseError ? (
        <LazyMessageBar intent={upload.status === 'PARSE_FAILED' ? 'error' : 'warning'}>{upload.parseError}</LazyMessageBar>
      ) : null}
      {upload.status === 'PARSE_FAILED' ? <Caption1>{STAFF_TEXTS.unreadable}</Caption1> : null}
      {upload.formulaCellCount > 0 ? (
        <LazyMessageBar intent="warning">{STAFF_TEXTS.formulas(upload.formulaCellCount)}</LazyMessageBar>
      ) : null}
      {upload.importError ? <LazyMessageBar intent="error">{upload.importError}</LazyMessageBar> : null}
      {upload.status === 'IMPORTED' && upload.importedCaseCount != null ? (
        <LazyMessageBar intent="success">
          {STAFF_TEXTS.imported(upload.importedCaseCount, upload.skippedRowCount ?? 0)}{' '}
          <RouterLink to={`/dedupe?import_id=${upload.internalID}`}>{STAFF_TEXTS.fromImport}</RouterLink>
        </LazyMessageBar>
      ) : null}
      <GeneralErrors messages={errors} />

      {upload.columns.length > 0 && data.canImport ? (
        <>
          <Title3 as="h3">{STAFF_TEXTS.mapping}</Title3>
          <div className={styles.mapping}>
            {data.fields.map((field) => (
              <Field key={field.key} label={field.label} required={field.required}>
                <Select
                  value={mapping[field.key] === null || mapping[field.key] === undefined ? '' : String(mapping[field.key])}
                  onChange={(_, select) =>
                    setMapping((current) => ({ ...current, [field.key]: select.value === '' ? null : Number(select.value) }))
                  }
                >
                  <option value="">{STAFF_TEXTS.notMapped}</option>
                  {upload.columns.map((column, index) => (
                    <option key={index} value={String(index)}>
                      {column}
                    </option>
                  ))}
                </Select>
              </Field>
            ))}
          </div>
          <OrganizationPicker value={organization} onChange={setOrganization} />
          <div className={styles.actions}>
            <Button disabled={saving} onClick={() => void run(async () => (await save(input())) ?? null)}>
              {STAFF_TEXTS.saveMapping}
            </Button>
            <Button appearance="primary" disabled={starting} onClick={() => void run(async () => (await start(input())) ?? null)}>
              {STAFF_TEXTS.import}
            </Button>
          </div>
        </>
      ) : null}
      <div className={styles.actions}>
        <Button
          appearance="subtle"
          disabled={opening}
          onClick={() =>
            void run(async () => {
              const payload = await openFile(upload.id);
              if (payload?.url) window.location.assign(payload.url);
              return payload ?? null;
            })
          }
        >
          {STAFF_TEXTS.download}
        </Button>
        {data.canParse && upload.status !== 'PARSING' ? (
          <Button appearance="subtle" disabled={parsing} onClick={() => void run(async () => (await parse(upload.id)) ?? null)}>
            {STAFF_TEXTS.readAgain}
          </Button>
        ) : null}
      </div>

      {data.preview.length > 0 ? (
        <>
          <Title3 as="h3">{STAFF_TEXTS.preview}</Title3>
          <div className={styles.scroll}>
            <Table size="small" aria-label={STAFF_TEXTS.preview}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{STAFF_TEXTS.row}</TableHeaderCell>
                  {upload.columns.map((column, index) => (
                    <TableHeaderCell key={index}>{column}</TableHeaderCell>
                  ))}
                  <TableHeaderCell>{STAFF_TEXTS.errors}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.preview.map((row) => (
                  <TableRow key={row.rowNumber}>
                    <TableCell>{row.rowNumber}</TableCell>
                    {row.cells.map((cell, index) => (
                      <TableCell key={index}>{cell}</TableCell>
                    ))}
                    <TableCell>
                      {row.errors.length ? (
                        <Text className={styles.error}>{row.errors.join(' ')}</Text>
                      ) : (
                        <Text>{STAFF_TEXTS.willImport}</Text>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          {data.mappingGuessed ? <Caption1>{STAFF_TEXTS.mappingGuessed}</Caption1> : null}
        </>
      ) : null}
    </div>
  );
}
