import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Route, Routes, useLocation } from 'react-router';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserMenuSettingsTestQuery } from '../../__generated__/UserMenuSettingsTestQuery.graphql.ts';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { UserMenu } from '../shell/UserMenu.tsx';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

const query = graphql`
  query UserMenuSettingsTestQuery @relay_test_operation {
    viewer {
      ...UserMenu_viewer
    }
  }
`;

function Harness() {
  const data = useLazyLoadQuery<UserMenuSettingsTestQuery>(query, {});
  return data.viewer ? <UserMenu viewer={data.viewer} onSignOut={() => undefined} /> : null;
}

function CurrentPath() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

function renderMenu(canSetCommunicationPreferences: boolean) {
  const environment = createTestEnvironment();
  environment.mock.queueOperationResolver((op: OperationDescriptor) =>
    MockPayloadGenerator.generate(op, { Viewer: () => ({ user: { firstName: 'Ann', lastName: 'Lee' }, canSetCommunicationPreferences }) }),
  );
  renderWithRelay(
    <Suspense fallback="Loading...">
      <Harness />
      <Routes>
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </Suspense>,
    environment,
  );
}

describe('user menu: settings', () => {
  it('offers Communication Preferences when the server says so, and opens it', async () => {
    renderMenu(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Ann Lee' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Communication Preferences' }));
    expect(screen.getByRole('status', { name: 'Current path' }).textContent).toBe('/settings/communication');
  });

  it('hides it otherwise (law-firm users set their e-mail categories in Account Settings)', async () => {
    renderMenu(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Ann Lee' }));
    expect(await screen.findByRole('menuitem', { name: 'Account Settings' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Communication Preferences' })).toBeNull();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Account Settings' }));
    expect(screen.getByRole('status', { name: 'Current path' }).textContent).toBe('/settings/account');
  });

  it('offers Organization to every user (its details; admins edit them), in the spec order', async () => {
    renderMenu(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Ann Lee' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items.slice(0, 3)).toEqual(['Account Settings', 'Organization', 'Communication Preferences']);
    expect(items.at(-1)).toBe('Sign out');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Organization' }));
    expect(screen.getByRole('status', { name: 'Current path' }).textContent).toBe('/settings/organization');
  });
});
