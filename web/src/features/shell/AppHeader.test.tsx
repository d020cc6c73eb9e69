import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppHeaderTestQuery } from '../../__generated__/AppHeaderTestQuery.graphql.ts';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { AppHeader } from './AppHeader.tsx';
import { shouldRefreshSession } from './useSessionRefresh.ts';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

const query = graphql`
  query AppHeaderTestQuery @relay_test_operation {
    viewer {
      ...AppHeader_viewer
    }
  }
`;

function Harness(props: { onSignOut: () => void; onSwitchAccount: (id: string) => void }) {
  const data = useLazyLoadQuery<AppHeaderTestQuery>(query, {});
  return data.viewer ? <AppHeader viewer={data.viewer} {...props} /> : null;
}

function renderHeader(organizations: string[], path = '/') {
  const environment = createTestEnvironment();
  const accounts = organizations.map((name, i) => ({ id: `Account:${i}`, internalID: `${i}`, organization: { name } }));
  environment.mock.queueOperationResolver((op: OperationDescriptor) =>
    MockPayloadGenerator.generate(op, {
      Viewer: () => ({
        user: { firstName: 'Ann', lastName: 'Lee' },
        activeAccount: accounts[0],
        accounts,
      }),
    }),
  );
  const onSignOut = vi.fn();
  const onSwitchAccount = vi.fn();
  renderWithRelay(
    <Suspense fallback="Loading...">
      <Harness onSignOut={onSignOut} onSwitchAccount={onSwitchAccount} />
    </Suspense>,
    environment,
    path,
  );
  return { onSignOut, onSwitchAccount };
}

describe('AppHeader', () => {
  it('is compact on the document payment and account settings pages only', async () => {
    renderHeader(['Firm LLP'], '/document-payment?document_ids=a&lien=b');
    expect((await screen.findByRole('banner')).getAttribute('data-compact')).toBe('true');
    cleanup();
    renderHeader(['Firm LLP'], '/settings/account');
    expect((await screen.findByRole('banner')).getAttribute('data-compact')).toBe('true');
    cleanup();
    renderHeader(['Firm LLP'], '/portfolio');
    expect((await screen.findByRole('banner')).getAttribute('data-compact')).toBeNull();
  });

  it('is compact on every settings tab and on manual dedupe, not on pages that merely start alike', async () => {
    for (const path of ['/settings/organization', '/settings/communication', '/settings/external-systems', '/settings', '/manual-dedupe']) {
      renderHeader(['Firm LLP'], path);
      expect((await screen.findByRole('banner')).getAttribute('data-compact'), path).toBe('true');
      cleanup();
    }
    for (const path of ['/settingsx', '/portfolio/abc', '/dedupe']) {
      renderHeader(['Firm LLP'], path);
      expect((await screen.findByRole('banner')).getAttribute('data-compact'), path).toBeNull();
      cleanup();
    }
  });

  it('links the brand home and signs out from the user menu', async () => {
    const { onSignOut } = renderHeader(['Firm LLP']);
    expect((await screen.findByRole('link', { name: 'Lien Registry' })).getAttribute('href')).toBe('/');
    fireEvent.click(screen.getByRole('button', { name: 'Ann Lee' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('opens the Sessions dialog from the user menu', async () => {
    renderHeader(['Firm LLP']);
    fireEvent.click(await screen.findByRole('button', { name: 'Ann Lee' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sessions' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('Sessions');
  });

  it('has no organisation switcher for a single account', async () => {
    renderHeader(['Firm LLP']);
    await screen.findByRole('button', { name: 'Ann Lee' });
    expect(screen.queryByRole('button', { name: 'Switch organization' })).toBeNull();
  });

  it('lists every organisation of a multi-account user and switches', async () => {
    const { onSwitchAccount } = renderHeader(['Firm LLP', 'Clinic A']);
    fireEvent.click(await screen.findByRole('button', { name: 'Switch organization' }));
    expect((await screen.findByRole('menuitemradio', { name: 'Firm LLP' })).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Clinic A' }));
    expect(onSwitchAccount).toHaveBeenCalledWith('Account:1');
  });
});

describe('shouldRefreshSession', () => {
  const now = Date.parse('2025-01-01T00:00:00Z');
  it('refreshes within 12 hours of expiry only', () => {
    expect(shouldRefreshSession('2025-01-01T11:59:00Z', now)).toBe(true);
    expect(shouldRefreshSession('2025-01-01T12:01:00Z', now)).toBe(false);
    expect(shouldRefreshSession(null, now)).toBe(false);
  });
});
