import { Body1, Button, Field, Input, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { GeneralErrors } from '../../ui/GeneralErrors.tsx';
import { useFormErrors } from '../../ui/useFormErrors.ts';
import { AuthCardPage } from './AuthCardPage.tsx';
import { useRequestPasswordResetMutation } from './mutations/useRequestPasswordResetMutation.ts';
import { PASSWORD_RESET_PATHS, PASSWORD_RESET_TEXTS } from './texts.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/**
 * /password-reset-request: the e-mail to send a reset link to. After sending, the same text whatever the e-mail
 * (nobody learns from it whether an address has an account).
 */
export function PasswordResetRequestPage() {
  const styles = useStyles();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(() => params.get('email') ?? '');
  const [missing, setMissing] = useState(false);
  const [sent, setSent] = useState(false);
  const [request, isInFlight] = useRequestPasswordResetMutation();
  const { errors, submit, field } = useFormErrors();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMissing(!email.trim());
    if (!email.trim()) return;
    if (await submit(() => request(email.trim()))) setSent(true);
  }

  return (
    <AuthCardPage title={PASSWORD_RESET_TEXTS.requestTitle}>
      {sent ? (
        <MessageBar intent="success">
          <MessageBarBody>{PASSWORD_RESET_TEXTS.requestSent}</MessageBarBody>
        </MessageBar>
      ) : (
        <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)} aria-label={PASSWORD_RESET_TEXTS.requestTitle}>
          <Body1>{PASSWORD_RESET_TEXTS.requestIntro}</Body1>
          <GeneralErrors messages={errors.general} />
          <Field
            label="Email address"
            required
            {...field('email')}
            {...(missing ? { validationMessage: PASSWORD_RESET_TEXTS.emailRequired } : {})}
          >
            <Input type="email" autoComplete="username" value={email} maxLength={254} onChange={(_, d) => setEmail(d.value)} />
          </Field>
          <Button type="submit" appearance="primary" disabledFocusable={isInFlight}>
            Send reset link
          </Button>
        </form>
      )}
      <Body1>
        <RouterLink to={PASSWORD_RESET_PATHS.login}>{PASSWORD_RESET_TEXTS.backToLogin}</RouterLink>
      </Body1>
    </AuthCardPage>
  );
}
