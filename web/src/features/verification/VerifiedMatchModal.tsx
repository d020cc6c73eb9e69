import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Option,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { errorsByField, errorsOfFailure, NO_ERRORS, type FormErrors } from '../../ui/userErrors.ts';
import { useSaveVerifiedMatchMutation } from './mutations/useSaveVerifiedMatchMutation.ts';
import type { VerifiedMatchValues } from './matchForm.ts';
import { ORGANIZATION_TYPES, VERIFICATION_TEXTS } from './texts.ts';

const useStyles = makeStyles({
  surface: { width: '620px', maxWidth: '100vw' },
  form: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingVerticalM, columnGap: tokens.spacingHorizontalL },
  wide: { gridColumn: '1 / -1' },
});

/** The add-or-edit modal of the Verified Matches drawer (spec 002 §5; 620 wide): the e-mail only when adding. */
export function VerifiedMatchModal({
  initial,
  connectionId,
  onSaved,
  onClose,
}: {
  initial: VerifiedMatchValues;
  connectionId: string | null;
  onSaved: () => void;
  onClose: () => void;
}) {
  const styles = useStyles();
  const [save, busy] = useSaveVerifiedMatchMutation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const creating = initial.id === null;
  const set = (field: keyof VerifiedMatchValues) => (_: unknown, state: { value: string }) =>
    setValues({ ...values, [field]: state.value });
  const text = (field: Exclude<keyof VerifiedMatchValues, 'id' | 'type'>, label: string, required = false, max = 255) => (
    <Field label={label} required={required} validationMessage={errors.fields[field]}>
      <Input value={values[field]} maxLength={max} onChange={set(field)} />
    </Field>
  );

  const submit = async () => {
    try {
      const { id, email, ...rest } = values;
      const result = await save({ ...rest, ...(id ? { id } : {}), ...(creating && email.trim() ? { email } : {}) }, connectionId);
      if (result.userErrors.length) {
        setErrors(errorsByField(result.userErrors));
        return;
      }
      onSaved();
    } catch (error) {
      setErrors(errorsOfFailure(error));
    }
  };

  return (
    <Dialog open onOpenChange={(_, state) => !state.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{creating ? VERIFICATION_TEXTS.addVerifiedMatch : VERIFICATION_TEXTS.editVerifiedMatch}</DialogTitle>
          <DialogContent>
            {errors.general.length ? (
              <MessageBar intent="error">
                <MessageBarBody>{errors.general.join(' ')}</MessageBarBody>
              </MessageBar>
            ) : null}
            <div className={styles.form}>
              <div className={styles.wide}>{text('name', VERIFICATION_TEXTS.name, true)}</div>
              <Field label={VERIFICATION_TEXTS.type} required validationMessage={errors.fields.type}>
                <Dropdown
                  value={ORGANIZATION_TYPES.find((option) => option.value === values.type)?.label ?? ''}
                  selectedOptions={[values.type]}
                  onOptionSelect={(_, state) => setValues({ ...values, type: state.optionValue ?? values.type })}
                >
                  {ORGANIZATION_TYPES.map((option) => (
                    <Option key={option.value} value={option.value}>
                      {option.label}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
              {text('phoneNumber', VERIFICATION_TEXTS.phoneNumber, false, 30)}
              {text('address1', VERIFICATION_TEXTS.address1, true)}
              {text('address2', VERIFICATION_TEXTS.address2)}
              {text('city', VERIFICATION_TEXTS.city, true, 100)}
              {text('state', VERIFICATION_TEXTS.state, true, 2)}
              {text('zipCode', VERIFICATION_TEXTS.zipCode, true, 10)}
              {creating ? text('email', VERIFICATION_TEXTS.email, false, 254) : null}
              {text('website', VERIFICATION_TEXTS.website, false, 200)}
              {text('verificationWebsite', VERIFICATION_TEXTS.verificationWebsite, false, 200)}
            </div>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{VERIFICATION_TEXTS.cancel}</Button>
            <Button appearance="primary" disabled={busy} onClick={() => void submit()}>
              {VERIFICATION_TEXTS.save}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
