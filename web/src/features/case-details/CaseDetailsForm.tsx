import { Button, Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { GeneralErrors } from '../../ui/GeneralErrors.tsx';
import { useFormErrors } from '../../ui/useFormErrors.ts';
import { DATE_MESSAGES, TEXT_LIMITS, dateError, latestToday, presentErrors, textError } from '../../lib/input-rules.ts';
import { useUpdateCaseDetailsMutation } from './mutations/useUpdateCaseDetailsMutation.ts';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: `0 ${tokens.spacingHorizontalM} ${tokens.spacingVerticalM}`,
  },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: tokens.spacingHorizontalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
});

export interface CaseDetailsValues {
  firstName: string;
  lastName: string;
  birthdate: string;
  dateOfLoss: string;
  stateOfIncident: string;
  type: string;
}

type Options = ReadonlyArray<{ value: string; label: string }>;

/** The Case Details card in edit mode. Bad input shows the registry's texts and changes nothing. */
export function CaseDetailsForm({
  caseId,
  initial,
  states,
  types,
  onDone,
}: {
  caseId: string;
  initial: CaseDetailsValues;
  states: Options;
  types: Options;
  onDone: () => void;
}) {
  const styles = useStyles();
  const [values, setValues] = useState(initial);
  const { errors, submit: run, field } = useFormErrors();
  const [updateCaseDetails, inFlight] = useUpdateCaseDetailsMutation();
  const set = (name: keyof CaseDetailsValues) => (_: unknown, data: { value: string }) =>
    setValues((current) => ({ ...current, [name]: data.value }));
  // The registry's rules, checked as the user types; its own answers show when these pass.
  const local = presentErrors({
    firstName: textError(values.firstName, TEXT_LIMITS.personName),
    lastName: textError(values.lastName, TEXT_LIMITS.personName),
    birthdate:
      dateError(values.birthdate, { future: DATE_MESSAGES.birthdateInFuture }) ??
      (values.birthdate && values.dateOfLoss && values.birthdate > values.dateOfLoss ? DATE_MESSAGES.birthdateAfterLoss : undefined),
    dateOfLoss: dateError(values.dateOfLoss, { future: DATE_MESSAGES.lossInFuture }),
  });
  const message = (field: keyof CaseDetailsValues) => local[field] ?? errors.fields[field];

  async function save() {
    if (Object.keys(local).length) return;
    const saved = await run(() =>
      updateCaseDetails({
        caseId,
        firstName: values.firstName,
        lastName: values.lastName,
        birthdate: values.birthdate || null,
        dateOfLoss: values.dateOfLoss || null,
        stateOfIncident: values.stateOfIncident || null,
        type: values.type || null,
      }),
    );
    if (saved) onDone();
  }

  return (
    <form
      className={styles.form}
      aria-label="Edit case details"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <GeneralErrors messages={errors.general} />
      <div className={styles.grid}>
        <Field label="First name" required validationMessage={message('firstName')}>
          <Input value={values.firstName} maxLength={TEXT_LIMITS.personName} onChange={set('firstName')} />
        </Field>
        <Field label="Last name" required validationMessage={message('lastName')}>
          <Input value={values.lastName} maxLength={TEXT_LIMITS.personName} onChange={set('lastName')} />
        </Field>
        <Field label="Date of birth" validationMessage={message('birthdate')}>
          <Input type="date" value={values.birthdate} max={latestToday()} onChange={set('birthdate')} />
        </Field>
        <Field label="Date of loss" validationMessage={message('dateOfLoss')}>
          <Input type="date" value={values.dateOfLoss} max={latestToday()} onChange={set('dateOfLoss')} />
        </Field>
        <Field label="State of incident" {...field('stateOfIncident')}>
          <Select value={values.stateOfIncident} onChange={set('stateOfIncident')}>
            <option value="">Not set</option>
            {states.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Incident type" {...field('type')}>
          <Select value={values.type} onChange={set('type')}>
            <option value="">Not set</option>
            {types.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div className={styles.actions}>
        <Button onClick={onDone}>Cancel</Button>
        <Button appearance="primary" type="submit" disabled={inFlight || Object.keys(local).length > 0}>
          Save
        </Button>
      </div>
    </form>
  );
}
