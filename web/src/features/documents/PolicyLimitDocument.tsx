import { Button, Caption1, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Attach16Regular, DocumentArrowDown16Regular } from '@fluentui/react-icons';
import { Suspense, lazy, useState } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type { PolicyLimitDocument_policyLimit$key } from '../../__generated__/PolicyLimitDocument_policyLimit.graphql.ts';
import type { PolicyLimitDocumentUploadQuery } from '../../__generated__/PolicyLimitDocumentUploadQuery.graphql.ts';
import { allMessages, errorsByField, errorsOfFailure } from '../../ui/userErrors.ts';
import { DOCUMENTS_CONNECTION_KEY } from './documentCounts.ts';
import { useAttachPolicyLimitDocumentMutation } from './mutations/useAttachPolicyLimitDocumentMutation.ts';
import { useOpenDocumentMutation } from './mutations/useOpenDocumentMutation.ts';
import { navigateToDownload } from './navigate.ts';

// The upload dialog loads when an upload starts (inside PolicyLimitUpload's Suspense), not with the case page.
const UploadDocumentsDialog = lazy(async () => ({ default: (await import('./UploadDocumentsDialog.tsx')).UploadDocumentsDialog }));

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS },
  error: { color: tokens.colorPaletteRedForeground1 },
});

const POLICY_LIMIT_TYPE = [{ value: 'POLICY_LIMIT', label: 'Policy Limit' }];

/**
 * A policy limit's document on the Policy Limits card: its name as a download link (a fresh link each time), or, for
 * the case's law firm, 'Attach Document' (the upload modal with the Policy Limit type; the file becomes a case
 * document and then the limit's document).
 */
export function PolicyLimitDocument({
  caseId,
  policyLimitRef,
  limitLabel,
  canEdit,
}: {
  caseId: string;
  policyLimitRef: PolicyLimitDocument_policyLimit$key;
  limitLabel: string;
  canEdit: boolean;
}) {
  const styles = useStyles();
  const limit = useFragment(
    graphql`
      fragment PolicyLimitDocument_policyLimit on PolicyLimit {
        id
        document {
          id
          name
        }
      }
    `,
    policyLimitRef,
  );
  const [openDocument, opening] = useOpenDocumentMutation();
  const [attachToLimit] = useAttachPolicyLimitDocumentMutation();
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  async function download(documentId: string) {
    try {
      const { url, userErrors } = await openDocument(documentId);
      if (!url || userErrors.length) return setErrors(allMessages(errorsByField(userErrors)));
      setErrors([]);
      navigateToDownload(url);
    } catch (error) {
      setErrors(errorsOfFailure(error).general);
    }
  }

  async function attached(documentIds: ReadonlyArray<string>) {
    const documentId = documentIds[0];
    if (!documentId) return;
    try {
      const userErrors = await attachToLimit({ policyLimitId: limit.id, caseId, documentId });
      setErrors(allMessages(errorsByField(userErrors)));
    } catch (error) {
      setErrors(errorsOfFailure(error).general);
    }
  }

  return (
    <div className={styles.root}>
      {limit.document ? (
        <Button
          appearance="transparent"
          size="small"
          icon={<DocumentArrowDown16Regular />}
          disabled={opening}
          aria-label={`Download ${limit.document.name}`}
          onClick={() => download(limit.document!.id)}
        >
          {limit.document.name}
        </Button>
      ) : canEdit ? (
        <Button
          size="small"
          icon={<Attach16Regular />}
          aria-label={`Attach a document to the ${limitLabel} limit`}
          onClick={() => setUploading(true)}
        >
          Attach Document
        </Button>
      ) : (
        '—'
      )}
      {errors.map((message) => (
        <Caption1 key={message} className={styles.error}>
          {message}
        </Caption1>
      ))}
      {uploading ? (
        <Suspense fallback={<Spinner size="tiny" />}>
          <PolicyLimitUpload
            caseId={caseId}
            onUploaded={(_count, documentIds) => attached(documentIds)}
            onClose={() => setUploading(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The upload modal for a policy limit's document: a case document (Share With 'All' where the case has liens). */
function PolicyLimitUpload({
  caseId,
  onUploaded,
  onClose,
}: {
  caseId: string;
  onUploaded: (count: number, documentIds: ReadonlyArray<string>) => void;
  onClose: () => void;
}) {
  const data = useLazyLoadQuery<PolicyLimitDocumentUploadQuery>(
    graphql`
      query PolicyLimitDocumentUploadQuery($id: ID!) {
        node(id: $id) {
          ... on Case {
            documentShareWithChoices {
              value
              label
            }
          }
        }
      }
    `,
    { id: caseId },
  );
  // A policy limit's document is a case document: 'All' is its only Share With.
  const shareWith = (data.node?.documentShareWithChoices ?? [])
    .filter((choice) => choice.value === 'ALL')
    .map((choice) => ({ value: choice.value, label: choice.label }));
  return (
    <UploadDocumentsDialog
      caseId={caseId}
      title="Upload Policy Limit Document"
      typeChoices={POLICY_LIMIT_TYPE}
      shareWithChoices={shareWith}
      defaultShareWith={shareWith.length ? 'ALL' : undefined}
      maxFiles={1}
      connections={[ConnectionHandler.getConnectionID(caseId, DOCUMENTS_CONNECTION_KEY)]}
      onUploaded={onUploaded}
      onClose={onClose}
    />
  );
}
