import {
  Body1,
  Button,
  Caption1,
  Card,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  Title2,
  Title3,
  Toast,
  ToastTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { LoggedOutPagesAttachMutation } from '../../__generated__/LoggedOutPagesAttachMutation.graphql.ts';
import type { LoggedOutPagesQuery } from '../../__generated__/LoggedOutPagesQuery.graphql.ts';
import type { LoggedOutPagesResendMutation } from '../../__generated__/LoggedOutPagesResendMutation.graphql.ts';
import type { LoggedOutPagesSubmitMutation } from '../../__generated__/LoggedOutPagesSubmitMutation.graphql.ts';
import type { LoggedOutPagesUploadsMutation } from '../../__generated__/LoggedOutPagesUploadsMutation.graphql.ts';
import { formatDate } from '../../lib/format.ts';
import { commitAsPromise } from '../../relay/commitAsPromise.ts';
import { useAppToasts } from '../../ui/useAppToasts.ts';
import { GeneralErrors } from '../../ui/GeneralErrors.tsx';
import { errorsOfFailure } from '../../ui/userErrors.ts';
import { UploadDocumentsDialog, type DocumentUploadAdapter } from '../documents/UploadDocumentsDialog.tsx';
import { DOCUMENT_REQUEST_PATHS, NO_TOKEN } from './texts.ts';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    justifyContent: 'center',
    minHeight: '100vh',
    backgroundColor: tokens.colorNeutralBackground2,
    padding: tokens.spacingHorizontalL,
  },
  card: {
    width: '100%',
    maxWidth: '720px',
    alignSelf: 'flex-start',
    padding: tokens.spacingHorizontalXXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
  },
  note: {
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    whiteSpace: 'pre-wrap',
  },
  steps: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  documents: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

function Page({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <main className={styles.page}>
      <Card className={styles.card}>
        <Title2 as="h1">{title}</Title2>
        {children}
      </Card>
    </main>
  );
}

const linkQuery = (token: string, requestId: string) => `?${new URLSearchParams({ token, request_id: requestId }).toString()}`;

/** No token in the link: the visitor goes to the sign-in page with the catalogue's message. */
function NoToken() {
  const { dispatchToast } = useAppToasts();
  useEffect(() => {
    dispatchToast(
      <Toast>
        <ToastTitle>{NO_TOKEN}</ToastTitle>
      </Toast>,
      { intent: 'error' },
    );
  }, [dispatchToast]);
  return <Navigate replace to="/login" />;
}

/**
 * /document-request/response?token=…&request_id=…: the case, the requester's note, the steps, the upload area (the
 * Documents upload dialog with token-scoped mutations) and Submit. An unknown, used or expired link goes to
 * token-expired, a fulfilled request to already-fulfilled, a submitted one to response-complete.
 */
export function DocumentRequestResponsePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const requestId = params.get('request_id') ?? '';
  if (!token) return <NoToken />;
  return (
    <Suspense
      fallback={
        <Page title="Document Request">
          <Spinner label="Loading..." />
        </Page>
      }
    >
      <ResponseForm token={token} requestId={requestId} />
    </Suspense>
  );
}

