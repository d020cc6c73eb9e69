import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CaseHeaderTestQuery } from '../../__generated__/CaseHeaderTestQuery.graphql.ts';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { CaseHeader, CaseHeaderPlaceholder } from './CaseHeader.tsx';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

const query = graphql`
  query CaseHeaderTestQuery @relay_test_operation {
    viewer {
      case(internalID: "x") {
        ...CaseHeader_case
      }
    }
  }
`;

const onOpenHistory = vi.fn();

function Harness() {
  const data = useLazyLoadQuery<CaseHeaderTestQuery>(query, {});
  const openCase = data.viewer?.case;
  if (!openCase) return null;
  return <CaseHeader caseRef={openCase} onOpenHistory={onOpenHistory} />;
}

/** `chats`: the chats of the case's liens the viewer takes part in (none by default). */
function renderCase(chats: Array<{ id: string; title: string; unreadCount: number }> = []) {
  const environment = createTestEnvironment();
  environment.mock.queueOperationResolver((op: OperationDescriptor) =>
    MockPayloadGenerator.generate(op, {
      Case: () => ({
        plaintiff: { firstName: 'Jane', lastName: 'Roe', fullName: 'Jane Roe', birthdate: '1990-01-31' },
        dateOfLoss: '2024-03-05',
        chatUnreadCount: chats.reduce((sum, chat) => sum + chat.unreadCount, 0),
        liens: chats.map((chat, index) => ({ id: `Lien:${index}`, chat })),
      }),
    }),
  );
  renderWithRelay(
    <Suspense fallback="Loading...">
      <Harness />
    </Suspense>,
    environment,
  );
}

describe('CaseHeader', () => {
  it('shows plaintiff, birth and loss dates; History opens the history; without menu or chat those are disabled', async () => {
    renderCase();
    // A name too long for the header is cut with an ellipsis; the whole name stays in its title.
    expect((await screen.findByRole('heading', { name: 'Jane Roe' })).getAttribute('title')).toBe('Jane Roe');
    expect(screen.getByText('DOB: 01/31/1990')).toBeTruthy();
    expect(screen.getByText('DOL: 03/05/2024')).toBeTruthy();
    for (const name of ['Actions', 'Chat']) {
      expect(screen.getByRole('button', { name }).getAttribute('aria-disabled')).toBe('true');
    }
    const history = screen.getByRole('button', { name: 'History' });
    expect(history.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(history);
    expect(onOpenHistory).toHaveBeenCalledTimes(1);
  });

  it("enables Chat with its unread badge when the viewer takes part in a lien's chat", async () => {
    renderCase([{ id: 'Thread:1', title: 'Riverside Spine & Rehab', unreadCount: 3 }]);
    const chat = await screen.findByRole('button', { name: 'Chat, 3 unread' });
    expect(chat.getAttribute('aria-disabled')).toBeNull();
    expect(chat.hasAttribute('disabled')).toBe(false);
  });

  it('has a placeholder with the same controls disabled', () => {
    renderWithRelay(<CaseHeaderPlaceholder />, createTestEnvironment());
    expect(screen.getByRole('button', { name: 'Chat' }).getAttribute('aria-disabled')).toBe('true');
  });
});
