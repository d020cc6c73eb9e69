import { Body1, FluentProvider, Link, Title3, makeStyles, tokens, webLightTheme } from '@fluentui/react-components';
import { SUPPORT_EMAIL } from '../config.ts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalM,
    minHeight: '60vh',
    padding: tokens.spacingHorizontalXXL,
    textAlign: 'center',
  },
});

/** The generic error page. Never shows the error itself to the user. */
export function ErrorPage() {
  const styles = useStyles();
  return (
    <main className={styles.root}>
      <Title3 as="h1">There has been an error. Please refresh your tab and try again.</Title3>
      <Body1>
        If the problem persists, contact support at <Link href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Link>.
      </Body1>
      <Link as="a" href="/login">
        Go to login
      </Link>
    </main>
  );
}

/** The error page in Fluent's theme: the route error boundary (RouteErrorPage.tsx) loads it, outside the app layout. */
export default function ThemedErrorPage() {
  return (
    <FluentProvider theme={webLightTheme}>
      <ErrorPage />
    </FluentProvider>
  );
}
