import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { describeUserAgent } from './describeUserAgent.ts';
import { SessionsDialog } from './SessionsDialog.tsx';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const session = (id: string, userAgent: string, current: boolean) => ({
  id,
  userAgent,
  current,
  address: '203.0.113.7',
  createdAt: '2026-11-20T09:00:00Z',
  lastUsedAt: '2026-11-23T10:30:00Z',
});

async function renderDialog() {
  const environment = createTestEnvironment();
  const onClose = vi.fn();
  renderWithRelay(<SessionsDialog onClose={onClose} />, environment);
  await act(async () => {
    environment.mock.resolveMostRecentOperation((op: OperationDescriptor) =>
      MockPayloadGenerator.generate(op, {
        Viewer: () => ({ sessions: [session('Session:here', LAPTOP, true), session('Session:phone', PHONE, false)] }),
      }),
    );
  });
  return { environment, onClose };
}

const rows = () => within(screen.getByRole('list', { name: 'Sessions' })).queryAllByRole('listitem');

describe('SessionsDialog', () => {
  it('lists the sessions: "This device" for the current one, End session for the others', async () => {
    await renderDialog();
    expect(rows()).toHaveLength(2);
    const [here, phone] = rows();
    expect(within(here!).getByText('Firefox 140 on Windows')).toBeTruthy();
    expect(within(here!).getByText('This device')).toBeTruthy();
    expect(within(here!).queryByRole('button', { name: 'End session' })).toBeNull();
    expect(within(phone!).getByText('Safari 18 on iOS')).toBeTruthy();
    expect(within(phone!).getByText(/203\.0\.113\.7 · signed in/)).toBeTruthy();
    expect(within(phone!).getByRole('button', { name: 'End session' })).toBeTruthy();
  });

  it('ends another session: gone from the list at once, back with the reason when refused', async () => {
    const { environment } = await renderDialog();
    const phone = rows()[1]!;
    fireEvent.click(within(phone).getByRole('button', { name: 'End session' }));

    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.operation.name).toBe('useEndSessionMutation');
    expect(operation.request.variables.input).toEqual({ sessionId: 'Session:phone' });
    expect(rows().map((row) => row.textContent)).toEqual([expect.stringContaining('Firefox 140 on Windows')]);

    await act(async () => {
      environment.mock.resolve(operation, {
        data: { endSession: { endedSessionId: null, userErrors: [{ field: 'sessionId', message: 'Not found.' }] } },
      });
    });
    expect(screen.getByText('Not found.')).toBeTruthy();
    expect(rows()).toHaveLength(2);

    fireEvent.click(within(rows()[1]!).getByRole('button', { name: 'End session' }));
    await act(async () => {
      environment.mock.resolveMostRecentOperation({ data: { endSession: { endedSessionId: 'Session:phone', userErrors: [] } } });
    });
    expect(rows().map((row) => row.textContent)).toEqual([expect.stringContaining('Firefox 140 on Windows')]);
    expect(screen.queryByText('Not found.')).toBeNull();
  });

  it('names a browser by its name, major version and system; other clients keep their own text', () => {
    const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36';
    const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0';
    expect(describeUserAgent(chrome)).toBe('Chrome 156 on Linux');
    expect(describeUserAgent(firefox)).toBe('Firefox 140 on Windows');
    expect(describeUserAgent('curl/7.88.1')).toBe('curl/7.88.1');
    expect(describeUserAgent(null)).toBe('Unknown browser');
  });
});
