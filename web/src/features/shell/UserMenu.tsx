import { Menu, MenuButton, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { PersonCircle24Regular } from '@fluentui/react-icons';
import { lazy, Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { UserMenu_viewer$key } from '../../__generated__/UserMenu_viewer.graphql.ts';

// Opened from the menu only: its chunk (and the user-agent parser it uses) stays off the portfolio's first load.
const SessionsDialog = lazy(async () => ({ default: (await import('../sessions/SessionsDialog.tsx')).SessionsDialog }));

export function UserMenu({ viewer, onSignOut }: { viewer: UserMenu_viewer$key; onSignOut: () => void }) {
  const data = useFragment(
    graphql`
      fragment UserMenu_viewer on Viewer {
        user {
          firstName
          lastName
          isStaff
        }
        canSetCommunicationPreferences
        canInviteProviders
      }
    `,
    viewer,
  );
  const name = `${data.user.firstName} ${data.user.lastName}`.trim();
  const [showSessions, setShowSessions] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <MenuButton appearance="subtle" icon={<PersonCircle24Regular />} aria-label={name || 'Account menu'}>
            {name || 'Account menu'}
          </MenuButton>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem onClick={() => void navigate('/settings/account')}>Account Settings</MenuItem>
            <MenuItem onClick={() => void navigate('/settings/organization')}>Organization</MenuItem>
            {data.canSetCommunicationPreferences && (
              <MenuItem onClick={() => void navigate('/settings/communication')}>Communication Preferences</MenuItem>
            )}
            {data.canInviteProviders && <MenuItem onClick={() => void navigate('/invite')}>Invite Providers</MenuItem>}
            <MenuItem onClick={() => setShowSessions(true)}>Sessions</MenuItem>
            {data.user.isStaff && <MenuItem onClick={() => void navigate('/staff/jobs')}>Failed Jobs</MenuItem>}
            {data.user.isStaff && <MenuItem onClick={() => void navigate('/staff/registrations')}>Registrations</MenuItem>}
            <MenuItem onClick={onSignOut}>Sign out</MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      {showSessions && (
        <Suspense fallback={null}>
          <SessionsDialog onClose={() => setShowSessions(false)} />
        </Suspense>
      )}
    </>
  );
}
