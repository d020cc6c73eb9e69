import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { MoreHorizontal20Regular } from '@fluentui/react-icons';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { DocumentsTable_document$data, DocumentsTable_document$key } from '../../__generated__/DocumentsTable_document.graphql.ts';
import { formatDate, formatDateTime, formatMoney } from '../../lib/format.ts';
import { megabytes } from './fileSize.ts';
import { paymentPath, sharedWithText } from './documentTexts.ts';

export type DocumentRow = DocumentsTable_document$data;

const useStyles = makeStyles({
  name: { overflowWrap: 'anywhere' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', justifyContent: 'flex-end', whiteSpace: 'nowrap' },
});

export interface DocumentActions {
  onDownload: (document: DocumentRow) => void;
  onDetails: (document: DocumentRow) => void;
  onEdit: (document: DocumentRow) => void;
  onDelete: (document: DocumentRow) => void;
}

/**
 * The documents of a case, one row each: name, type, who uploaded it and when, the access fee, for lienholders
 * 'Last Viewed By Law Firm', and the row menu (Download; Details and Edit for the adding organisation; Delete while
 * unpaid) or 'Pay to Open' for a law firm on a priced, unpaid document. The server decides each of them (viewerCan).
 */
export function DocumentsTable({
  documents,
  showLastViewedByLawFirm,
  ...actions
}: {
  documents: ReadonlyArray<{ readonly id: string } & DocumentsTable_document$key>;
  showLastViewedByLawFirm: boolean;
} & DocumentActions) {
  return (
    <Table aria-label="Documents" size="small">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>Name</TableHeaderCell>
          <TableHeaderCell>Type</TableHeaderCell>
          <TableHeaderCell>Shared With</TableHeaderCell>
          <TableHeaderCell>Uploaded By</TableHeaderCell>
          <TableHeaderCell>Date Added</TableHeaderCell>
          <TableHeaderCell>Access Fee</TableHeaderCell>
          {showLastViewedByLawFirm ? <TableHeaderCell>Last Viewed By Law Firm</TableHeaderCell> : null}
          <TableHeaderCell aria-label="Actions" />
        </TableRow>
      </TableHeader>
      <TableBody>
        {documents.map((documentRef) => (
          <DocumentTableRow key={documentRef.id} documentRef={documentRef} showLastViewedByLawFirm={showLastViewedByLawFirm} {...actions} />
        ))}
      </TableBody>
    </Table>
  );
}

function DocumentTableRow({
  documentRef,
  showLastViewedByLawFirm,
  onDownload,
  onDetails,
  onEdit,
  onDelete,
}: { documentRef: DocumentsTable_document$key; showLastViewedByLawFirm: boolean } & DocumentActions) {
  const styles = useStyles();
  const document = useFragment(
    graphql`
      fragment DocumentsTable_document on Document {
        id
        internalID
        name
        type
        typeLabel
        price
        size
        createdAt
        uploadedBy
        createdByOrganizationName
        lastViewedByLawFirm
        isPaidFor
        isCaseDocument
        lien {
          internalID
          lienholder {
            name
          }
        }
        viewerCan {
          edit
          delete
          download
          pay
        }
      }
    `,
    documentRef,
  );
  const can = document.viewerCan;
  const priced = Number(document.price) > 0;
  return (
    <TableRow data-document-type={document.type}>
      <TableCell className={styles.name} title={`${document.name} (${megabytes(document.size)}mb)`}>
        {document.name}
      </TableCell>
      <TableCell>{document.typeLabel}</TableCell>
      <TableCell>{sharedWithText(document.isCaseDocument, document.lien?.lienholder.name)}</TableCell>
      <TableCell>{[document.uploadedBy, document.createdByOrganizationName].filter(Boolean).join(', ') || '—'}</TableCell>
      <TableCell>{formatDate(document.createdAt)}</TableCell>
      <TableCell>{priced ? `${formatMoney(document.price)}${document.isPaidFor ? ' (paid)' : ''}` : '—'}</TableCell>
      {showLastViewedByLawFirm ? (
        <TableCell>{document.lastViewedByLawFirm ? formatDateTime(document.lastViewedByLawFirm) : 'Never'}</TableCell>
      ) : null}
      <TableCell>
        <div className={styles.actions}>
          {can.pay ? (
            <Link to={paymentPath(document.internalID, document.lien?.internalID)} aria-label={`Pay to Open ${document.name}`}>
              Pay to Open
            </Link>
          ) : null}
          <Menu>
            <MenuTrigger disableButtonEnhancement>
              <Button appearance="subtle" icon={<MoreHorizontal20Regular />} aria-label={`Actions for ${document.name}`} />
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                <MenuItem disabled={!can.download} onClick={() => onDownload(document)}>
                  Download
                </MenuItem>
                {can.edit ? <MenuItem onClick={() => onDetails(document)}>Details</MenuItem> : null}
                {can.edit ? <MenuItem onClick={() => onEdit(document)}>Edit</MenuItem> : null}
                {can.delete ? <MenuItem onClick={() => onDelete(document)}>Delete</MenuItem> : null}
              </MenuList>
            </MenuPopover>
          </Menu>
        </div>
      </TableCell>
    </TableRow>
  );
}
