import { Button, MessageBar, MessageBarActions, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useNavigate, useRouteError } from 'react-router';
import { CASE_LOAD_ERROR, CASE_LOST_TEXT } from './caseTexts.ts';

const useStyles = makeStyles({ root: { padding: tokens.spacingHorizontalL } });

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

/** Shown over an open case when a change made elsewhere took it away from the viewer. */
export function CaseLostNotice() {
  const navigate = useNavigate();
  return (
    <MessageBar intent="warning" role="alert">
      <MessageBarBody>{CASE_LOST_TEXT}</MessageBarBody>
      <MessageBarActions>
        <Button onClick={() => void navigate('/portfolio')}>Open your portfolio</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
