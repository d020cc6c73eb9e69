import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEnvironmentHolder } from '../../relay/environment.ts';
import { RelayRoot } from '../../relay/RelayRoot.tsx';
import { createRoutes } from '../../routes/routes.tsx';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

async function open(path: string) {
  const environment = createTestEnvironment();
  const holder = createEnvironmentHolder(() => environment);
  const router = createMemoryRouter(
    createRoutes(async () => holder),
    { initialEntries: [path] },
  );
  await act(async () => {
    render(
      <FluentProvider theme={webLightTheme}>
        <RelayRoot holder={holder}>
          <RouterProvider router={router} />
        </RelayRoot>
      </FluentProvider>,
    );
  });
  return router;
}

describe('the document request routes', () => {
  it('are public: token-expired, already-fulfilled and response-complete open without signing in', async () => {
    for (const [path, heading] of [
      ['/document-request/token-expired?token=t&request_id=r', 'This link has expired'],
      ['/document-request/already-fulfilled', 'Already fulfilled'],
      ['/document-request/response-complete', 'Thank you!'],
    ] as const) {
      const router = await open(path);
      await waitFor(() => expect(screen.getByRole('heading', { name: heading })).toBeTruthy(), { timeout: 10_000 });
      expect(router.state.location.pathname).toBe(path.split('?')[0]);
      cleanup();
    }
  });
});
