import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  SearchBox,
  Select,
  Text,
  Toolbar,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownload20Regular, ChevronDown16Regular } from '@fluentui/react-icons';
import { useEffect, useRef, useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { DocumentsTab_case$key } from '../../__generated__/DocumentsTab_case.graphql.ts';
import type { DocumentsTabPaginationQuery } from '../../__generated__/DocumentsTabPaginationQuery.graphql.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { GeneralErrors } from '../../ui/GeneralErrors.tsx';
import { allMessages, errorsByField, errorsOfFailure } from '../../ui/userErrors.ts';
import { DocumentDetailsDialog } from './DocumentDetailsDialog.tsx';
import { downloadLimitText } from './documentTexts.ts';
import { DocumentsTable, type DocumentRow } from './DocumentsTable.tsx';
import { EditDocumentDialog } from './EditDocumentDialog.tsx';
import { useDeleteDocumentMutation } from './mutations/useDeleteDocumentMutation.ts';
import { useDownloadAllDocumentsMutation } from './mutations/useDownloadAllDocumentsMutation.ts';
import { useOpenDocumentMutation } from './mutations/useOpenDocumentMutation.ts';
import { navigateToDownload } from './navigate.ts';
import { UploadDocumentsDialog } from './UploadDocumentsDialog.tsx';
import { searchText } from '../../lib/input-rules.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center', padding: 0 },
  grow: { flexGrow: 1 },
});

const SEARCH_DEBOUNCE_MS = 300;

type Dialog =
  | { kind: 'upload' }
  | { kind: 'request' }
  | { kind: 'details'; document: DocumentRow }
  | { kind: 'edit'; document: DocumentRow }
  | { kind: 'delete'; document: DocumentRow };

/**
 * The Documents tab: the filter (name search and type), 'Download All (n)' (one zip; disabled with the spec's
 * tooltip over the limit), the law firm's 'New' menu (Document Upload, Document Request) or a lienholder's 'Upload
 * Documents' — each shown because the server says the viewer may — and the documents table with its row menus.
 */
