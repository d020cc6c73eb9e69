import { Field, Input, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { LawFirmPickerQuery } from '../../__generated__/LawFirmPickerQuery.graphql.ts';

const useStyles = makeStyles({ root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS }, hint: { color: tokens.colorNeutralForeground3 } });

/**
 * The law-firm directory (id, name) searched by name; `value` is the chosen firm's internalID. The firm that
 * represents the plaintiff now (`excludeId`) is not offered. Suspends while the directory loads.
 */
export function LawFirmPicker({ value, onChange, excludeId, error }: { value: string; onChange: (id: string) => void; excludeId?: string | null; error?: string }) {
  const styles = useStyles();
  const data = useLazyLoadQuery<LawFirmPickerQuery>(
    graphql`
      query LawFirmPickerQuery {
        viewer {
          lawFirmDirectory(first: 1000) {
            internalID
            name
          }
        }
      }
    `,
    {},
  );
  const [search, setSearch] = useState('');
  const term = search.trim().toLowerCase();
  const firms = (data.viewer?.lawFirmDirectory ?? []).filter((firm) => firm.internalID !== excludeId && (!term || firm.name.toLowerCase().includes(term)));
  return (
    <div className={styles.root}>
      <Field label="Search law firm">
        <Input placeholder="Search law firm..." value={search} onChange={(_, { value: next }) => setSearch(next)} />
      </Field>
      <Field label="Law firm" required validationMessage={error}>
        <Select value={firms.some((firm) => firm.internalID === value) ? value : ''} onChange={(_, { value: next }) => onChange(next)}>
          <option value="" disabled>
            {firms.length ? 'Select a law firm' : 'No law firm matches'}
          </option>
          {firms.map((firm) => (
            <option key={firm.internalID} value={firm.internalID}>
              {firm.name}
            </option>
          ))}
        </Select>
      </Field>
      {!term ? <Text className={styles.hint}>Type in law firm's name to narrow the list.</Text> : null}
    </div>
  );
}
