import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InboxTabTestQuery } from '../../__generated__/InboxTabTestQuery.graphql.ts';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { InboxBadge } from './InboxBadge.tsx';
import { InboxTab } from './InboxTab.tsx';
import { INBOX_EMPTY, NOTHING_NEW } from './threadText.ts';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

const query = graphql`
  query InboxTabTestQuery @relay_test_operation {
    viewer {
      case(internalID: "x") {
        ...InboxTab_case
        ...InboxBadge_case
      }
    }
  }
`;

function Harness({ withActions }: { withActions: boolean }) {
  const data = useLazyLoadQuery<InboxTabTestQuery>(query, {});
  const kase = data.viewer?.case;
  if (!kase) return null;
  return (
    <>
      <div role="tab" aria-label="Inbox tab">
        Inbox <InboxBadge caseRef={kase} />
      </div>
      <InboxTab
        caseRef={kase}
        renderThreadActions={withActions ? (thread) => <button type="button">{`Act on ${thread.internalID}`}</button> : undefined}
      />
    </>
  );
}

interface MessageData {
  id: string;
  note: string;
  createdByName: string;
  createdByOrganizationName: string;
  createdAt: string;
}

/** Thread.messages is a connection. */
const messageConnection = (...messages: MessageData[]) => ({ edges: messages.map((node) => ({ node })) });

interface ThreadData {
  id: string;
  internalID: string;
  type: string;
  isNew: boolean;
  isResolved: boolean;
  viewerIsAddressee: boolean;
  viewerCan: { dismiss: boolean; reply: boolean; resolve: boolean };
  createdByOrganizationInternalID: string;
  createdByOrganizationName: string;
  toOrganizationName: string;
  createdAt: string;
  messageCount: number;
  latestMessage: { note: string } | null;
  messages: { edges: Array<{ node: MessageData }> };
  context: { oldLawFirm: null; newLawFirm: null };
  lien: null;
}

const thread = (id: string, overrides: Partial<ThreadData>): ThreadData => ({
  id: `Thread:${id}`,
  internalID: id,
  type: 'DOCUMENTS_HIDDEN',
  isNew: true,
  isResolved: false,
  viewerIsAddressee: true,
  viewerCan: { dismiss: true, reply: true, resolve: true },
  createdByOrganizationInternalID: 'org-clinic',
  createdByOrganizationName: 'Clinic A',
  toOrganizationName: 'Firm LLP',
  createdAt: '2026-05-01T10:00:00.000Z',
  messageCount: 0,
  latestMessage: null,
  messages: messageConnection(),
  context: { oldLawFirm: null, newLawFirm: null },
  lien: null,
  ...overrides,
});

function renderInbox(
  threads: ThreadData[],
  newThreadCount = threads.filter((t) => t.isNew).length,
  { withActions = false, path = '/' } = {},
) {
  const environment = createTestEnvironment();
  environment.mock.queueOperationResolver((op: OperationDescriptor) =>
    MockPayloadGenerator.generate(op, { Case: () => ({ id: 'Case:1', newThreadCount, threads }) }),
  );
  renderWithRelay(
    <Suspense fallback="Loading...">
      <Harness withActions={withActions} />
    </Suspense>,
    environment,
    path,
  );
  return environment;
}

const hidden = thread('t1', {});
const rejection = thread('t2', {
  type: 'LIEN_REJECTION',
  isNew: false,
  isResolved: true,
  viewerIsAddressee: false,
  viewerCan: { dismiss: false, reply: false, resolve: false },
  createdByOrganizationInternalID: 'org-firm',
  createdByOrganizationName: 'Firm LLP',
  toOrganizationName: 'Clinic B',
  messageCount: 2,
  latestMessage: { note: 'Resubmitted lien' },
});

