import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';

const useStyles = makeStyles({ root: { padding: tokens.spacingHorizontalL } });

export const CASE_LOAD_ERROR = 'There was a problem loading this case.';

export function CaseLoadError() {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <MessageBar intent="error">
        <MessageBarBody>{CASE_LOAD_ERROR}</MessageBarBody>
      </MessageBar>
    </div>
  );
}

export function CaseRouteError() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return <CaseLoadError />;
}
