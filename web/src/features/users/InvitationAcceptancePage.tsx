import { Body1, Button, Field, Input, Spinner, Toast, ToastBody, ToastTitle, makeStyles, tokens } from '@fluentui/react-components';
import { Suspense, useEffect, useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import type { InvitationAcceptancePageQuery } from '../../__generated__/InvitationAcceptancePageQuery.graphql.ts';
import { useAppToasts } from '../../ui/useAppToasts.ts';
import { GeneralErrors } from '../../ui/GeneralErrors.tsx';
import { useFormErrors } from '../../ui/useFormErrors.ts';
import { AuthCardPage } from '../password-reset/AuthCardPage.tsx';
import { TokenExpiredView } from '../password-reset/TokenExpiredView.tsx';
import { useAcceptInvitationMutation } from './mutations/useAcceptInvitationMutation.ts';
import { USERS_REDIRECT_DELAY_MS, USERS_TEXTS } from './texts.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

const loginPath = (organizationId: string | null) =>
  organizationId ? `/login?${new URLSearchParams({ organization: organizationId }).toString()}` : '/login';

function ExpiredInvitation() {
  return (
    <TokenExpiredView help={USERS_TEXTS.tokenExpiredHelp}>
      <Body1>
        <RouterLink to="/login">{USERS_TEXTS.backToLogin}</RouterLink>
      </Body1>
    </TokenExpiredView>
  );
}

/** 'Redirecting to Login – We already have a matching account.', then the sign-in page. */
function RedirectingToLogin({ organizationId }: { organizationId: string | null }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate(loginPath(organizationId), { replace: true }), USERS_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate, organizationId]);
  return (
    <AuthCardPage title={USERS_TEXTS.acceptTitle}>
      <Body1 role="status">{USERS_TEXTS.redirecting}</Body1>
      <Spinner size="small" />
    </AuthCardPage>
  );
}

/**
 * /invite?token=… (DECISIONS 6; the /invite route renders this page when the link has a token): who is invited to
 * which organisation, then first name, last name, password and an optional phone number, prefilled from the
 * invitation. A user who already has a password is sent to sign in ('Redirecting to Login – We already have a
 * matching account.'); an unknown, used or expired link shows the token-expired view.
 */
export function InvitationAcceptancePage({ token: given }: { token?: string } = {}) {
  const [params] = useSearchParams();
  const token = given ?? params.get('token') ?? '';
  if (!token) return <ExpiredInvitation />;
  return (
    <Suspense
      fallback={
        <AuthCardPage title={USERS_TEXTS.acceptTitle}>
          <Spinner label="Loading..." />
        </AuthCardPage>
      }
    >
      <Invitation token={token} />
    </Suspense>
  );
}

function Invitation({ token }: { token: string }) {
  const data = useLazyLoadQuery<InvitationAcceptancePageQuery>(
    graphql`
      query InvitationAcceptancePageQuery($token: String!) {
        invitation(token: $token) {
          invitation {
            email
            organizationName
            organizationInternalID
            firstName
            lastName
            phoneNumber
          }
          redirectToLogin
          errorCode
        }
      }
    `,
    { token },
    { fetchPolicy: 'network-only' },
  );
  const { invitation, redirectToLogin, errorCode } = data.invitation;
  if (redirectToLogin) return <RedirectingToLogin organizationId={null} />;
  if (!invitation || errorCode) return <ExpiredInvitation />;
  return <AcceptForm token={token} invitation={invitation} />;
}

interface InvitationView {
  email: string;
  organizationName: string;
  organizationInternalID: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
}

function AcceptForm({ token, invitation }: { token: string; invitation: InvitationView }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { dispatchToast } = useAppToasts();
  const [firstName, setFirstName] = useState(invitation.firstName);
  const [lastName, setLastName] = useState(invitation.lastName);
  const [password, setPassword] = useState('');
  const [phoneNumber, setPhoneNumber] = useState(invitation.phoneNumber);
  const [missing, setMissing] = useState<{ firstName?: boolean; lastName?: boolean; password?: boolean }>({});
  const [outcome, setOutcome] = useState<'form' | 'expired' | 'redirect'>('form');
  const [accept, inFlight] = useAcceptInvitationMutation();
  const { errors, submit, field } = useFormErrors();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = { firstName: !firstName.trim(), lastName: !lastName.trim(), password: !password };
    setMissing(problems);
    if (problems.firstName || problems.lastName || problems.password) return;
    let next: typeof outcome = 'form';
    const ok = await submit(async () => {
      const result = await accept({
        token,
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        password,
        phoneNumber: phoneNumber.trim() || null,
      });
      if (result.userErrors.some((error) => error.code === 'TOKEN_EXPIRED')) next = 'expired';
      else if (result.redirectToLogin) next = 'redirect';
      return next === 'form' ? result : { userErrors: [] };
    });
    if (next !== 'form') return setOutcome(next);
    if (!ok) return;
    dispatchToast(
      <Toast>
        <ToastTitle>{USERS_TEXTS.accepted}</ToastTitle>
        <ToastBody>{USERS_TEXTS.acceptedDetail}</ToastBody>
      </Toast>,
      { intent: 'success', timeout: 3000 },
    );
    await navigate(loginPath(invitation.organizationInternalID), { replace: true });
  }

  if (outcome === 'expired') return <ExpiredInvitation />;
  if (outcome === 'redirect') return <RedirectingToLogin organizationId={invitation.organizationInternalID} />;
  return (
    <AuthCardPage title={USERS_TEXTS.acceptTitle}>
      <form className={styles.form} noValidate aria-label={USERS_TEXTS.acceptTitle} onSubmit={(event) => void onSubmit(event)}>
        <Body1>
          You are invited to join <strong>{invitation.organizationName}</strong> on the Lien Registry. Choose your password to sign in as{' '}
          {invitation.email}.
        </Body1>
        <GeneralErrors messages={errors.general} />
        <Field label="Email">
          <Input value={invitation.email} readOnly />
        </Field>
        <Field
          label="First name"
          required
          {...field('firstName')}
          {...(missing.firstName ? { validationMessage: USERS_TEXTS.firstNameRequired } : {})}
        >
          <Input value={firstName} autoComplete="given-name" onChange={(_, d) => setFirstName(d.value)} />
        </Field>
        <Field
          label="Last name"
          required
          {...field('lastName')}
          {...(missing.lastName ? { validationMessage: USERS_TEXTS.lastNameRequired } : {})}
        >
          <Input value={lastName} autoComplete="family-name" onChange={(_, d) => setLastName(d.value)} />
        </Field>
        <Field
          label="Password"
          required
          hint="At least 10 characters; not a common password."
          {...field('password')}
          {...(missing.password ? { validationMessage: USERS_TEXTS.passwordRequired } : {})}
        >
          <Input type="password" autoComplete="new-password" value={password} onChange={(_, d) => setPassword(d.value)} />
        </Field>
        <Field label="Phone number" {...field('phoneNumber')}>
          <Input type="tel" autoComplete="tel" value={phoneNumber} onChange={(_, d) => setPhoneNumber(d.value)} />
        </Field>
        <Button type="submit" appearance="primary" disabledFocusable={inFlight}>
          {USERS_TEXTS.acceptSubmit}
        </Button>
      </form>
      <Body1>
        <RouterLink to="/login">{USERS_TEXTS.backToLogin}</RouterLink>
      </Body1>
    </AuthCardPage>
  );
}
