import { Field, Select, Spinner, Textarea, Toast, ToastTitle, makeStyles } from '@fluentui/react-components';
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { RequestDocumentsDialogQuery } from '../../__generated__/RequestDocumentsDialogQuery.graphql.ts';
import { TEXT_LIMITS } from '../../lib/input-rules.ts';
import { useAppToasts } from '../../ui/useAppToasts.ts';
import { MutationDialog } from '../../ui/MutationDialog.tsx';
import { useFormErrors } from '../../ui/useFormErrors.ts';
import { useRequestDocumentsMutation } from './mutations/useRequestDocumentsMutation.ts';
import { REQUIRED, requestDocumentsTitle } from './texts.ts';

const useStyles = makeStyles({ surface: { width: '620px', maxWidth: 'calc(100vw - 32px)' } });

/**
 * The law firm's 'Request Documents for {plaintiff}'s Case' (header Actions and the Documents tab's New menu): a lien
 * (required) and, once a lien is chosen, a note (required). The lienholder gets the request in its Inbox and its
 * contacts a link by e-mail. `caseId` is the case's global id; `lienId` preselects a lien (global id).
 */
export function RequestDocumentsDialog({
  caseId,
  lienId = null,
  onClose,
  onRequested,
}: {
  caseId: string;
  lienId?: string | null;
  onClose: () => void;
  onRequested?: () => void;
}) {
  return (
    <Suspense fallback={<Spinner label="Loading..." />}>
      <RequestDocumentsForm caseId={caseId} initialLienId={lienId} onClose={onClose} onRequested={onRequested} />
    </Suspense>
  );
}

function RequestDocumentsForm({
  caseId,
  initialLienId,
  onClose,
  onRequested,
}: {
  caseId: string;
  initialLienId: string | null;
  onClose: () => void;
  onRequested?: () => void;
}) {
  const styles = useStyles();
  const data = useLazyLoadQuery<RequestDocumentsDialogQuery>(
    graphql`
      query RequestDocumentsDialogQuery($id: ID!) {
        node(id: $id) {
          ... on Case {
            plaintiff {
              fullName
            }
            liens {
              id
              lienholder {
                name
              }
            }
          }
        }
      }
    `,
    { id: caseId },
    { fetchPolicy: 'store-or-network' },
  );
  const kase = data.node;
  const liens = kase?.liens ?? [];
  const [lienId, setLienId] = useState(initialLienId ?? (liens.length === 1 ? liens[0]!.id : ''));
  const [note, setNote] = useState('');
  const [requestDocuments, inFlight] = useRequestDocumentsMutation();
  const { errors, setErrors, submit, field } = useFormErrors();
  const { dispatchToast } = useAppToasts();

  async function send() {
    // The form's own rules first: a lien, then a note once a lien is chosen.
    if (!lienId) return setErrors({ fields: { lienId: REQUIRED }, general: [] });
    if (!note.trim()) return setErrors({ fields: { note: REQUIRED }, general: [] });
    if (await submit(() => requestDocuments({ lienId, note }))) {
      dispatchToast(
        <Toast>
          <ToastTitle>Success</ToastTitle>
        </Toast>,
        { intent: 'success', timeout: 3000 },
      );
      onRequested?.();
      onClose();
    }
  }

  return (
    <MutationDialog
      title={requestDocumentsTitle(kase?.plaintiff?.fullName ?? '')}
      submitLabel="Request"
      onSubmit={() => void send()}
      onClose={onClose}
      inFlight={inFlight}
      generalErrors={errors.general}
      surfaceClassName={styles.surface}
    >
      <Field label="Lien" required {...field('lienId')}>
        <Select value={lienId} onChange={(_, { value }) => setLienId(value)}>
          <option value="">Select a lien</option>
          {liens.map((lien) => (
            <option key={lien.id} value={lien.id}>
              {lien.lienholder.name}
            </option>
          ))}
        </Select>
      </Field>
      {lienId ? (
        <Field label="Note" required {...field('note')}>
          <Textarea
            value={note}
            maxLength={TEXT_LIMITS.note}
            placeholder="Which documents do you need?"
            onChange={(_, { value }) => setNote(value)}
          />
        </Field>
      ) : null}
    </MutationDialog>
  );
}
