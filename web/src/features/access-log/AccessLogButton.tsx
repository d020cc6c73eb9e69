import { Button } from '@fluentui/react-components';
import { ShieldTask20Regular } from '@fluentui/react-icons';
import { lazy, Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AccessLogButton_viewer$key } from '../../__generated__/AccessLogButton_viewer.graphql.ts';
import { ACCESS_LOG_TITLE } from './describeAccess.ts';

// The dialogs load their code (and their mutations) when first opened, not with the case page.
const AccessLogDrawer = lazy(async () => ({ default: (await import('./AccessLogDrawer.tsx')).AccessLogDrawer }));

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
  // Mounted from the first opening on, so closing still animates.
  const [opened, setOpened] = useState(false);
  if (!viewer.user.isStaff && viewer.activeAccount.role !== 'ADMIN') return null;
  return (
    <>
      <Button
        icon={<ShieldTask20Regular />}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {ACCESS_LOG_TITLE}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <AccessLogDrawer caseInternalID={caseInternalID} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
