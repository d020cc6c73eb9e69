import { Button, Combobox, Field, Input, Option, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { fetchQuery, graphql, useMutation, useRelayEnvironment } from 'react-relay';
import type { LawFirmPickerCreateMutation } from '../../__generated__/LawFirmPickerCreateMutation.graphql.ts';
import type { LawFirmPickerSearchQuery, LawFirmPickerSearchQuery$data } from '../../__generated__/LawFirmPickerSearchQuery.graphql.ts';
import { SEARCH_DEBOUNCE_MS } from '../../config.ts';
import { commitAsPromise } from '../../mutations/commitAsPromise.ts';
import { errorsByField, errorsOfFailure } from '../status/userErrors.ts';
import { TEXT_LIMITS, presentErrors, textError } from '../../lib/input-rules.ts';

export interface LawFirmChoice {
  id: string;
  name: string;
}

const useStyles = makeStyles({
  create: {
    display: 'grid',
    gridTemplateColumns: '1fr 1fr auto auto',
    alignItems: 'end',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingVerticalS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
});

const searchQuery = graphql`
  query LawFirmPickerSearchQuery($search: String) {
    viewer {
      lawFirmDirectory(search: $search, first: 20) {
        internalID
        name
      }
    }
  }
`;

const createMutation = graphql`
  mutation LawFirmPickerCreateMutation($input: CreateLawFirmInput!) {
    createLawFirm(input: $input) {
      lawFirm {
        internalID
        name
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const CREATE = '__create__';
type Firms = NonNullable<LawFirmPickerSearchQuery$data['viewer']>['lawFirmDirectory'];

/** Law firm search-or-create (spec 001 §2.8): search the directory by name, or add a firm with a name and website. */
export function LawFirmPicker({
  label,
  value,
  initialSearch,
  error,
  onChange,
}: {
  label: string;
  value: LawFirmChoice | null;
  /** What the search box starts with (a new row carries the first row's firm). */
  initialSearch: string;
  error?: string;
  onChange: (firm: LawFirmChoice | null) => void;
}) {
  const styles = useStyles();
  const environment = useRelayEnvironment();
  const [text, setText] = useState(initialSearch);
  const [firms, setFirms] = useState<Firms>([]);
  const [creating, setCreating] = useState<{ name: string; website: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    clearTimeout(timer.current);
    const search = text.trim();
    if (!search) {
      setFirms([]);
      return;
    }
    timer.current = setTimeout(() => {
      fetchQuery<LawFirmPickerSearchQuery>(environment, searchQuery, { search }).subscribe({
        next: (data) => setFirms(data.viewer?.lawFirmDirectory ?? []),
        error: () => setFirms([]),
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer.current);
  }, [environment, text]);

  return (
    <>
      <Field label={label} required validationMessage={error}>
        <Combobox
          freeform
          placeholder="Search law firm..."
          value={text}
          selectedOptions={value ? [value.id] : []}
          onChange={(event) => {
            setText(event.target.value);
            if (value) onChange(null);
          }}
          onOptionSelect={(_, data) => {
            if (data.optionValue === CREATE) {
              setCreating({ name: text.trim(), website: '' });
              return;
            }
            const firm = firms.find((candidate) => candidate.internalID === data.optionValue);
            if (firm) {
              setText(firm.name);
              onChange({ id: firm.internalID, name: firm.name });
            }
          }}
        >
          {text.trim() === '' ? (
            <Option disabled value="" text="">
              Type in law firm's name
            </Option>
          ) : (
            <>
              {firms.map((firm) => (
                <Option key={firm.internalID} value={firm.internalID}>
                  {firm.name}
                </Option>
              ))}
              <Option value={CREATE} text={`Create new law firm "${text.trim()}"`}>
                {`Create new law firm "${text.trim()}"`}
              </Option>
            </>
          )}
        </Combobox>
      </Field>
      {creating ? (
        <NewLawFirmForm
          className={styles.create}
          initialName={creating.name}
          onCancel={() => setCreating(null)}
          onCreated={(firm) => {
            setCreating(null);
            setText(firm.name);
            onChange(firm);
          }}
        />
      ) : null}
    </>
  );
}

function NewLawFirmForm({
  className,
  initialName,
  onCancel,
  onCreated,
}: {
  className: string;
  initialName: string;
  onCancel: () => void;
  onCreated: (firm: LawFirmChoice) => void;
}) {
  const [name, setName] = useState(initialName);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<ReturnType<typeof errorsByField>>({ fields: {}, general: [] });
  const [commit, inFlight] = useMutation<LawFirmPickerCreateMutation>(createMutation);
  // The search text it starts from has no limit of its own.
  const local = presentErrors({ name: textError(name, TEXT_LIMITS.organizationName), website: textError(website, TEXT_LIMITS.website) });
  const blocked = Object.keys(local).length > 0;

  async function create() {
    if (blocked) return;
    try {
      const response = await commitAsPromise(commit, { variables: { input: { name, website: website.trim() || null } } });
      const { lawFirm, userErrors } = response.createLawFirm;
      if (userErrors.length || !lawFirm) setErrors(errorsByField(userErrors));
      else onCreated({ id: lawFirm.internalID, name: lawFirm.name });
    } catch (error) {
      setErrors(errorsOfFailure(error));
    }
  }

  return (
    <div className={className} role="group" aria-label="New law firm">
      <Field label="Law firm name" required validationMessage={local.name ?? errors.fields.name ?? errors.general[0]}>
        <Input value={name} maxLength={TEXT_LIMITS.organizationName} onChange={(_, data) => setName(data.value)} />
      </Field>
      <Field label="Website" validationMessage={local.website ?? errors.fields.website}>
        <Input type="url" placeholder="https://" value={website} maxLength={TEXT_LIMITS.website} onChange={(_, data) => setWebsite(data.value)} />
      </Field>
      <Button appearance="primary" disabled={inFlight || blocked} onClick={create}>
        Create law firm
      </Button>
      <Button onClick={onCancel}>Cancel</Button>
    </div>
  );
}
