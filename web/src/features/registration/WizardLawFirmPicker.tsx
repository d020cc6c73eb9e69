import { Combobox, Field, Input, Option, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { WizardLawFirmPickerQuery } from '../../__generated__/WizardLawFirmPickerQuery.graphql.ts';
import { SEARCH_DEBOUNCE_MS } from '../../config.ts';
import type { LawFirmValue } from './caseRows.ts';
import { REGISTRATION_TEXTS } from './texts.ts';
import { searchText } from '../../lib/input-rules.ts';

const searchQuery = graphql`
  query WizardLawFirmPickerQuery($search: String!) {
    registrationLawFirms(search: $search) {
      internalID
      name
    }
  }
`;

const CREATE = '__create__';

const useStyles = makeStyles({
  picker: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

/**
 * The wizard's law firm: search the registry's law firms by name (no session needed) or keep a typed-in name as a
 * new law firm (with an optional website), created when the registration is approved.
 */
export function WizardLawFirmPicker({
  label,
  value,
  newName,
  newWebsite,
  initialSearch,
  disabled,
  error,
  onChoose,
  onNewName,
  onNewWebsite,
}: {
  label: string;
  value: LawFirmValue | null;
  newName: string;
  newWebsite: string;
  initialSearch: string;
  disabled?: boolean;
  error?: string;
  onChoose: (firm: LawFirmValue | null) => void;
  onNewName: (name: string) => void;
  onNewWebsite: (website: string) => void;
}) {
  const styles = useStyles();
  const environment = useRelayEnvironment();
  const [text, setText] = useState(value?.name ?? (newName || initialSearch));
  const [firms, setFirms] = useState<ReadonlyArray<{ internalID: string; name: string }>>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    clearTimeout(timer.current);
    const search = searchText(text);
    if (search.length < 2) {
      setFirms([]);
      return;
    }
    timer.current = setTimeout(() => {
      fetchQuery<WizardLawFirmPickerQuery>(environment, searchQuery, { search }).subscribe({
        next: (data) => setFirms(data.registrationLawFirms),
        error: () => setFirms([]),
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer.current);
  }, [environment, text]);

  return (
    <div className={styles.picker}>
      <Field label={label} required validationMessage={error}>
        <Combobox
          freeform
          disabled={disabled}
          placeholder={REGISTRATION_TEXTS.searchLawFirm}
          value={text}
          selectedOptions={value ? [value.id] : []}
          onChange={(event) => {
            setText(event.target.value);
            if (value) onChoose(null);
            if (newName) onNewName('');
          }}
          onOptionSelect={(_, data) => {
            if (data.optionValue === CREATE) {
              onChoose(null);
              onNewName(text.trim());
              return;
            }
            const firm = firms.find((candidate) => candidate.internalID === data.optionValue);
            if (firm) {
              setText(firm.name);
              onNewName('');
              onChoose({ id: firm.internalID, name: firm.name });
            }
          }}
        >
          {text.trim() === '' ? (
            <Option disabled value="" text="">
              {REGISTRATION_TEXTS.typeLawFirmName}
            </Option>
          ) : (
            <>
              {firms.map((firm) => (
                <Option key={firm.internalID} value={firm.internalID}>
                  {firm.name}
                </Option>
              ))}
              <Option value={CREATE} text={`Add new law firm "${text.trim()}"`}>
                {`Add new law firm "${text.trim()}"`}
              </Option>
            </>
          )}
        </Combobox>
      </Field>
      {newName && !value ? (
        <Field label={`Website of ${newName} (optional)`}>
          <Input type="url" disabled={disabled} value={newWebsite} maxLength={200} onChange={(_, data) => onNewWebsite(data.value)} />
        </Field>
      ) : null}
    </div>
  );
}
