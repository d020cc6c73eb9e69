import { Body1, Link, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
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

export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorPage />;
}