describe('InboxTab', () => {
  it('welcomes an empty Inbox', async () => {
    renderInbox([]);
    expect(await screen.findByText(INBOX_EMPTY)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Filter threads' })).toBeNull();
    expect(screen.getByRole('tab').textContent).toBe('Inbox ');
  });

  it('puts new threads under Action Required and the others under All, with readable summaries', async () => {
    renderInbox([hidden, rejection]);
    const fresh = await screen.findByRole('list', { name: 'Action Required threads' });
    expect(within(fresh).getByRole('button', { name: 'Open Documents hidden' }).textContent).toContain(
      'Clinic A stopped sharing its documents with you.',
    );
    const all = screen.getByRole('list', { name: 'All threads' });
    const item = within(all).getByRole('button', { name: 'Open You rejected a lien' });
    expect(item.textContent).toContain("You rejected Clinic B's lien on this case.");
    expect(item.textContent).toContain('Resubmitted lien (2 messages)');
    // The tab's count badge shows once Fluent's badges have loaded (ui/LazyBadge.tsx).
    expect(await within(screen.getByRole('tab')).findByText('1')).toBeTruthy();
  });

  it('says when nothing is new and hides All when it is empty', async () => {
    renderInbox([rejection]);
    expect(await screen.findByText(NOTHING_NEW)).toBeTruthy();
    renderInbox([hidden]);
    await screen.findAllByRole('list', { name: 'Action Required threads' });
    expect(screen.getAllByRole('heading', { name: 'All' })).toHaveLength(1);
  });

  it('filters by type and sending organisation; the button counts the applied filters', async () => {
    renderInbox([hidden, rejection]);
    const button = await screen.findByRole('button', { name: 'Filter threads' });
    expect(button.getAttribute('aria-description')).toBeNull();
    fireEvent.click(button);
    const surface = await screen.findByRole('dialog', { name: 'Filter threads' });
    fireEvent.change(within(surface).getByLabelText('From'), { target: { value: 'org-firm' } });
    expect(screen.getByRole('button', { name: 'Filter threads' }).getAttribute('aria-description')).toBe('1 applied');
    expect(screen.getByText(NOTHING_NEW)).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'All threads' })).getAllByRole('button')).toHaveLength(1);
    fireEvent.change(within(surface).getByLabelText('Type'), { target: { value: 'DOCUMENTS_HIDDEN' } });
    expect(screen.getByRole('button', { name: 'Filter threads' }).getAttribute('aria-description')).toBe('2 applied');
    expect(screen.queryByRole('list', { name: 'All threads' })).toBeNull();
    fireEvent.click(within(surface).getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByRole('button', { name: 'Filter threads' }).getAttribute('aria-description')).toBeNull();
    expect(screen.getByRole('list', { name: 'Action Required threads' })).toBeTruthy();
  });

  it('shows 99+ when more than 99 threads are new', async () => {
    renderInbox([hidden], 150);
    expect(await within(await screen.findByRole('tab')).findByText('99+')).toBeTruthy();
  });
});

