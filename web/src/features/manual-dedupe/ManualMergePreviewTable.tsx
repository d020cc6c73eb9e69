import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import type { ManualMergePreviewTable_preview$key } from '../../__generated__/ManualMergePreviewTable_preview.graphql.ts';
import { formatDate } from '../../lib/format.ts';

const SOURCE_LABELS: Record<string, string> = { CANONICAL: 'Canonical case', DUPLICATE: 'Duplicate case' };

/** The merge preview: per field, the value the merged case keeps and which case it comes from. */
export function ManualMergePreviewTable({ preview }: { preview: ManualMergePreviewTable_preview$key }) {
  const data = useFragment(
    graphql`
      fragment ManualMergePreviewTable_preview on ManualCaseMergePreview {
        fields {
          name
          label
          value
          source
        }
      }
    `,
    preview,
  );
  return (
    <Table aria-label="Merge preview" size="small">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>Field</TableHeaderCell>
          <TableHeaderCell>Value</TableHeaderCell>
          <TableHeaderCell>From</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {data.fields.map((field) => (
          <TableRow key={field.name}>
            <TableCell>{field.label}</TableCell>
            <TableCell>{field.value && /^\d{4}-\d{2}-\d{2}$/.test(field.value) ? formatDate(field.value) : (field.value ?? '—')}</TableCell>
            <TableCell>{SOURCE_LABELS[field.source] ?? field.source}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
