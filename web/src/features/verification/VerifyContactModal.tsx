import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Text,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { errorsByField, errorsOfFailure, NO_ERRORS, type FormErrors } from '../../ui/userErrors.ts';
import type { VerificationPlace } from './mutations/store.ts';
import { useVerifyContactMutation } from './mutations/useVerifyContactMutation.ts';
import { VERIFICATION_TEXTS } from './texts.ts';

const useStyles = makeStyles({
  surface: { width: '620px', maxWidth: '100vw' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface VerifyContactTarget {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * The Verify Contact modal (spec 002 §2, §5, §8): first name, e-mail and the verification reason required, last name
 * optional, 'Verify Email Domain'. When the e-mail's domain is not the organisation's, the registry's confirmation
 * text is shown under the title 'Confirm Contact Verification' and 'Verify' sends the form again, confirmed.
 */
export function VerifyContactModal({
  contact,
  place,
  onDone,
  onClose,
}: {
  contact: VerifyContactTarget;
  place: VerificationPlace;
  onDone: () => void;
  onClose: () => void;
}) {
  const styles = useStyles();
  const [verify, busy] = useVerifyContactMutation();
  const [firstName, setFirstName] = useState(contact.firstName);
  const [lastName, setLastName] = useState(contact.lastName);
  const [email, setEmail] = useState(contact.email);
  const [reason, setReason] = useState('');
  const [checkDomain, setCheckDomain] = useState(true);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);

  const submit = async (confirmed: boolean) => {
    try {
      const result = await verify(
        {
          id: contact.id,
          firstName,
          lastName,
          email,
          verificationReason: reason,
          verifyEmailDomain: checkDomain,
          confirmed,
        },
        place,
      );
      const confirm = result.userErrors.find((error) => error.code === 'CONFIRMATION_REQUIRED');
      if (confirm) {
        setConfirmation(confirm.message);
        setErrors(NO_ERRORS);
        return;
      }
      if (result.userErrors.length) {
        setConfirmation(null);
        setErrors(errorsByField(result.userErrors));
        return;
      }
      onDone();
    } catch (error) {
      setErrors(errorsOfFailure(error));
    }
  };

  return (
    <Dialog open onOpenChange={(_, state) => !state.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{confirmation ? VERIFICATION_TEXTS.confirmTitle : VERIFICATION_TEXTS.verifyContactTitle}</DialogTitle>
          <DialogContent>
            {confirmation ? (
              <Text as="p">{confirmation}</Text>
            ) : (
              <div className={styles.form}>
                {errors.general.length ? (
                  <MessageBar intent="error">
                    <MessageBarBody>{errors.general.join(' ')}</MessageBarBody>
                  </MessageBar>
                ) : null}
                <Field label={VERIFICATION_TEXTS.firstName} required validationMessage={errors.fields.firstName}>
                  <Input value={firstName} maxLength={100} onChange={(_, state) => setFirstName(state.value)} />
                </Field>
                <Field label={VERIFICATION_TEXTS.lastName} validationMessage={errors.fields.lastName}>
                  <Input value={lastName} maxLength={100} onChange={(_, state) => setLastName(state.value)} />
                </Field>
                <Field label={VERIFICATION_TEXTS.email} required validationMessage={errors.fields.email}>
                  <Input type="email" value={email} maxLength={254} onChange={(_, state) => setEmail(state.value)} />
                </Field>
                <Field label={VERIFICATION_TEXTS.verificationReason} required validationMessage={errors.fields.verificationReason}>
                  <Textarea value={reason} maxLength={5000} onChange={(_, state) => setReason(state.value)} />
                </Field>
                <Checkbox
                  label={VERIFICATION_TEXTS.verifyEmailDomain}
                  checked={checkDomain}
                  onChange={(_, state) => setCheckDomain(Boolean(state.checked))}
                />
              </div>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={confirmation ? () => setConfirmation(null) : onClose}>{VERIFICATION_TEXTS.cancel}</Button>
            <Button
              appearance="primary"
              disabled={busy || !firstName.trim() || !email.trim() || !reason.trim()}
              onClick={() => void submit(confirmation !== null)}
            >
              {VERIFICATION_TEXTS.verify}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
