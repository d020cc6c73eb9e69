import { Body1, Button, Field, Input, Toast, ToastTitle, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useAppToasts } from '../../ui/useAppToasts.ts';
import { GeneralErrors } from '../../ui/GeneralErrors.tsx';
import { useFormErrors } from '../../ui/useFormErrors.ts';
import { AuthCardPage } from './AuthCardPage.tsx';
import { useResetPasswordMutation } from './mutations/useResetPasswordMutation.ts';
import { PASSWORD_RESET_PATHS, PASSWORD_RESET_TEXTS } from './texts.ts';
import { TokenExpiredView } from './TokenExpiredView.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

type Missing = { newPassword?: string; reNewPassword?: string };

/**
 * /password/reset/confirm/:uid/:token: the new password twice. Success → /login with the toast 'Success! Please log
 * in with your new password.'; an invalid, used or expired link → the token-expired view.
 */
export function PasswordResetConfirmPage() {
  const styles = useStyles();
  const { uid = '', token = '' } = useParams();
  const navigate = useNavigate();
  const { dispatchToast } = useAppToasts();
  const [newPassword, setNewPassword] = useState('');
  const [reNewPassword, setReNewPassword] = useState('');
  const [missing, setMissing] = useState<Missing>({});
  const [expired, setExpired] = useState(false);
  const [reset, isInFlight] = useResetPasswordMutation();
  const { errors, submit, field } = useFormErrors();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems: Missing = {};
    if (!newPassword) problems.newPassword = PASSWORD_RESET_TEXTS.newPasswordRequired;
    if (!reNewPassword) problems.reNewPassword = PASSWORD_RESET_TEXTS.reNewPasswordRequired;
    else if (newPassword && newPassword !== reNewPassword) problems.reNewPassword = PASSWORD_RESET_TEXTS.mismatch;
    setMissing(problems);
    if (problems.newPassword || problems.reNewPassword) return;
    let tokenExpired = false;
    const ok = await submit(async () => {
      const result = await reset({ uid, token, newPassword, reNewPassword });
      tokenExpired = result.userErrors.some((error) => error.code === 'TOKEN_EXPIRED');
      return result;
    });
    if (tokenExpired) return setExpired(true);
    if (!ok) return;
    dispatchToast(
      <Toast>
        <ToastTitle>{PASSWORD_RESET_TEXTS.success}</ToastTitle>
      </Toast>,
      { intent: 'success' },
    );
    await navigate(PASSWORD_RESET_PATHS.login, { replace: true });
  }

  if (expired || !uid || !token) return <TokenExpiredView />;
  return (
    <AuthCardPage title={PASSWORD_RESET_TEXTS.confirmTitle}>
      <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)} aria-label={PASSWORD_RESET_TEXTS.confirmTitle}>
        <Body1>{PASSWORD_RESET_TEXTS.confirmIntro}</Body1>
        <GeneralErrors messages={errors.general} />
        <Field
          label="New password"
          required
          {...field('newPassword')}
          {...(missing.newPassword ? { validationMessage: missing.newPassword } : {})}
        >
          <Input type="password" autoComplete="new-password" value={newPassword} onChange={(_, d) => setNewPassword(d.value)} />
        </Field>
        <Field
          label="Re-enter new password"
          required
          {...field('reNewPassword')}
          {...(missing.reNewPassword ? { validationMessage: missing.reNewPassword } : {})}
        >
          <Input type="password" autoComplete="new-password" value={reNewPassword} onChange={(_, d) => setReNewPassword(d.value)} />
        </Field>
        <Button type="submit" appearance="primary" disabledFocusable={isInFlight}>
          Reset password
        </Button>
      </form>
      <Body1>
        <RouterLink to={PASSWORD_RESET_PATHS.login}>{PASSWORD_RESET_TEXTS.backToLogin}</RouterLink>
      </Body1>
    </AuthCardPage>
  );
}
