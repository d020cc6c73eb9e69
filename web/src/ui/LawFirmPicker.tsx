import { Button, Combobox, Field, Input, Option, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { LawFirmPickerSearchQuery, LawFirmPickerSearchQuery$data } from '../__generated__/LawFirmPickerSearchQuery.graphql.ts';
import { SEARCH_DEBOUNCE_MS } from '../config.ts';
import { TEXT_LIMITS, presentErrors, textError } from '../lib/input-rules.ts';
import { NO_ERRORS, errorsByField, errorsOfFailure, type FormErrors, type UserErrorView } from './userErrors.ts';

/** A firm of the law-firm directory: its internalID and name. */
export interface LawFirmChoice {
  id: string;
  name: string;
}

/** Adds a firm to the directory (the caller's mutation hook); resolves with the new firm or the userErrors. */
export type CreateLawFirm = (input: {
  name: string;
  website: string | null;
}) => Promise<{ firm: LawFirmChoice | null; userErrors: ReadonlyArray<UserErrorView> }>;

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

const CREATE = '__create__';
type Firms = NonNullable<LawFirmPickerSearchQuery$data['viewer']>['lawFirmDirectory'];

/**
 * The one law-firm picker: search the directory by name (debounced) and choose a firm. `excludeId` (a firm's
 * internalID, e.g. the firm on the case now) is never offered. With `onCreate` the list also offers to add a
 * firm with a name and website (search-or-create).
 */
export function LawFirmPicker({
  label = 'Law firm',
  value,
  onChange,
  initialSearch = '',
  excludeId,
  error,
  onCreate,
}: {
  label?: string;
  value: LawFirmChoice | null;
  onChange: (firm: LawFirmChoice | null) => void;
  /** What the search box starts with. */
  initialSearch?: string;
  excludeId?: string | null;
  error?: string;
  onCreate?: CreateLawFirm;
}) {
  const styles = useStyles();
  const environment = useRelayEnvironment();
  const [text, setText] = useState(initialSearch);
  const [firms, setFirms] = useState<Firms>([]);
  const [creating, setCreating] = useState<{ name: string } | null>(null);
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

  const offered = firms.filter((firm) => firm.internalID !== excludeId);
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
              setCreating({ name: text.trim() });
              return;
            }
            const firm = offered.find((candidate) => candidate.internalID === data.optionValue);
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
              {offered.map((firm) => (
                <Option key={firm.internalID} value={firm.internalID}>
                  {firm.name}
                </Option>
              ))}
              {onCreate ? (
                <Option value={CREATE} text={`Create new law firm "${text.trim()}"`}>
                  {`Create new law firm "${text.trim()}"`}
                </Option>
              ) : offered.length === 0 ? (
                <Option disabled value="" text="">
                  No law firm matches
                </Option>
              ) : null}
            </>
          )}
        </Combobox>
      </Field>
      {creating && onCreate ? (
        <NewLawFirmForm
          className={styles.create}
          initialName={creating.name}
          create={onCreate}
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
  create,
  onCancel,
  onCreated,
}: {
  className: string;
  initialName: string;
  create: CreateLawFirm;
  onCancel: () => void;
  onCreated: (firm: LawFirmChoice) => void;
}) {
  const [name, setName] = useState(initialName);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [inFlight, setInFlight] = useState(false);
  // The search text it starts from has no limit of its own.
  const local = presentErrors({ name: textError(name, TEXT_LIMITS.organizationName), website: textError(website, TEXT_LIMITS.website) });
  const blocked = Object.keys(local).length > 0;

  async function submit() {
    if (blocked) return;
    setInFlight(true);
    try {
      const { firm, userErrors } = await create({ name, website: website.trim() || null });
      if (userErrors.length || !firm) setErrors(errorsByField(userErrors));
      else onCreated(firm);
    } catch (error) {
      setErrors(errorsOfFailure(error));
    } finally {
      setInFlight(false);
    }
  }

  return (
    <div className={className} role="group" aria-label="New law firm">
      <Field label="Law firm name" required validationMessage={local.name ?? errors.fields.name ?? errors.general[0]}>
        <Input value={name} maxLength={TEXT_LIMITS.organizationName} onChange={(_, data) => setName(data.value)} />
      </Field>
      <Field label="Website" validationMessage={local.website ?? errors.fields.website}>
        <Input
          type="url"
          placeholder="https://"
          value={website}
          maxLength={TEXT_LIMITS.website}
          onChange={(_, data) => setWebsite(data.value)}
        />
      </Field>
      <Button appearance="primary" disabled={inFlight || blocked} onClick={submit}>
        Create law firm
      </Button>
      <Button onClick={onCancel}>Cancel</Button>
    </div>
  );
}
