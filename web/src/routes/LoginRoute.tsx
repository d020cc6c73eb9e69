import { useId, useState } from 'react';
import type { FormEvent, InputHTMLAttributes } from 'react';
import { Link as RouterLink, useLoaderData, useNavigate, useSearchParams } from 'react-router';
import devMailboxLinkQuery, { type DevMailboxLinkQuery } from '../__generated__/DevMailboxLinkQuery.graphql.ts';
import { DevMailboxLink, type DevMailboxCount } from '../features/mailbox/DevMailboxLink.tsx';
import { persistedRequest } from '../relay/persistedRequest.ts';
import type { LoadEnvironmentHolder } from '../relay/lazyEnvironmentHolder.ts';
import { GENERIC_ERROR_TEXT } from '../config.ts';
import { restorablePath } from '../lib/nextPath.ts';
import './plain.css';
import { login, switchAccount } from '../features/auth/signIn.ts';

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
    // A failed count shows no link; the promise never rejects, so nothing waits on an unhandled rejection.
    devMailbox: persistedRequest<DevMailboxLinkQuery['response']>(devMailboxLinkQuery, {}).catch(() => ({ devMailbox: null })),
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

/** A labelled input with its validation message, as Fluent's Field draws it (the page loads no Fluent UI). */
function PlainField({
  label,
  error,
  ...input
}: { label: string; error: string | undefined } & Required<
  Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'value' | 'onChange'>
>) {
  const id = useId();
  return (
    <div className="plain-field">
      <label htmlFor={id}>
        {label}
        <span className="plain-required" aria-hidden="true">
          *
        </span>
      </label>
      <input
        {...input}
        id={id}
        className="plain-input"
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <span id={`${id}-error`} className="plain-error-text" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** The sign-in page: plain elements in Fluent's look, so that it loads neither Fluent UI nor Relay. */
export function LoginRoute() {
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
    if (errors.email || errors.password || busy) return;
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
    <main className="plain plain-page">
      <div className="plain-column">
        <div className="plain-card">
          <form className="plain-form" noValidate onSubmit={onSubmit} aria-labelledby="login-title">
            <h1 id="login-title">Log in</h1>
            {failure ? (
              <div className="plain-message-error" role="alert">
                {failure}
              </div>
            ) : null}
            <PlainField
              label="Email address"
              error={fieldErrors.email}
              type="email"
              autoComplete="username"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <PlainField
              label="Password"
              error={fieldErrors.password}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <span className="plain-forgot">
              <RouterLink
                to={
                  email.trim()
                    ? `${LOGIN_LINKS.forgotPassword.to}?${new URLSearchParams({ email: email.trim() }).toString()}`
                    : LOGIN_LINKS.forgotPassword.to
                }
              >
                {LOGIN_LINKS.forgotPassword.label}
              </RouterLink>
            </span>
            <button type="submit" className="plain-button" aria-disabled={busy || undefined}>
              Log in
            </button>
          </form>
        </div>
        <nav className="plain-links" aria-label="Registration">
          <span>
            New to the Lien Registry? <RouterLink to={LOGIN_LINKS.register.to}>{LOGIN_LINKS.register.label}</RouterLink>
          </span>
          <span>
            <RouterLink to={LOGIN_LINKS.registerLienholder.to}>{LOGIN_LINKS.registerLienholder.label}</RouterLink>
          </span>
        </nav>
        <DevMailboxLink count={loaded.devMailbox} />
      </div>
    </main>
  );
}
