import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DevMailboxTestQuery } from '../../__generated__/DevMailboxTestQuery.graphql.ts';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { DevMailbox } from './DevMailbox.tsx';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

const mailboxQuery = graphql`
  query DevMailboxTestQuery @relay_test_operation {
    devMailbox {
      ...DevMailbox_mailbox
    }
  }
`;

function Harness() {
  const data = useLazyLoadQuery<DevMailboxTestQuery>(mailboxQuery, {});
  return data.devMailbox ? <DevMailbox mailbox={data.devMailbox} /> : null;
}

const message = (id: string, subject: string, extra: Record<string, unknown> = {}) => ({
  internalID: id,
  subject,
  to: ['ann@example.test'],
  from: 'Lien Registry <no-reply@localhost>',
  replyTo: null,
  listUnsubscribe: null,
  html: `<p>${subject} <script>parent.alert(1)</script></p>`,
  text: `${subject} in text`,
  tag: 'notification',
  createdAt: '2026-11-25T10:00:00Z',
  ...extra,
});

function renderMailbox(mailbox: Record<string, unknown>) {
  const environment = createTestEnvironment();
  environment.mock.queueOperationResolver((op: OperationDescriptor) => MockPayloadGenerator.generate(op, { DevMailbox: () => mailbox }));
  renderWithRelay(
    <Suspense fallback="Loading...">
      <Harness />
    </Suspense>,
    environment,
  );
}

describe('DevMailbox', () => {
  it('lists the messages and shows the chosen one: headers, the HTML in a sandboxed frame, the text', async () => {
    renderMailbox({
      delivery: 'OUTBOX',
      count: 2,
      messages: [
        message('m2', 'Newer', { replyTo: 'reply+t@reply.example.test', listUnsubscribe: '<http://localhost/u/1>' }),
        message('m1', 'Older'),
      ],
    });
    expect(await screen.findByText('2 of 2 messages, newest first.')).toBeTruthy();
    const frame = screen.getByTitle('HTML body of Newer') as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('Newer');
    expect(screen.getByText('reply+t@reply.example.test')).toBeTruthy();
    expect(screen.getByText('<http://localhost/u/1>')).toBeTruthy();
    expect(screen.getByLabelText('Text body of Newer').textContent).toBe('Newer in text');

    fireEvent.click(screen.getByRole('button', { name: /Older/ }));
    expect(screen.getByTitle('HTML body of Older').getAttribute('srcdoc')).toContain('Older');
    expect(screen.getByRole('button', { name: /Older/ }).getAttribute('aria-current')).toBe('true');
    expect(screen.queryByText('Reply-To')).toBeNull();
  });

  it('says why it is empty: nothing sent yet, or mail goes through SMTP', async () => {
    renderMailbox({ delivery: 'OUTBOX', count: 0, messages: [] });
    expect(await screen.findByText('No e-mail has been sent yet.')).toBeTruthy();
    cleanup();
    renderMailbox({ delivery: 'SMTP', count: 0, messages: [] });
    expect(await screen.findByText(/sent through the SMTP server/)).toBeTruthy();
  });
});
