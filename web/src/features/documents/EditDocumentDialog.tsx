import { Field, Input, Select, makeStyles } from '@fluentui/react-components';
import { useState } from 'react';
import { MutationDialog } from '../../ui/MutationDialog.tsx';
import { useFormErrors } from '../../ui/useFormErrors.ts';
import type { DocumentRow } from './DocumentsTable.tsx';
import { useUpdateDocumentMutation } from './mutations/useUpdateDocumentMutation.ts';
import type { DocumentChoice } from './UploadDocumentsDialog.tsx';

const useStyles = makeStyles({ surface: { width: '620px', maxWidth: 'calc(100vw - 32px)' } });

/** Edit Document Details: name, type and (medical records of an organisation that may price) the Access Fee. */
export function EditDocumentDialog({
  document,
  typeChoices,
  canPrice,
  onClose,
}: {
  document: DocumentRow;
  typeChoices: ReadonlyArray<DocumentChoice>;
  canPrice: boolean;
  onClose: () => void;
}) {
  const styles = useStyles();
  const [update, inFlight] = useUpdateDocumentMutation();
  const { errors, submit, field } = useFormErrors();
  const [name, setName] = useState(document.name);
  const [type, setType] = useState(document.type);
  const [price, setPrice] = useState(Number(document.price) > 0 ? document.price : '');
  const showPrice = canPrice && type === 'MEDICAL_RECORDS';
  // A type the viewer's side does not upload (the other side's document) stays selectable as it is.
  const choices = typeChoices.some((choice) => choice.value === document.type)
    ? typeChoices
    : [{ value: document.type, label: document.typeLabel }, ...typeChoices];

  async function save() {
    const saved = await submit(() =>
      update({
        documentId: document.id,
        name: name.trim(),
        type,
        ...(showPrice ? { price: price.trim() || '0' } : {}),
      }),
    );
    if (saved) onClose();
  }

  return (
    <MutationDialog
      title="Edit Document Details"
      submitLabel="Save"
      onSubmit={save}
      onClose={onClose}
      inFlight={inFlight}
      generalErrors={[...errors.general, ...(errors.fields.documentId ? [errors.fields.documentId] : [])]}
      surfaceClassName={styles.surface}
    >
      <Field label="Name" required {...field('name')}>
        <Input value={name} maxLength={255} onChange={(_, data) => setName(data.value)} />
      </Field>
      <Field label="Type" required {...field('type')}>
        <Select value={type} onChange={(_, data) => setType(data.value)}>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </Select>
      </Field>
      {showPrice ? (
        <Field label="Access Fee" {...field('price')}>
          <Input inputMode="decimal" contentBefore="$" value={price} onChange={(_, data) => setPrice(data.value)} />
        </Field>
      ) : null}
    </MutationDialog>
  );
}
