import {
  Button,
  Caption1,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  ProgressBar,
  Radio,
  RadioGroup,
  Select,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Dismiss20Regular } from '@fluentui/react-icons';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { MutationDialog } from '../../ui/MutationDialog.tsx';
import { errorsByField, errorsOfFailure, NO_ERRORS, type FormErrors, type UserErrorView } from '../../ui/userErrors.ts';
import { FILE_SIZE_LIMIT_TITLE, fileSizeLimitText, isTooLarge, megabytes } from './fileSize.ts';
import { useAttachDocumentsMutation } from './mutations/useAttachDocumentsMutation.ts';
import { useCreateDocumentUploadsMutation } from './mutations/useCreateDocumentUploadsMutation.ts';
import { UploadCancelled, uploadFile, type RunningUpload, type UploadTarget } from './uploadFile.ts';

const useStyles = makeStyles({
  // Modals in the upload flow are 620 wide (spec §2.4, §9).
  surface: { width: '620px', maxWidth: 'calc(100vw - 32px)' },
  picker: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
  files: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  file: { display: 'grid', gridTemplateColumns: '1fr auto', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
  fileName: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  meta: { color: tokens.colorNeutralForeground3 },
  failed: { color: tokens.colorPaletteRedForeground1 },
});

export interface DocumentChoice {
  readonly value: string;
  readonly label: string;
}

/** One file of the dialog, as an upload target asks for it. */
export interface UploadFileRequest {
  fileName: string;
  size: number;
  contentType: string | null;
}

/** What a file was attached as. */
export interface AttachDocumentRequest {
  uploadId: string;
  name: string;
  type: string;
  price: string | null;
}

/**
 * Where the dialog gets its signed targets and attaches the sent files. The signed-in default uses the
 * createDocumentUploads and attachDocuments mutations; the logged-out document request page passes its own,
 * token-scoped ones.
 */
export interface DocumentUploadAdapter {
  createUploads(files: ReadonlyArray<UploadFileRequest>): Promise<{
    uploads: ReadonlyArray<UploadTarget & { readonly uploadId: string }>;
    userErrors: ReadonlyArray<UserErrorView>;
  }>;
  attach(documents: ReadonlyArray<AttachDocumentRequest>, shareWith: string | null): Promise<ReadonlyArray<UserErrorView>>;
}

type FileState = { phase: 'ready' } | { phase: 'uploading'; loaded: number } | { phase: 'sent' } | { phase: 'failed'; message: string };

interface PickedFile {
  key: string;
  file: File;
  state: FileState;
  /** Once its bytes were sent. */
  uploadId?: string;
}

const MEDICAL_RECORDS = 'MEDICAL_RECORDS';
const MONEY = /^\d{1,10}(\.\d{1,2})?$/;

let nextKey = 0;

/**
 * The upload modal (620 wide): one or several files, each checked against the size limit before any request, a
 * type, a name (only for a single file: several files keep their own names), the Access Fee (only when the server
 * says the viewer may price, and only for medical records), and Share With where the server offers choices. Upload
 * asks for one signed target per file, sends every file at once with a progress bar and a Cancel each, then
 * attaches the files that arrived. `uploadTarget` replaces the signed-in mutations (the logged-out request page).
 */
export function UploadDocumentsDialog({
  caseId,
  lienId = null,
  title = 'Upload Documents',
  typeChoices,
  canPrice = false,
  shareWithChoices = [],
  connections = [],
  uploadTarget,
  defaultShareWith,
  maxFiles = 100,
  onUploaded,
  onClose,
}: {
  /** The case's global id (unused with an `uploadTarget`, which knows where the files go). */
  caseId?: string;
  lienId?: string | null;
  title?: string;
  typeChoices: ReadonlyArray<DocumentChoice>;
  canPrice?: boolean;
  shareWithChoices?: ReadonlyArray<DocumentChoice>;
  /** The documents lists to append the new documents to. */
  connections?: ReadonlyArray<string>;
  uploadTarget?: DocumentUploadAdapter;
  /** The Share With choice selected at first. */
  defaultShareWith?: string;
  /** At most this many files (one for a policy limit's document). */
  maxFiles?: number;
  /** After the files were attached: how many, and (signed in) the new documents' global ids. */
  onUploaded?: (count: number, documentIds: ReadonlyArray<string>) => void;
  onClose: () => void;
}) {
  const styles = useStyles();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const createUploads = useCreateDocumentUploadsMutation();
  const [attachDocuments] = useAttachDocumentsMutation();
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [tooLarge, setTooLarge] = useState<number | null>(null);
  const [type, setType] = useState('');
  const [name, setName] = useState('');
  const [price, setPrice] = useState('');
  const [shareWith, setShareWith] = useState(defaultShareWith ?? '');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  const running = useRef(new Map<string, RunningUpload>());
  const attachedIds = useRef<ReadonlyArray<string>>([]);
  const cancelled = useRef(new Set<string>());

  // Closing the dialog (or leaving the page) stops whatever is still being sent.
  useEffect(() => {
    const uploads = running.current;
    return () => {
      for (const upload of uploads.values()) upload.cancel();
    };
  }, []);

  const adapter = useMemo<DocumentUploadAdapter>(
    () =>
      uploadTarget ?? {
        async createUploads(requests) {
          const answer = await createUploads(requests.map((file) => ({ ...file, contentType: file.contentType || null })));
          return { uploads: answer.uploads, userErrors: answer.userErrors };
        },
        async attach(documents, chosen) {
          const answer = await attachDocuments(
            { caseId: caseId ?? '', lienId, shareWith: chosen, documents: documents.map((document) => ({ ...document })) },
            connections,
          );
          attachedIds.current = answer.documentIds;
          return answer.userErrors;
        },
      },
    [uploadTarget, createUploads, attachDocuments, caseId, lienId, connections],
  );

  const single = files.length < 2;
  const showPrice = canPrice && type === MEDICAL_RECORDS;
  /** The server's errors by field; those about a field the form does not show go above it. */
  const shown = (userErrors: ReadonlyArray<UserErrorView>): FormErrors => {
    const visible = new Set([
      'files',
      'type',
      ...(single ? ['name'] : []),
      ...(showPrice ? ['price'] : []),
      ...(shareWithChoices.length ? ['shareWith'] : []),
    ]);
    const byField = errorsByField(userErrors);
    const fields = Object.fromEntries(Object.entries(byField.fields).filter(([field]) => visible.has(field)));
    const general = [
      ...byField.general,
      ...Object.entries(byField.fields)
        .filter(([field]) => !visible.has(field))
        .map(([, message]) => message),
    ];
    return { fields, general };
  };
  const fieldError = (field: string) => ({ validationMessage: errors.fields[field] });
  const setFile = (key: string, state: FileState) =>
    setFiles((current) => current.map((picked) => (picked.key === key ? { ...picked, state } : picked)));

  function pick(list: FileList | null) {
    const chosen = Array.from(list ?? []);
    // The size check comes before any request: a file over the limit is never sent.
    const oversized = chosen.find(isTooLarge);
    setTooLarge(oversized ? oversized.size : null);
    const accepted = chosen
      .filter((file) => !isTooLarge(file))
      .map((file) => ({ key: `f${nextKey++}`, file, state: { phase: 'ready' } as const }));
    if (!accepted.length) return;
    setFiles((current) => {
      const next = [...current, ...accepted].slice(-maxFiles);
      if (next.length === 1) setName(next[0]!.file.name);
      return next;
    });
    if (inputRef.current) inputRef.current.value = '';
  }

  const remove = (key: string) => setFiles((current) => current.filter((picked) => picked.key !== key));

  function cancelFile(key: string) {
    cancelled.current.add(key);
    running.current.get(key)?.cancel();
    if (!running.current.has(key)) remove(key);
  }

  function validate(): FormErrors {
    const fields: Record<string, string> = {};
    const general: string[] = [];
    if (!files.length) general.push('Choose at least one file.');
    if (!type) fields.type = 'Type is required.';
    if (single && files.length && !name.trim()) fields.name = 'Name is required.';
    if (shareWithChoices.length && !shareWith) fields.shareWith = 'Choose who to share the documents with.';
    if (showPrice && price.trim() && !MONEY.test(price.trim())) fields.price = 'Enter an amount, e.g. 25.00.';
    return { fields, general };
  }

  async function submit() {
    const invalid = validate();
    if (invalid.general.length || Object.keys(invalid.fields).length) return setErrors(invalid);
    setErrors(NO_ERRORS);
    setBusy(true);
    try {
      // Only what is not yet sent (a retry after a failure sends the failed files again).
      const pending = files.filter((picked) => picked.state.phase !== 'sent');
      const sent = new Map<string, string>();
      for (const picked of files) if (picked.state.phase === 'sent' && picked.uploadId) sent.set(picked.key, picked.uploadId);
      if (pending.length) {
        const answer = await adapter.createUploads(
          pending.map(({ file }) => ({ fileName: file.name, size: file.size, contentType: file.type || null })),
        );
        if (answer.userErrors.length) return setErrors(shown(answer.userErrors));
        const outcomes = await Promise.all(
          pending.map(async (picked, index) => {
            const target = answer.uploads[index]!;
            if (cancelled.current.has(picked.key)) return null;
            setFile(picked.key, { phase: 'uploading', loaded: 0 });
            const upload = uploadFile(picked.file, target, (loaded) => setFile(picked.key, { phase: 'uploading', loaded }));
            running.current.set(picked.key, upload);
            try {
              await upload.done;
              setFiles((current) =>
                current.map((item) => (item.key === picked.key ? { ...item, state: { phase: 'sent' }, uploadId: target.uploadId } : item)),
              );
              sent.set(picked.key, target.uploadId);
              return picked.key;
            } catch (error) {
              if (error instanceof UploadCancelled) remove(picked.key);
              else setFile(picked.key, { phase: 'failed', message: error instanceof Error ? error.message : 'The upload failed.' });
              return null;
            } finally {
              running.current.delete(picked.key);
            }
          }),
        );
        const failed = pending.filter((picked, index) => outcomes[index] === null && !cancelled.current.has(picked.key));
        if (failed.length) return setErrors({ fields: {}, general: ['Some files were not uploaded. Upload again to retry them.'] });
      }
      const order = files.filter((picked) => sent.has(picked.key) && !cancelled.current.has(picked.key));
      if (!order.length) return setErrors({ fields: {}, general: ['Choose at least one file.'] });
      const userErrors = await adapter.attach(
        order.map((picked) => ({
          uploadId: sent.get(picked.key)!,
          name: order.length === 1 && files.length < 2 ? name.trim() : picked.file.name,
          type,
          price: showPrice && price.trim() ? price.trim() : null,
        })),
        shareWithChoices.length ? shareWith : null,
      );
      if (userErrors.length) return setErrors(shown(userErrors));
      onUploaded?.(order.length, attachedIds.current);
      onClose();
    } catch (error) {
      setErrors(errorsOfFailure(error));
    } finally {
      setBusy(false);
    }
  }

  function close() {
    for (const upload of running.current.values()) upload.cancel();
    onClose();
  }

  const uploading = files.some((picked) => picked.state.phase === 'uploading');

  return (
    <MutationDialog
      title={title}
      submitLabel="Upload"
      onSubmit={submit}
      onClose={close}
      inFlight={busy}
      generalErrors={errors.general}
      surfaceClassName={styles.surface}
    >
      {tooLarge !== null ? (
        <MessageBar intent="error">
          <MessageBarBody>
            <MessageBarTitle>{FILE_SIZE_LIMIT_TITLE}</MessageBarTitle>
            {fileSizeLimitText(tooLarge)}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <Field label="Files" required {...fieldError('files')}>
        <div className={styles.picker}>
          <input
            id={inputId}
            ref={inputRef}
            className={styles.hidden}
            type="file"
            multiple={maxFiles > 1}
            aria-label="Choose files"
            disabled={busy}
            onChange={(event) => pick(event.target.files)}
          />
          <Button disabled={busy} onClick={() => inputRef.current?.click()}>
            Choose Files
          </Button>
          <Caption1 className={styles.meta}>Up to 100mb each.</Caption1>
        </div>
      </Field>
      {files.length ? (
        <ul className={styles.files} aria-label="Selected files">
          {files.map((picked) => (
            <li key={picked.key} className={styles.file} aria-label={picked.file.name}>
              <div>
                <Text className={styles.fileName} block>
                  {picked.file.name}
                </Text>
                <Caption1 className={picked.state.phase === 'failed' ? styles.failed : styles.meta}>
                  {picked.state.phase === 'failed' ? picked.state.message : `${megabytes(picked.file.size)}mb`}
                </Caption1>
                {picked.state.phase === 'uploading' || picked.state.phase === 'sent' ? (
                  <ProgressBar
                    aria-label={`Upload progress of ${picked.file.name}`}
                    max={1}
                    value={picked.state.phase === 'sent' ? 1 : picked.file.size ? picked.state.loaded / picked.file.size : 1}
                  />
                ) : null}
              </div>
              {picked.state.phase === 'sent' ? null : (
                <Button
                  appearance="subtle"
                  icon={<Dismiss20Regular />}
                  aria-label={picked.state.phase === 'uploading' ? `Cancel upload of ${picked.file.name}` : `Remove ${picked.file.name}`}
                  // While the targets are being asked for, removing a file cancels it too.
                  onClick={() => (picked.state.phase === 'uploading' || busy ? cancelFile(picked.key) : remove(picked.key))}
                />
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <Field label="Type" required {...fieldError('type')}>
        <Select value={type} disabled={busy} onChange={(_, data) => setType(data.value)}>
          <option value="" disabled>
            Select
          </option>
          {typeChoices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </Select>
      </Field>
      {single ? (
        <Field label="Name" required {...fieldError('name')}>
          <Input value={name} maxLength={255} disabled={busy} onChange={(_, data) => setName(data.value)} />
        </Field>
      ) : null}
      {showPrice ? (
        <Field label="Access Fee" hint="What a law firm pays to open these records; leave empty for none." {...fieldError('price')}>
          <Input inputMode="decimal" contentBefore="$" value={price} disabled={busy} onChange={(_, data) => setPrice(data.value)} />
        </Field>
      ) : null}
      {shareWithChoices.length ? (
        <Field label="Share With" required {...fieldError('shareWith')}>
          <RadioGroup value={shareWith} disabled={busy} onChange={(_, data) => setShareWith(data.value)}>
            {shareWithChoices.map((choice) => (
              <Radio key={choice.value} value={choice.value} label={choice.label} />
            ))}
          </RadioGroup>
        </Field>
      ) : null}
      {uploading ? <Caption1 className={styles.meta}>Keep this window open until every file is sent.</Caption1> : null}
    </MutationDialog>
  );
}