function ResponseForm({ token, requestId }: { token: string; requestId: string }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<LoggedOutPagesQuery>(
    graphql`
      query LoggedOutPagesQuery($token: String!, $requestId: String!) {
        documentRequestByToken(token: $token, requestId: $requestId) {
          errorCode
          request {
            internalID
            note
            lawFirmName
            lienholderName
            plaintiffFirstName
            plaintiffLastName
            plaintiffBirthdate
            dateOfLoss
            contactName
            documents {
              internalID
              name
              type
            }
            documentTypeChoices {
              value
              label
            }
            viewerCan {
              priceDocuments
            }
          }
        }
      }
    `,
    { token, requestId },
    { fetchPolicy: 'network-only', fetchKey },
  );
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [createUploads] = useMutation<LoggedOutPagesUploadsMutation>(graphql`
    mutation LoggedOutPagesUploadsMutation($input: CreateDocumentRequestUploadsInput!) {
      createDocumentRequestUploads(input: $input) {
        uploads {
          uploadId
          url
          method
          headers {
            name
            value
          }
        }
        userErrors {
          field
          message
          code
        }
      }
    }
  `);
  const [attach] = useMutation<LoggedOutPagesAttachMutation>(graphql`
    mutation LoggedOutPagesAttachMutation($input: AttachDocumentRequestDocumentsInput!) {
      attachDocumentRequestDocuments(input: $input) {
        documents {
          internalID
        }
        userErrors {
          field
          message
          code
        }
      }
    }
  `);
  const [submit, submitting] = useMutation<LoggedOutPagesSubmitMutation>(graphql`
    mutation LoggedOutPagesSubmitMutation($input: SubmitDocumentRequestResponseInput!) {
      submitDocumentRequestResponse(input: $input) {
        isFulfilled
        userErrors {
          field
          message
          code
        }
      }
    }
  `);

  // The Documents upload dialog, sending through the link's token instead of a session.
  const adapter = useMemo<DocumentUploadAdapter>(
    () => ({
      async createUploads(files) {
        const answer = await commitAsPromise(createUploads, {
          variables: {
            input: {
              token,
              requestId,
              files: files.map((file) => ({ fileName: file.fileName, size: file.size, contentType: file.contentType })),
            },
          },
        });
        const { uploads, userErrors } = answer.createDocumentRequestUploads;
        return { uploads, userErrors };
      },
      async attach(documents) {
        const answer = await commitAsPromise(attach, {
          variables: {
            input: {
              token,
              requestId,
              documents: documents.map((document) => ({
                uploadId: document.uploadId,
                name: document.name,
                type: document.type,
                price: document.price,
              })),
            },
          },
        });
        return answer.attachDocumentRequestDocuments.userErrors;
      },
    }),
    [createUploads, attach, token, requestId],
  );

  const result = data.documentRequestByToken;
  if (result.errorCode === 'ALREADY_FULFILLED') return <Navigate replace to={DOCUMENT_REQUEST_PATHS.alreadyFulfilled} />;
  if (result.errorCode || !result.request)
    return <Navigate replace to={`${DOCUMENT_REQUEST_PATHS.tokenExpired}${linkQuery(token, requestId)}`} />;
  const request = result.request;
  const plaintiff = `${request.plaintiffFirstName} ${request.plaintiffLastName}`.trim();

  async function onSubmit() {
    setErrors([]);
    try {
      const answer = await commitAsPromise(submit, { variables: { input: { token, requestId } } });
      const { userErrors } = answer.submitDocumentRequestResponse;
      const code = userErrors[0]?.code;
      if (code === 'TOKEN_EXPIRED') return void navigate(`${DOCUMENT_REQUEST_PATHS.tokenExpired}${linkQuery(token, requestId)}`);
      if (code === 'ALREADY_FULFILLED') return void navigate(DOCUMENT_REQUEST_PATHS.alreadyFulfilled);
      if (userErrors.length) return setErrors(userErrors.map((error) => error.message));
      void navigate(DOCUMENT_REQUEST_PATHS.complete);
    } catch (error) {
      setErrors(errorsOfFailure(error).general);
    }
  }

  return (
    <Page title={`Documents requested for ${plaintiff}'s case`}>
      <Text>Hello {request.contactName},</Text>
      <div className={styles.facts}>
        <Text weight="semibold">Plaintiff</Text>
        <Text>{plaintiff}</Text>
        <Text weight="semibold">Date of Birth</Text>
        <Text>{request.plaintiffBirthdate ? formatDate(request.plaintiffBirthdate) : '—'}</Text>
        <Text weight="semibold">Date of Loss</Text>
        <Text>{request.dateOfLoss ? formatDate(request.dateOfLoss) : '—'}</Text>
        <Text weight="semibold">Requested by</Text>
        <Text>{request.lawFirmName ?? '—'}</Text>
        <Text weight="semibold">Requested of</Text>
        <Text>{request.lienholderName}</Text>
      </div>
      <section aria-label="Note from the requester">
        <Title3 as="h2">Note from {request.lawFirmName ?? 'the law firm'}</Title3>
        <Body1 className={styles.note}>{request.note}</Body1>
      </section>
      <section aria-label="Steps">
        <Title3 as="h2">Steps</Title3>
        <ol className={styles.steps}>
          <li>Upload the requested documents (any number of files, up to 100mb each).</li>
          <li>Check the list of uploaded documents below.</li>
          <li>Submit to tell {request.lawFirmName ?? 'the law firm'} that all documents are uploaded. The link then stops working.</li>
        </ol>
        <Caption1>
          The patient&apos;s HIPAA release is available from {request.lawFirmName ?? 'the law firm'} on request; answering this request
          shares the documents with them only.
        </Caption1>
      </section>
      <section aria-label="Uploaded documents">
        <Title3 as="h2">Uploaded documents</Title3>
        {request.documents.length ? (
          <ul className={styles.documents}>
            {request.documents.map((document) => (
              <li key={document.internalID}>
                <Text>{document.name}</Text>
              </li>
            ))}
          </ul>
        ) : (
          <Text>No documents uploaded yet.</Text>
        )}
      </section>
      <GeneralErrors messages={errors} />
      <div className={styles.actions}>
        <Button onClick={() => setUploading(true)}>Upload Documents</Button>
        <Button appearance="primary" disabled={submitting || request.documents.length === 0} onClick={() => void onSubmit()}>
          Submit
        </Button>
      </div>
      {uploading ? (
        <UploadDocumentsDialog
          typeChoices={request.documentTypeChoices.map((choice) => ({ value: choice.value, label: choice.label }))}
          canPrice={request.viewerCan.priceDocuments}
          uploadTarget={adapter}
          onUploaded={() => setFetchKey((key) => key + 1)}
          onClose={() => setUploading(false)}
        />
      ) : null}
    </Page>
  );
}

