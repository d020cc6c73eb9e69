import { Body1, Button, Card, Title2, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  page: {
    display: 'grid',
    placeItems: 'center',
    minHeight: '100vh',
    backgroundColor: tokens.colorNeutralBackground2,
    padding: tokens.spacingHorizontalL,
  },
  card: {
    width: '100%',
    maxWidth: '520px',
    padding: tokens.spacingHorizontalXXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  actions: { display: 'flex', justifyContent: 'flex-start' },
});

const VERIFICATION_PENDING_TEXTS = {
  title: 'Your registration is being reviewed',
  body: 'Thank you for registering with the Lien Registry. Our team checks every new organization before it can use the registry; this usually takes one business day.',
  next: 'We will e-mail you when your registration is approved. You can then sign in and start using the registry.',
  signOut: 'Sign out',
} as const;

/**
 * Shown instead of every signed-in page while the user's account awaits approval of its registration (the registry
 * refuses its organisation calls until then).
 */
export function VerificationPendingPage({ onSignOut, busy = false }: { onSignOut: () => void; busy?: boolean }) {
  const styles = useStyles();
  return (
    <main className={styles.page}>
      <Card className={styles.card}>
        <Title2 as="h1">{VERIFICATION_PENDING_TEXTS.title}</Title2>
        <Body1>{VERIFICATION_PENDING_TEXTS.body}</Body1>
        <Body1>{VERIFICATION_PENDING_TEXTS.next}</Body1>
        <div className={styles.actions}>
          <Button appearance="primary" onClick={onSignOut} disabledFocusable={busy}>
            {VERIFICATION_PENDING_TEXTS.signOut}
          </Button>
        </div>
      </Card>
    </main>
  );
}
