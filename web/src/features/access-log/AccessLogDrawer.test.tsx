import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { AccessLogDrawer } from './AccessLogDrawer.tsx';
import { describeAccess } from './describeAccess.ts';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

const LAURA = { internalID: 'u-laura', name: 'Laura Hartwell', organizationName: 'Hartwell & Associates' };
const PRIYA = { internalID: 'u-priya', name: 'Priya Raman', organizationName: 'Riverside Medical' };

const entry = (id: string, overrides: Record<string, unknown>) => ({
  internalID: id,
  occurredAt: '2026-01-02T15:04:00.000Z',
  action: 'VIEW',
  objectType: 'case',
  refused: false,
  userName: LAURA.name,
  organizationName: LAURA.organizationName,
  isInternalUser: false,
  impersonatedByName: null,
  ...overrides,
});

const ENTRIES = [
  entry('3', { action: 'UPDATE', objectType: 'lien', userName: PRIYA.name, organizationName: PRIYA.organizationName }),
  entry('2', { action: 'VIEW', objectType: 'case' }),
  entry('1', { action: 'LIST', objectType: 'history', isInternalUser: true }),
];

/** The registry's answer to an access-log query: the entries that match its variables. */
function answer(op: OperationDescriptor, variables: Record<string, unknown>[]) {
  variables.push(op.request.variables);
  const { action, userId } = op.request.variables as { action?: string | null; userId?: string | null };
  const byUser = (node: ReturnType<typeof entry>) =>
    !userId || node.userName === [LAURA, PRIYA].find((user) => user.internalID === userId)?.name;
  const matching = ENTRIES.filter((node) => (!action || node.action === action) && byUser(node));
  return MockPayloadGenerator.generate(op, {
    Case: () => ({ id: 'Case:1' }),
    Node: () => ({ __typename: 'Case', id: 'Case:1' }),
    AccessLogConnection: () => ({
      totalCount: matching.length,
      users: [LAURA, PRIYA],
      edges: matching.map((node, index) => ({ cursor: String(index), node })),
      pageInfo: { hasNextPage: false, endCursor: null },
    }),
  });
}

function renderDrawer() {
  const environment = createTestEnvironment();
  const variables: Record<string, unknown>[] = [];
  environment.mock.queueOperationResolver((op: OperationDescriptor) => answer(op, variables));
  renderWithRelay(<AccessLogDrawer caseInternalID="c1" open onClose={() => {}} />, environment);
  /** Chooses a value in a filter and answers the refetch it sends. */
  const choose = async (label: 'User' | 'Action', value: string) => {
    await act(async () => {
      fireEvent.change(screen.getByRole('combobox', { name: label }), { target: { value } });
    });
    await act(async () => {
      for (const op of environment.mock.getAllOperations()) environment.mock.resolve(op, answer(op, variables));
    });
  };
  return { variables, choose };
}

const itemTexts = async () =>
  within(await screen.findByRole('list', { name: 'Access log' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('AccessLogDrawer', () => {
  it('lists who did what, newest first, with organisation and registry staff marked', async () => {
    const { variables } = renderDrawer();
    const texts = await itemTexts();
    expect(texts).toHaveLength(3);
    expect(texts[0]).toContain('Changed liens');
    expect(texts[0]).toContain('Priya Raman, Riverside Medical');
    expect(texts[1]).toContain('Viewed the case');
    expect(texts[1]).toContain('Laura Hartwell, Hartwell & Associates');
    expect(texts[2]).toContain('Listed the history');
    expect(texts[2]).toContain('registry staff');
    expect(variables[0]).toMatchObject({ internalID: 'c1' });
  });

  it('filters by action and by user through the server, with the users of the log to choose from', async () => {
    const { variables, choose } = renderDrawer();
    await itemTexts();
    const user = screen.getByRole('combobox', { name: 'User' });
    expect(
      within(user)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All users', 'Laura Hartwell (Hartwell & Associates)', 'Priya Raman (Riverside Medical)']);
    await choose('Action', 'VIEW');
    expect(await itemTexts()).toEqual([expect.stringContaining('Viewed the case')]);
    expect(variables.at(-1)).toMatchObject({ action: 'VIEW', userId: null });

    await choose('Action', '');
    await choose('User', PRIYA.internalID);
    expect(await itemTexts()).toEqual([expect.stringContaining('Priya Raman')]);
    expect(variables.at(-1)).toMatchObject({ action: null, userId: PRIYA.internalID });
  });

  it('says so when nothing matches', async () => {
    const { choose } = renderDrawer();
    await itemTexts();
    await choose('Action', 'DELETE');
    expect(await screen.findByText('No accesses match these filters.')).toBeTruthy();
  });

  it('names every action and object in words', () => {
    expect(describeAccess('CREATE', 'share_link')).toBe('Created a case link');
    expect(describeAccess('LIST', 'thread')).toBe('Listed Inbox threads');
    expect(describeAccess('UPDATE', 'case', true)).toBe('Tried to change the case (refused)');
  });
});