/** After Submit. */
export function DocumentRequestCompletePage() {
  return (
    <Page title="Thank you!">
      <MessageBar intent="success">
        <MessageBarBody>Your documents were submitted. The law firm has been told; you can close this page.</MessageBarBody>
      </MessageBar>
    </Page>
  );
}

/** A request that is fulfilled (or closed) already. */
export function DocumentRequestAlreadyFulfilledPage() {
  return (
    <Page title="Already fulfilled">
      <Text>This document request has already been fulfilled. Nothing more is needed.</Text>
    </Page>
  );
}

/** An unknown, used or expired link; Resend e-mails a fresh link to the contact the link was addressed to. */
export function DocumentRequestTokenExpiredPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const requestId = params.get('request_id') ?? '';
  const [state, setState] = useState<'idle' | 'sent' | 'fulfilled'>('idle');
  const [errors, setErrors] = useState<string[]>([]);
  const [resend, sending] = useMutation<LoggedOutPagesResendMutation>(graphql`
    mutation LoggedOutPagesResendMutation($input: ResendDocumentRequestLinkInput!) {
      resendDocumentRequestLink(input: $input) {
        sent
        userErrors {
          field
          message
          code
        }
      }
    }
  `);

  async function onResend() {
    setErrors([]);
    try {
      const answer = await commitAsPromise(resend, { variables: { input: { token, requestId } } });
      const { sent, userErrors } = answer.resendDocumentRequestLink;
      if (userErrors[0]?.code === 'ALREADY_FULFILLED') return setState('fulfilled');
      if (userErrors.length || !sent) return setErrors(userErrors.map((error) => error.message));
      setState('sent');
    } catch (error) {
      setErrors(errorsOfFailure(error).general);
    }
  }

  if (state === 'fulfilled') return <Navigate replace to={DOCUMENT_REQUEST_PATHS.alreadyFulfilled} />;
  return (
    <Page title="This link has expired">
      <Text>Links to answer a document request work once and for 14 days. Ask for a new link: it is sent to your e-mail address.</Text>
      <GeneralErrors messages={errors} />
      {state === 'sent' ? (
        <MessageBar intent="success">
          <MessageBarBody>A new link has been sent to your e-mail address.</MessageBarBody>
        </MessageBar>
      ) : (
        <div>
          <Button appearance="primary" disabled={sending || !token || !requestId} onClick={() => void onResend()}>
            Resend
          </Button>
        </div>
      )}
    </Page>
  );
}
