import { Badge, Button, Field, Select, Text, Textarea, Toast, ToastBody, ToastTitle, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { DocumentRequestPanel_thread$key } from '../../__generated__/DocumentRequestPanel_thread.graphql.ts';
import { TEXT_LIMITS } from '../../lib/input-rules.ts';
import { useAppToasts } from '../../ui/useAppToasts.ts';
import { GeneralErrors } from '../../ui/GeneralErrors.tsx';
import { useFormErrors } from '../../ui/useFormErrors.ts';
import { useCloseDocumentRequestMutation } from './mutations/useCloseDocumentRequestMutation.ts';
import { useRespondToDocumentRequestMutation } from './mutations/useRespondToDocumentRequestMutation.ts';
import { CLOSED_SUCCESS, CLOSE_FAILED, LIENHOLDER_STATUSES, REQUIRED, STATUS_LABELS, statusLabel, type LienholderStatus } from './texts.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  status: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/**
 * The document request of a DOCUMENT_REQUEST conversation (in the Inbox's thread view): its status, and what the
 * viewer may do as the registry says — the lienholder's response form (Request Status, required; a note, required
 * for Clarification Needed; Already Fulfilled is not offered) or the law firm's Close ('Successfully closed document
 * request' / 'while trying to close document request').
 */
export function DocumentRequestPanel({ threadRef }: { threadRef: DocumentRequestPanel_thread$key }) {
  const styles = useStyles();
  const thread = useFragment(
    graphql`
      fragment DocumentRequestPanel_thread on Thread {
        request {
          id
          status
          isFulfilled
          isClosed
          viewerCan {
            respond
            close
            upload
          }
        }
      }
    `,
    threadRef,
  );
  const request = thread.request;
  if (!request) return null;
  return (
    <section className={styles.root} aria-label="Document request">
      <div className={styles.status}>
        <Text weight="semibold">Request Status:</Text>
        <Badge appearance="tint" color={request.isFulfilled ? 'success' : request.isClosed ? 'informative' : 'warning'}>
          {statusLabel(request.status)}
        </Badge>
      </div>
      {request.viewerCan.respond && request.viewerCan.upload ? <LienholderResponseForm requestId={request.id} /> : null}
      {request.viewerCan.close ? <CloseRequestForm requestId={request.id} /> : null}
    </section>
  );
}

function LienholderResponseForm({ requestId }: { requestId: string }) {
  const styles = useStyles();
  const [status, setStatus] = useState<LienholderStatus | ''>('');
  const [note, setNote] = useState('');
  const [respond, inFlight] = useRespondToDocumentRequestMutation();
  const { errors, setErrors, submit, field } = useFormErrors();

  async function send() {
    if (!status) return setErrors({ fields: { newStatus: REQUIRED }, general: [] });
    if (status === 'CLARIFICATION_NEEDED' && !note.trim()) return setErrors({ fields: { note: REQUIRED }, general: [] });
    if (await submit(() => respond({ requestId, newStatus: status, note: note.trim() || null }))) {
      setStatus('');
      setNote('');
    }
  }

  return (
    <div className={styles.root} role="group" aria-label="Respond to request">
      <GeneralErrors messages={errors.general} />
      <Field label="Request Status" required {...field('newStatus')}>
        <Select value={status} onChange={(_, { value }) => setStatus(value as LienholderStatus)}>
          <option value="">Select a status</option>
          {LIENHOLDER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {STATUS_LABELS[value]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Note" required={status === 'CLARIFICATION_NEEDED'} {...field('note')}>
        <Textarea value={note} maxLength={TEXT_LIMITS.note} resize="vertical" onChange={(_, { value }) => setNote(value)} />
      </Field>
      <div className={styles.actions}>
        <Button appearance="primary" disabled={inFlight} onClick={() => void send()}>
          Submit Response
        </Button>
      </div>
    </div>
  );
}

function CloseRequestForm({ requestId }: { requestId: string }) {
  const styles = useStyles();
  const [note, setNote] = useState('');
  const [close, inFlight] = useCloseDocumentRequestMutation();
  const { errors, setErrors, submit, field } = useFormErrors();
  const { dispatchToast } = useAppToasts();

  async function send() {
    if (!note.trim()) return setErrors({ fields: { note: REQUIRED }, general: [] });
    const closed = await submit(() => close({ requestId, note }));
    dispatchToast(
      closed ? (
        <Toast>
          <ToastTitle>{CLOSED_SUCCESS}</ToastTitle>
        </Toast>
      ) : (
        <Toast>
          <ToastTitle>Error</ToastTitle>
          <ToastBody>{CLOSE_FAILED}</ToastBody>
        </Toast>
      ),
      { intent: closed ? 'success' : 'error', timeout: 3000 },
    );
    if (closed) setNote('');
  }

  return (
    <div className={styles.root} role="group" aria-label="Close request">
      <GeneralErrors messages={errors.general} />
      <Field label="Closing note" required {...field('note')}>
        <Textarea value={note} maxLength={TEXT_LIMITS.note} resize="vertical" onChange={(_, { value }) => setNote(value)} />
      </Field>
      <div className={styles.actions}>
        <Button disabled={inFlight} onClick={() => void send()}>
          Close Request
        </Button>
      </div>
    </div>
  );
}
