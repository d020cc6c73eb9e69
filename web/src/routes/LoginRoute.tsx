import {
  Body1,
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Title2,
  makeStyles,
  shorthands,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link as RouterLink, useLoaderData, useNavigate, useSearchParams } from 'react-router';
import devMailboxLinkQuery, { type DevMailboxLinkQuery } from '../__generated__/DevMailboxLinkQuery.graphql.ts';
import { DevMailboxLink, type DevMailboxCount } from '../features/mailbox/DevMailboxLink.tsx';
import { persistedRequest } from '../relay/persistedRequest.ts';
import type { LoadEnvironmentHolder } from '../relay/lazyEnvironmentHolder.ts';
import { GENERIC_ERROR_TEXT } from '../config.ts';
import { restorablePath } from '../lib/nextPath.ts';
import { login, switchAccount } from '../features/auth/signIn.ts';

const useStyles = makeStyles({
  page: {
    display: 'grid',
    placeItems: 'center',
    minHeight: '100vh',
    backgroundColor: tokens.colorNeutralBackground2,
    padding: tokens.spacingHorizontalL,
  },
  // Fluent's Card look without the Card component (its focus management pulls tabster into the sign-in page).
  card: {
    position: 'relative',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    width: '100%',
    maxWidth: '400px',
    padding: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    boxShadow: tokens.shadow4,
    '::after': {
      content: '""',
      position: 'absolute',
      top: 0,
      right: 0,
      bottom: 0,
      left: 0,
      pointerEvents: 'none',
      borderRadius: 'inherit',
      ...shorthands.borderWidth(tokens.strokeWidthThin),
      ...shorthands.borderStyle('solid'),
      ...shorthands.borderColor(tokens.colorTransparentStroke),
    },
  },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  column: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    width: '100%',
    maxWidth: '400px',
  },
  links: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  forgot: { alignSelf: 'flex-end' },
});

/** The sign-in page's links (the register pages are the registration slice's). */
const LOGIN_LINKS = {
  forgotPassword: { label: 'Forgot password?', to: '/password-reset-request' },
  register: { label: 'Register', to: '/register-now' },
  registerLienholder: { label: 'Lienholder? Register your organization', to: '/register-lh' },
} as const;

export type LoginData = {
  /** Whether the server has a development mailbox, for the link under the form. */
  devMailbox: DevMailboxCount;
  /** Throws away Relay's store (if a page loaded it) that still says `viewer: null`: the signed-in pages start clean. */
  startSession: () => Promise<void>;
};

/** The page itself sends its requests without Relay; the signed-in pages' Relay store is reset once signed in. */
export function loginLoader(loadHolder: LoadEnvironmentHolder) {
  return (): LoginData => ({
    devMailbox: persistedRequest<DevMailboxLinkQuery['response']>(devMailboxLinkQuery, {}),
    startSession: async () => void (await loadHolder()).reset(),
  });
}

type FieldErrors = { email?: string; password?: string };

function validateLogin(email: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!email.trim()) errors.email = 'Email address is required.';
  if (!password) errors.password = 'Password is required.';
  return errors;
}

export function LoginRoute() {
  const styles = useStyles();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const loaded = useLoaderData() as LoginData;
  const [busy, setBusy] = useState(false);
  const [email, setEmail] = useState(() => params.get('username') ?? '');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = validateLogin(email, password);
    setFieldErrors(errors);
    setFailure(null);
    if (errors.email || errors.password) return;
    setBusy(true);
    try {
      const result = await login({ email: email.trim(), password });
      if (result.userErrors.length > 0 || !result.viewer) {
        setFailure(result.userErrors[0]?.message ?? GENERIC_ERROR_TEXT);
        return;
      }
      // `?organization=<id>` (e.g. the approval e-mail's link): act for that organisation when the user has an account
      // there; otherwise it is ignored and the default account stays.
      const organization = params.get('organization');
      const account = organization ? result.viewer.accounts.find((candidate) => candidate.organization.internalID === organization) : null;
      if (account) {
        try {
          await switchAccount(account.id);
        } catch (error) {
          console.error('Switching organisation after sign-in failed', error);
        }
      }
      await loaded.startSession();
      navigate(restorablePath(params.get('next')), { replace: true });
    } catch {
      setFailure(GENERIC_ERROR_TEXT);
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className={styles.page}>
      <div className={styles.column}>
        <div className={styles.card}>
          <form className={styles.form} noValidate onSubmit={onSubmit} aria-labelledby="login-title">
            <Title2 as="h1" id="login-title">
              Log in
            </Title2>
            {failure ? (
              <MessageBar intent="error">
                <MessageBarBody>{failure}</MessageBarBody>
              </MessageBar>
            ) : null}
            <Field
              label="Email address"
              required
              validationMessage={fieldErrors.email}
              validationState={fieldErrors.email ? 'error' : 'none'}
            >
              <Input type="email" autoComplete="username" value={email} onChange={(_, d) => setEmail(d.value)} />
            </Field>
            <Field
              label="Password"
              required
              validationMessage={fieldErrors.password}
              validationState={fieldErrors.password ? 'error' : 'none'}
            >
              <Input type="password" autoComplete="current-password" value={password} onChange={(_, d) => setPassword(d.value)} />
            </Field>
            <Body1 className={styles.forgot}>
              <RouterLink
                to={
                  email.trim()
                    ? `${LOGIN_LINKS.forgotPassword.to}?${new URLSearchParams({ email: email.trim() }).toString()}`
                    : LOGIN_LINKS.forgotPassword.to
                }
              >
                {LOGIN_LINKS.forgotPassword.label}
              </RouterLink>
            </Body1>
            <Button type="submit" appearance="primary" disabledFocusable={busy}>
              Log in
            </Button>
          </form>
        </div>
        <nav className={styles.links} aria-label="Registration">
          <Body1>
            New to the Lien Registry? <RouterLink to={LOGIN_LINKS.register.to}>{LOGIN_LINKS.register.label}</RouterLink>
          </Body1>
          <Body1>
            <RouterLink to={LOGIN_LINKS.registerLienholder.to}>{LOGIN_LINKS.registerLienholder.label}</RouterLink>
          </Body1>
        </nav>
        <DevMailboxLink count={loaded.devMailbox} />
      </div>
    </main>
  );
}
