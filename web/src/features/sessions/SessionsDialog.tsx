import { Badge, Body1, Button, Caption1, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { SessionsDialogQuery } from '../../__generated__/SessionsDialogQuery.graphql.ts';
import { formatDateTime } from '../../lib/format.ts';
import { InfoDialog } from '../../ui/InfoDialog.tsx';
import { describeUserAgent } from './describeUserAgent.ts';
import { errorsOfFailure } from '../../ui/userErrors.ts';
import { useEndSessionMutation } from './mutations/useEndSessionMutation.ts';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyleType: 'none' },
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  what: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' },
  badge: { flexShrink: 0, whiteSpace: 'nowrap' },
});

const query = graphql`
  query SessionsDialogQuery {
    viewer {
      sessions {
        id
        createdAt
        lastUsedAt
        userAgent
        address
        current
      }
    }
  }
`;

export function SessionList() {
  const styles = useStyles();
  // Always fresh: sessions start and end elsewhere.
  const data = useLazyLoadQuery<SessionsDialogQuery>(query, {}, { fetchPolicy: 'network-only' });
  const [endSession, ending] = useEndSessionMutation();
  const [errors, setErrors] = useState<string[]>([]);

  async function end(sessionId: string) {
    setErrors([]);
    try {
      const userErrors = await endSession(sessionId);
      setErrors(userErrors.map((error) => error.message));
    } catch (error) {
      setErrors(errorsOfFailure(error).general);
    }
  }

  const sessions = data.viewer?.sessions ?? [];
  return (
    <>
      {errors.map((message) => (
        <MessageBar key={message} intent="error">
          <MessageBarBody>{message}</MessageBarBody>
        </MessageBar>
      ))}
      <ul className={styles.list} aria-label="Sessions">
        {sessions.map((session) => (
          <li key={session.id} className={styles.row}>
            <div className={styles.what}>
              <Body1 title={session.userAgent ?? undefined}>{describeUserAgent(session.userAgent)}</Body1>
              <Caption1>
                {[session.address, `signed in ${formatDateTime(session.createdAt)}`, `last active ${formatDateTime(session.lastUsedAt)}`]
                  .filter(Boolean)
                  .join(' · ')}
              </Caption1>
            </div>
            {session.current ? (
              <Badge appearance="tint" className={styles.badge}>
                This device
              </Badge>
            ) : (
              <Button disabled={ending} onClick={() => end(session.id)}>
                End session
              </Button>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The user's signed-in browsers and clients; any other one can be signed out from here. */
export function SessionsDialog({ onClose }: { onClose: () => void }) {
  return (
    <InfoDialog title="Sessions" onClose={onClose}>
      <Suspense fallback={<Spinner size="small" label="Loading sessions" />}>
        <SessionList />
      </Suspense>
    </InfoDialog>
  );
}