describe('ThreadView', () => {
  it('opens a thread, and Back returns to the lists', async () => {
    renderInbox([hidden, rejection]);
    fireEvent.click(await screen.findByRole('button', { name: 'Open You rejected a lien' }));
    expect(screen.getByRole('heading', { name: 'You rejected a lien' })).toBeTruthy();
    // Not the addressee, and resolved: nothing to dismiss.
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('list', { name: 'Action Required threads' })).toBeTruthy();
  });

  it('dismisses optimistically and rolls back when the dismiss fails', async () => {
    const environment = renderInbox([hidden], 1, { path: '/?thread=Thread:t1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toEqual({ threadId: 'Thread:t1' });
    // Before the server answers: resolved, and the badge is gone.
    expect(screen.getByText('Resolved')).toBeTruthy();
    expect(screen.getByRole('tab').textContent).toBe('Inbox ');
    await act(async () => environment.mock.reject(operation, new Error('Network down')));
    expect(await screen.findByText('Network down')).toBeTruthy();
    expect(screen.queryByText('Resolved')).toBeNull();
    // The tab's count badge shows once Fluent's badges have loaded (ui/LazyBadge.tsx).
    expect(await within(screen.getByRole('tab')).findByText('1')).toBeTruthy();
  });

  it('keeps the server answer after a dismiss', async () => {
    const environment = renderInbox([hidden], 1, { path: '/?thread=Thread:t1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    const operation = environment.mock.getMostRecentOperation();
    const dismissed = {
      ...hidden,
      isNew: false,
      isResolved: true,
      messageCount: 1,
      latestMessage: { note: 'Dismissed thread' },
      messages: messageConnection({
        id: 'ThreadMessage:m1',
        note: 'Dismissed thread',
        createdByName: 'Ann Lee',
        createdByOrganizationName: 'Firm LLP',
        createdAt: '2026-05-02T10:00:00.000Z',
      }),
    };
    await act(async () =>
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          DismissThreadPayload: () => ({ userErrors: [] }),
          Thread: () => dismissed,
          Case: () => ({ id: 'Case:1', newThreadCount: 0, threads: [dismissed] }),
        }),
      ),
    );
    expect(screen.getByText('Dismissed thread')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText(NOTHING_NEW)).toBeTruthy();
  });

  it('renders the plugged-in actions of a thread beside Dismiss', async () => {
    renderInbox([thread('t3', { type: 'LAW_FIRM_CHANGED' })], 1, { withActions: true, path: '/?thread=Thread:t3' });
    expect(await screen.findByRole('button', { name: 'Act on t3' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeTruthy();
    expect(screen.getByText('The law firm on this case changed.')).toBeTruthy();
  });

  it('replies to a conversation and shows the field errors of a refused reply', async () => {
    const request = thread('t4', {
      type: 'DOCUMENT_REQUEST',
      messageCount: 1,
      messages: messageConnection({
        id: 'ThreadMessage:m0',
        note: 'Please send the bills.',
        createdByName: 'Ann Lee',
        createdByOrganizationName: 'Firm LLP',
        createdAt: '2026-05-01T10:00:00.000Z',
      }),
    });
    const environment = renderInbox([request], 1, { path: '/?thread=Thread:t4' });
    expect(await screen.findByText('Please send the bills.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
    const reply = screen.getByRole('group', { name: 'Reply' });
    fireEvent.click(within(reply).getByRole('button', { name: 'Send' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toEqual({ threadId: 'Thread:t4', note: '', resolvesThread: false });
    await act(async () =>
      environment.mock.resolve(operation, {
        data: { replyToThread: { thread: null, case: null, userErrors: [{ field: 'note', message: 'This field is required.' }] } },
      }),
    );
    expect(await within(reply).findByText('This field is required.')).toBeTruthy();
    fireEvent.change(within(reply).getByRole('textbox', { name: /Message/ }), { target: { value: 'Attached.' } });
    fireEvent.click(within(reply).getByRole('checkbox', { name: 'Resolve this thread' }));
    fireEvent.click(within(reply).getByRole('button', { name: 'Send' }));
    expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({
      threadId: 'Thread:t4',
      note: 'Attached.',
      resolvesThread: true,
    });
  });

  it('shows a reply in the thread at once and takes it back, with the text, when the registry refuses it', async () => {
    const request = thread('t5', {
      type: 'DOCUMENT_REQUEST',
      messageCount: 1,
      messages: messageConnection({
        id: 'ThreadMessage:m0',
        note: 'Please send the bills.',
        createdByName: 'Ann Lee',
        createdByOrganizationName: 'Firm LLP',
        createdAt: '2026-05-01T10:00:00.000Z',
      }),
    });
    const environment = renderInbox([request], 1, { path: '/?thread=Thread:t5' });
    const messages = await screen.findByRole('list', { name: 'Messages' });
    const reply = screen.getByRole('group', { name: 'Reply' });
    fireEvent.change(within(reply).getByRole('textbox', { name: /Message/ }), { target: { value: 'Bills attached.' } });
    fireEvent.click(within(reply).getByRole('button', { name: 'Send' }));
    // Before the registry answers: the message is in the thread and the box is empty.
    expect(
      within(messages)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Please send the bills.'), expect.stringContaining('Bills attached.')]);
    expect(within(reply).getByRole('textbox', { name: /Message/ }).textContent).toBe('');
    await act(async () =>
      environment.mock.resolve(environment.mock.getMostRecentOperation(), {
        data: { replyToThread: { thread: null, case: null, userErrors: [{ field: null, message: 'The thread is resolved.' }] } },
      }),
    );
    expect(within(messages).getAllByRole('listitem')).toHaveLength(1);
    expect((within(reply).getByRole('textbox', { name: /Message/ }) as HTMLTextAreaElement).value).toBe('Bills attached.');
    expect(screen.getByText('The thread is resolved.')).toBeTruthy();
  });
});
