import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useNavigate, useRouteError } from 'react-router';
import { LazyMessageBar } from '../../ui/LazyMessageBar.tsx';
import { CASE_LOAD_ERROR, CASE_LOST_TEXT } from './caseTexts.ts';

const useStyles = makeStyles({ root: { padding: tokens.spacingHorizontalL } });

export function CaseLoadError() {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <LazyMessageBar intent="error">{CASE_LOAD_ERROR}</LazyMessageBar>
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
    <LazyMessageBar
      intent="warning"
      role="alert"
      actions={<Button onClick={() => void navigate('/portfolio')}>Open your portfolio</Button>}
    >
      {CASE_LOST_TEXT}
    </LazyMessageBar>
  );
}
