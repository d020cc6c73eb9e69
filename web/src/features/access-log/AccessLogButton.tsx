import { Button } from '@fluentui/react-components';
import { ShieldTask20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AccessLogButton_viewer$key } from '../../__generated__/AccessLogButton_viewer.graphql.ts';
import { AccessLogDrawer } from './AccessLogDrawer.tsx';
import { ACCESS_LOG_TITLE } from './describeAccess.ts';

/** The header's Access log button: for the organisation's admins and for staff; nothing for everyone else. */
export function AccessLogButton({ viewerRef, caseInternalID }: { viewerRef: AccessLogButton_viewer$key; caseInternalID: string }) {
  const viewer = useFragment(
    graphql`
      fragment AccessLogButton_viewer on Viewer {
        user {
          isStaff
        }
        activeAccount {
          role
        }
      }
    `,
    viewerRef,
  );
  const [open, setOpen] = useState(false);
  if (!viewer.user.isStaff && viewer.activeAccount.role !== 'ADMIN') return null;
  return (
    <>
      <Button icon={<ShieldTask20Regular />} onClick={() => setOpen(true)}>
        {ACCESS_LOG_TITLE}
      </Button>
      <AccessLogDrawer caseInternalID={caseInternalID} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
