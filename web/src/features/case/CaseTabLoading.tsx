import { Spinner, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({ root: { padding: tokens.spacingVerticalXXL } });

/** The Suspense fallback of a case tab whose own query is still on its way. */
export function CaseTabLoading() {
  const styles = useStyles();
  return <Spinner className={styles.root} label="Loading..." />;
}
