import { MenuButton } from '@fluentui/react-components';
import { PersonCircle24Regular } from '@fluentui/react-icons';
import { lazy, Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { UserMenu_viewer$key } from '../../__generated__/UserMenu_viewer.graphql.ts';
import type { MenuEntry } from '../../ui/ItemsMenu.tsx';
import { LazyMenu } from '../../ui/LazyMenu.tsx';

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
  const go = (key: string, content: string, path: string): MenuEntry => ({ key, content, onClick: () => void navigate(path) });
  const items: MenuEntry[] = [
    go('account', 'Account Settings', '/settings/account'),
    go('organization', 'Organization', '/settings/organization'),
    ...(data.canSetCommunicationPreferences ? [go('communication', 'Communication Preferences', '/settings/communication')] : []),
    ...(data.canInviteProviders ? [go('invite', 'Invite Providers', '/invite')] : []),
    { key: 'sessions', content: 'Sessions', onClick: () => setShowSessions(true) },
    ...(data.user.isStaff
      ? [
          go('dedupe', 'Dedupe', '/dedupe'),
          go('manual-dedupe', 'Manual Dedupe', '/manual-dedupe'),
          go('case-uploads', 'Case Uploads', '/staff/case-uploads'),
          go('jobs', 'Failed Jobs', '/staff/jobs'),
          go('registrations', 'Registrations', '/staff/registrations'),
        ]
      : []),
    { key: 'sign-out', content: 'Sign out', onClick: onSignOut },
  ];
  return (
    <>
      <LazyMenu
        trigger={
          <MenuButton appearance="subtle" icon={<PersonCircle24Regular />} aria-label={name || 'Account menu'}>
            {name || 'Account menu'}
          </MenuButton>
        }
        items={items}
      />
      {showSessions && (
        <Suspense fallback={null}>
          <SessionsDialog onClose={() => setShowSessions(false)} />
        </Suspense>
      )}
    </>
  );
}
