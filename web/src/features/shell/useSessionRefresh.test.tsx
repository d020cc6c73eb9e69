import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_CHECK_INTERVAL_MS } from '../../config.ts';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { useSessionRefresh } from './useSessionRefresh.ts';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

function Probe({ expiresAt, onExpired }: { expiresAt: string; onExpired: () => void }) {
  useSessionRefresh(expiresAt, onExpired);
  return null;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useSessionRefresh', () => {
  it('keeps the session when the refresh cannot reach the server, and ends it when the server refuses', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const environment = createTestEnvironment();
    const onExpired = vi.fn();
    const soon = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    renderWithRelay(<Probe expiresAt={soon} onExpired={onExpired} />, environment);

    await act(() => vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS));
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('Failed to fetch')));
    expect(onExpired).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS));
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: {
          refreshSession: {
            expiresIn: null,
            viewer: null,
            userErrors: [{ field: null, message: 'Your session has expired.', code: 'SESSION_EXPIRED' }],
          },
        },
      }),
    );
    expect(onExpired).toHaveBeenCalledTimes(1);
  });
});
