import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatButtonTestQuery } from '../../__generated__/ChatButtonTestQuery.graphql.ts';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { ChatButton } from './ChatButton.tsx';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

const query = graphql`
  query ChatButtonTestQuery @relay_test_operation {
    viewer {
      case(internalID: "x") {
        ...ChatButton_case
      }
    }
  }
`;

function Harness() {
  const data = useLazyLoadQuery<ChatButtonTestQuery>(query, {});
  return data.viewer?.case ? <ChatButton caseRef={data.viewer.case} /> : null;
}

interface ChatData {
  id: string;
  title: string;
  unreadCount: number;
}

const chat = (id: string, title: string, unreadCount = 0): ChatData => ({ id: `Thread:${id}`, title, unreadCount });

/** A case whose liens have these chats (null: a lien the viewer has no chat on). */
function renderButton(chats: Array<ChatData | null>, chatUnreadCount = chats.reduce((sum, c) => sum + (c?.unreadCount ?? 0), 0)) {
  const environment = createTestEnvironment();
  environment.mock.queueOperationResolver((op: OperationDescriptor) =>
    MockPayloadGenerator.generate(op, {
      Case: () => ({
        id: 'Case:1',
        chatUnreadCount,
        liens: chats.map((lienChat, index) => ({ id: `Lien:${index}`, chat: lienChat })),
      }),
    }),
  );
  renderWithRelay(
    <Suspense fallback="Loading...">
      <Harness />
    </Suspense>,
    environment,
  );
  return environment;
}

const chatQueries = (environment: ReturnType<typeof createTestEnvironment>) =>
  environment.mock
    .getAllOperations()
    .filter((op) => op.request.node.params.name === 'ChatDialogQuery')
    .map((op) => op.request.variables);

describe('ChatButton', () => {
  it('is disabled when the viewer takes part in no chat of the case', async () => {
    renderButton([null]);
    const button = await screen.findByRole('button', { name: 'Chat' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
  });

  it('shows the unread count, 99+ above 99', async () => {
    renderButton([chat('t1', 'Hartwell & Associates', 120)]);
    const button = await screen.findByRole('button', { name: 'Chat, 120 unread' });
    // The count badge shows once Fluent's badges have loaded (ui/LazyBadge.tsx).
    await waitFor(() => expect(button.textContent).toContain('99+'));
    cleanup();
    renderButton([chat('t1', 'Hartwell & Associates', 7)]);
    const seven = await screen.findByRole('button', { name: 'Chat, 7 unread' });
    await waitFor(() => expect(seven.textContent).toBe('Chat7'));
    cleanup();
    renderButton([chat('t1', 'Hartwell & Associates', 0)]);
    expect((await screen.findByRole('button', { name: 'Chat' })).textContent).toBe('Chat');
  });

  it('opens the only chat at once', async () => {
    const environment = renderButton([chat('t1', 'Hartwell & Associates')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Chat' }));
    expect(screen.queryByRole('menu')).toBeNull();
    await waitFor(() => expect(chatQueries(environment)).toEqual([{ threadId: 'Thread:t1' }]));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('asks which lien first when the viewer has several chats, listing them by title with their unread counts', async () => {
    const environment = renderButton([chat('t1', 'Riverside Spine & Rehab', 2), null, chat('t2', 'Metro Imaging', 0)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Chat, 2 unread' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Riverside Spine & Rehab2', 'Metro Imaging']);
    expect(chatQueries(environment)).toEqual([]);
    fireEvent.click(items[1]);
    await waitFor(() => expect(chatQueries(environment)).toEqual([{ threadId: 'Thread:t2' }]));
  });
});
