import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Navigate, useNavigate, useParams } from 'react-router';
import type { ShareRouteQuery } from '../__generated__/ShareRouteQuery.graphql.ts';
import { NO_PERMISSION, REFUSAL_MS } from './shareRefusal.ts';

const useStyles = makeStyles({ root: { padding: tokens.spacingHorizontalXXL } });

/** /share/:id — a shared case link: to the case when the viewer may see it, otherwise a refusal, then the portfolio. */
export function ShareRoute() {
  const { id = '' } = useParams();
  const data = useLazyLoadQuery<ShareRouteQuery>(
    graphql`
      query ShareRouteQuery($id: String!) {
        viewer {
          sharedCase(shareLinkId: $id) {
            internalID
          }
        }
      }
    `,
    { id },
    { fetchPolicy: 'network-only' },
  );
  const target = data.viewer?.sharedCase?.internalID;
  if (target) return <Navigate replace to={`/portfolio/${target}`} />;
  return <Refusal />;
}

function Refusal() {
  const styles = useStyles();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate('/portfolio', { replace: true }), REFUSAL_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <div className={styles.root} role="alert">
      <Body1>{NO_PERMISSION}</Body1>
    </div>
  );
}