export function DocumentsTab({
  caseRef,
  renderRequestDocuments,
}: {
  caseRef: DocumentsTab_case$key;
  /**
   * The 'Document Request' item of the New menu opens this (DocumentsTabPanel passes the document-requests slice's
   * RequestDocumentsDialog); without it the item is not shown.
   */
  renderRequestDocuments?: (onClose: () => void) => React.ReactNode;
}) {
  const styles = useStyles();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<DocumentsTabPaginationQuery, DocumentsTab_case$key>(
    graphql`
      fragment DocumentsTab_case on Case
      @refetchable(queryName: "DocumentsTabPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 50 }, after: { type: "String" }, filter: { type: "DocumentsFilter" }) {
        id
        viewerCan {
          uploadDocuments
          requestDocuments
          priceDocuments
        }
        documentTypeChoices {
          value
          label
        }
        documentTypeFilterChoices {
          value
          label
        }
        documentShareWithChoices {
          value
          label
        }
        showsLastViewedByLawFirm
        documentsDownloadLimit
        downloadableDocuments: documents(first: 1, filter: { downloadable: true }) {
          totalCount
        }
        documents(first: $first, after: $after, filter: $filter) @connection(key: "DocumentsTab_documents", filters: []) {
          __id
          totalCount
          edges {
            node {
              id
              ...DocumentsTable_document
            }
          }
        }
      }
    `,
    caseRef,
  );
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [search, setSearch] = useState('');
  const [type, setType] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [, startTransition] = useTransition();
  const [openDocument] = useOpenDocumentMutation();
  const [downloadAll, downloadingAll] = useDownloadAllDocumentsMutation();
  const [deleteDocument, deleting] = useDeleteDocumentMutation();
  const [deleteErrors, setDeleteErrors] = useState<string[]>([]);

  // The filter asks the registry again (debounced while typing); the list is one connection whatever the filter.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const timer = setTimeout(
      () =>
        startTransition(() => {
          refetch({ filter: { search: searchText(search) || null, type: type || null } }, { fetchPolicy: 'network-only' });
        }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [search, type, refetch]);

  const connection = data.documents.__id;
  const documents = data.documents.edges.flatMap((edge) => (edge?.node ? [edge.node] : []));
  // What the zip holds: the documents the viewer can open now (a law firm's unpaid priced records stay out).
  const total = data.downloadableDocuments.totalCount;
  const limit = data.documentsDownloadLimit;
  const filtered = Boolean(search.trim() || type);
  const can = data.viewerCan;

  async function download(document: DocumentRow) {
    try {
      const { url, userErrors } = await openDocument(document.id);
      if (userErrors.length || !url) return setErrors(allMessages(errorsByField(userErrors)));
      setErrors([]);
      navigateToDownload(url);
    } catch (error) {
      setErrors(errorsOfFailure(error).general);
    }
  }

  async function downloadEverything() {
    try {
      const { url, userErrors } = await downloadAll(data.id);
      if (userErrors.length || !url) return setErrors(allMessages(errorsByField(userErrors)));
      setErrors([]);
      navigateToDownload(url);
    } catch (error) {
      setErrors(errorsOfFailure(error).general);
    }
  }

  async function confirmDelete(document: DocumentRow) {
    try {
      const userErrors = await deleteDocument(data.id, document.id, [connection]);
      if (userErrors.length) return setDeleteErrors(allMessages(errorsByField(userErrors)));
      setDialog(null);
    } catch (error) {
      setDeleteErrors(errorsOfFailure(error).general);
    }
  }

  const overLimit = total > limit;
  const downloadAllButton = (
    <Button icon={<ArrowDownload20Regular />} disabledFocusable={overLimit || total === 0 || downloadingAll} onClick={downloadEverything}>
      {`Download All (${total})`}
    </Button>
  );
  const canRequest = can.requestDocuments && Boolean(renderRequestDocuments);

  return (
    <section className={styles.root} aria-label="Documents">
      <Toolbar className={styles.toolbar} aria-label="Documents toolbar">
        <SearchBox
          placeholder="Search documents"
          aria-label="Search documents"
          value={search}
          onChange={(_, { value }) => setSearch(value)}
        />
        <Select aria-label="Document type" value={type} onChange={(_, { value }) => setType(value)}>
          <option value="">All types</option>
          {data.documentTypeFilterChoices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </Select>
        <span className={styles.grow} />
        {overLimit ? (
          <Tooltip content={downloadLimitText(limit)} relationship="description">
            {downloadAllButton}
          </Tooltip>
        ) : (
          downloadAllButton
        )}
        {can.requestDocuments ? (
          <Menu>
            <MenuTrigger disableButtonEnhancement>
              <Button appearance="primary" icon={<ChevronDown16Regular />} iconPosition="after">
                New
              </Button>
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                {can.uploadDocuments ? <MenuItem onClick={() => setDialog({ kind: 'upload' })}>Document Upload</MenuItem> : null}
                {canRequest ? <MenuItem onClick={() => setDialog({ kind: 'request' })}>Document Request</MenuItem> : null}
              </MenuList>
            </MenuPopover>
          </Menu>
        ) : can.uploadDocuments ? (
          <Button appearance="primary" onClick={() => setDialog({ kind: 'upload' })}>
            Upload Documents
          </Button>
        ) : null}
      </Toolbar>
      <GeneralErrors messages={errors} />
      {documents.length ? (
        <DocumentsTable
          documents={documents}
          showLastViewedByLawFirm={data.showsLastViewedByLawFirm}
          onDownload={download}
          onDetails={(document) => setDialog({ kind: 'details', document })}
          onEdit={(document) => setDialog({ kind: 'edit', document })}
          onDelete={(document) => {
            setDeleteErrors([]);
            setDialog({ kind: 'delete', document });
          }}
        />
      ) : (
        <Text>{filtered ? 'No documents match these filters.' : 'No documents yet.'}</Text>
      )}
      {hasNext ? (
        <Button disabled={isLoadingNext} onClick={() => loadNext(50)}>
          Load more
        </Button>
      ) : null}

      {dialog?.kind === 'upload' ? (
        <UploadDocumentsDialog
          caseId={data.id}
          title="Upload Documents"
          typeChoices={data.documentTypeChoices}
          canPrice={can.priceDocuments}
          shareWithChoices={data.documentShareWithChoices}
          connections={[connection]}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'request' && renderRequestDocuments ? renderRequestDocuments(() => setDialog(null)) : null}
      {dialog?.kind === 'details' ? (
        <DocumentDetailsDialog
          document={dialog.document}
          showLastViewedByLawFirm={data.showsLastViewedByLawFirm}
          onEdit={dialog.document.viewerCan.edit ? () => setDialog({ kind: 'edit', document: dialog.document }) : undefined}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <EditDocumentDialog
          document={dialog.document}
          typeChoices={data.documentTypeChoices}
          canPrice={can.priceDocuments}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          title="Delete Document"
          question={`Are you sure? '${dialog.document.name}' will be deleted for everyone who sees it.`}
          onConfirm={() => confirmDelete(dialog.document)}
          onClose={() => setDialog(null)}
          inFlight={deleting}
          generalErrors={deleteErrors}
        />
      ) : null}
    </section>
  );
}
