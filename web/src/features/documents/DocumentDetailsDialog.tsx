import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { formatDate, formatDateTime, formatMoney } from '../../lib/format.ts';
import { InfoDialog } from '../../ui/InfoDialog.tsx';
import { megabytes } from './fileSize.ts';
import { sharedWithText } from './documentTexts.ts';
import type { DocumentRow } from './DocumentsTable.tsx';

const useStyles = makeStyles({
  surface: { width: '620px', maxWidth: 'calc(100vw - 32px)' },
  list: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  actions: { marginTop: tokens.spacingVerticalL },
});

/** Document Details: what is known about a document; its adding organisation may go on to Edit Document Details. */
export function DocumentDetailsDialog({
  document,
  showLastViewedByLawFirm,
  onEdit,
  onClose,
}: {
  document: DocumentRow;
  showLastViewedByLawFirm: boolean;
  onEdit?: () => void;
  onClose: () => void;
}) {
  const styles = useStyles();
  const rows: Array<[string, string]> = [
    ['Name', document.name],
    ['Type', document.typeLabel],
    ['Shared With', sharedWithText(document.isCaseDocument, document.lien?.lienholder.name)],
    ['Uploaded By', [document.uploadedBy, document.createdByOrganizationName].filter(Boolean).join(', ') || '—'],
    ['Date Added', formatDate(document.createdAt)],
    ['Size', `${megabytes(document.size)}mb`],
    ['Access Fee', Number(document.price) > 0 ? formatMoney(document.price) : 'None'],
  ];
  if (Number(document.price) > 0) rows.push(['Paid', document.isPaidFor ? 'Yes' : 'No']);
  if (showLastViewedByLawFirm)
    rows.push(['Last Viewed By Law Firm', document.lastViewedByLawFirm ? formatDateTime(document.lastViewedByLawFirm) : 'Never']);
  return (
    <InfoDialog title="Document Details" onClose={onClose} surfaceClassName={styles.surface}>
      <dl className={styles.list} aria-label="Document details">
        {rows.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      {onEdit ? (
        <div className={styles.actions}>
          <Button onClick={onEdit}>Edit Document Details</Button>
        </div>
      ) : null}
    </InfoDialog>
  );
}
