import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { MockEnvironment } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CaseRoute, caseLoader } from '../../routes/CaseRoute.tsx';
import { createEnvironmentHolder } from '../../relay/environment.ts';
import { RelayRoot } from '../../relay/RelayRoot.tsx';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { CASE_LOST_TEXT } from './caseTexts.ts';
import { caseRouteShouldRevalidate } from './caseTabs.ts';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

const CASE_ID = '0b7e3a52-6f1d-4c3e-9a57-1d2f3e4a5b6c';

function renderCase(search = '') {
  const environment = createTestEnvironment();
  const holder = createEnvironmentHolder(() => environment);
  const router = createMemoryRouter(
    [{ path: '/portfolio/:id', Component: CaseRoute, loader: caseLoader(holder), shouldRevalidate: caseRouteShouldRevalidate }],
    { initialEntries: [`/portfolio/${CASE_ID}${search}`] },
  );
  render(
    <FluentProvider theme={webLightTheme}>
      <RelayRoot holder={holder}>
        <RouterProvider router={router} />
      </RelayRoot>
    </FluentProvider>,
  );
  return { environment, router };
}

/** The names of the queries sent and not answered yet (the live subscription aside). */
const pendingQueries = (environment: MockEnvironment) =>
  environment.mock
    .getAllOperations()
    .filter((op) => op.request.node.params.operationKind === 'query')
    .map((op) => op.request.node.params.name);

/** Answers every pending query with generated data for a case law firm 'Firm LLP' represents. */
function answerQueries(environment: MockEnvironment, viewerCan: Record<string, boolean> = {}) {
  for (const op of environment.mock.getAllOperations()) {
    if (op.request.node.params.operationKind !== 'query') continue;
    act(() => environment.mock.resolve(op, payloadOf(op, viewerCan)));
  }
}

const payloadOf = (op: OperationDescriptor, viewerCan: Record<string, boolean> = {}) =>
  MockPayloadGenerator.generate(op, {
    CaseViewerCan: () => viewerCan,
    Organization: () => ({ kind: 'LAW_FIRM', name: 'Firm LLP', sharesDocumentsManually: false }),
    Case: () => ({
      id: 'Case:1',
      internalID: CASE_ID,
      plaintiff: { firstName: 'Jane', lastName: 'Roe', fullName: 'Jane Roe', birthdate: '1990-01-31' },
      dateOfLoss: '2024-03-05',
      stateOfIncident: 'CA',
      type: 'AUTO',
      status: 'IN_LITIGATION',
      statusLabel: 'In Litigation',
      lastUpdatedAt: '2024-06-01T12:00:00.000Z',
      appearanceDate: null,
      lawsuitFiledDate: '2024-05-20',
      dateExpectedToReceiveCheck: null,
      userLien: null,
    }),
    Lien: () => FINANCE_LIEN,
  });

const FINANCE_LIEN = {
  id: 'Lien:1',
  isOwn: false,
  balance: '100.00',
  balanceLastUpdatedAt: '2024-06-01T12:00:00.000Z',
  balanceLastUpdatedByOrganizationName: 'Riverside Spine & Rehab',
  verificationStatus: 'VERIFIED',
  hasOpenRejection: false,
  isResolved: false,
  lienholder: { internalID: 'org-1', name: 'Riverside Spine & Rehab' },
};

const panel = () => screen.getByRole('tabpanel');

describe('case page', () => {
  it('loads the header and Case Detail with one query; the Inbox asks for its own when opened, once', async () => {
    const { environment, router } = renderCase();
    await waitFor(() => expect(pendingQueries(environment)).toEqual(['CaseRouteQuery']));
    answerQueries(environment);
    await screen.findByRole('heading', { name: 'Jane Roe' });
    expect(within(panel()).getByText('Case Detail', { exact: false })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: /Inbox/ }));
    await waitFor(() => expect(pendingQueries(environment)).toEqual(['InboxTabPanelQuery']));
    expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('inbox');
    // The panel waits for its own query; the header stays.
    expect(within(panel()).getByText('Loading...')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Jane Roe' })).toBeTruthy();
    answerQueries(environment);
    await waitFor(() => expect(within(panel()).queryByText('Loading...')).toBeNull());

    // Back to Case Detail and to the Inbox again: no query is sent (the route's loader does not run for a tab).
    fireEvent.click(screen.getByRole('tab', { name: 'Case Detail' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    fireEvent.click(screen.getByRole('tab', { name: /Inbox/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=inbox'));
    expect(within(panel()).queryByText('Loading...')).toBeNull();
    expect(pendingQueries(environment)).toEqual([]);
  });

  it.each([
    ['inbox', 'InboxTabPanelQuery'],
    ['status', 'StatusTabPanelQuery'],
    ['finance', 'FinanceTabPanelQuery'],
    ['contacts', 'ContactsTabPanelQuery'],
  ])('opened on ?tab=%s, asks for the header and the tab at once (no waterfall)', async (tab, query) => {
    const { environment } = renderCase(`?tab=${tab}`);
    await waitFor(() => expect(pendingQueries(environment).sort()).toEqual(['CaseRouteQuery', query].sort()));
    answerQueries(environment);
    await screen.findByRole('heading', { name: 'Jane Roe' });
    await waitFor(() => expect(within(panel()).queryByText('Loading...')).toBeNull());
    expect(screen.getByRole('tab', { selected: true }).textContent).toMatch(new RegExp(panel().getAttribute('aria-label')!));
    expect(pendingQueries(environment)).toEqual([]);
  });

  it.each([true, false])("offers the status update as the case's viewerCan says (updateStatus: %s)", async (updateStatus) => {
    const { environment } = renderCase('?tab=status');
    await waitFor(() => expect(pendingQueries(environment)).toHaveLength(2));
    answerQueries(environment, { updateStatus });
    await waitFor(() => expect(within(panel()).queryByText('Loading...')).toBeNull());
    expect(within(panel()).queryAllByRole('button', { name: 'Update Now' })).toHaveLength(updateStatus ? 1 : 0);
  });

  it.each([true, false])(
    "offers the law firm's actions as the case's viewerCan says (changeRepresentation: %s)",
    async (changeRepresentation) => {
      const { environment } = renderCase();
      await waitFor(() => expect(pendingQueries(environment)).toEqual(['CaseRouteQuery']));
      answerQueries(environment, { changeRepresentation });
      fireEvent.click(await screen.findByRole('button', { name: 'Actions' }));
      const item = 'Mark as No Longer Representing Plaintiff';
      if (changeRepresentation) expect(await screen.findByRole('menuitem', { name: item })).toBeTruthy();
      else await waitFor(() => expect(screen.queryByRole('menuitem', { name: item })).toBeNull());
    },
  );

  it('subscribes to the open case, by its global id', async () => {
    const { environment } = renderCase();
    await waitFor(() => expect(pendingQueries(environment)).toEqual(['CaseRouteQuery']));
    answerQueries(environment);
    await screen.findByRole('heading', { name: 'Jane Roe' });
    const subscription = await waitFor(() => subscriptionOf(environment));
    expect(subscription.request.node.params.name).toBe('useCaseLiveUpdatesSubscription');
    expect(subscription.request.variables).toEqual({ id: 'Case:1', after: null });
  });
});

const subscriptionOf = (environment: MockEnvironment) => {
  const op = environment.mock.getAllOperations().find((candidate) => candidate.request.node.params.operationKind === 'subscription');
  if (!op) throw new Error('no live subscription');
  return op;
};

/** Sends one live event of the open case: `event` overrides the generated CaseChangedEvent's fields. */
function pushEvent(environment: MockEnvironment, event: Record<string, unknown>, activity: Record<string, unknown> = {}) {
  const op = subscriptionOf(environment);
  const payload = MockPayloadGenerator.generate(op, {
    CaseChangedEvent: () => ({ caseId: 'Case:1', version: '7', lostAccess: false, case: null, lien: null, thread: null, ...event }),
    Case: () => ({ id: 'Case:1' }),
    // The type's resolver decides the generated object's fields: the event's lien goes through it.
    Lien: () => ({ ...FINANCE_LIEN, ...(event.lien as object | undefined) }),
    Activity: () => ({
      id: 'Activity:new',
      type: 'CASE_CREATED',
      note: null,
      lien: null,
      createdAt: '2024-06-02T12:00:00.000Z',
      ...activity,
    }),
  });
  act(() => environment.mock.nextValue(op, payload));
}

async function openCase(search = '') {
  const rendered = renderCase(search);
  await waitFor(() => expect(pendingQueries(rendered.environment)).toContain('CaseRouteQuery'));
  answerQueries(rendered.environment);
  await screen.findByRole('heading', { name: 'Jane Roe' });
  // The live subscription starts in an effect after the first render (later than the heading on a busy machine).
  await waitFor(() => subscriptionOf(rendered.environment));
  return rendered;
}

describe('case page, live', () => {
  it("puts the change's history entry at the top of the open Case History, once", async () => {
    const { environment } = await openCase();
    fireEvent.click(screen.getByRole('button', { name: 'History' }));
    const list = await screen.findByRole('list', { name: 'Case History' });
    // The entries are accessible once the drawer has finished opening (slow on a loaded machine).
    const before = (await within(list).findAllByRole('listitem', {}, { timeout: 10_000 })).length;
    pushEvent(environment, { type: 'STATUS' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(before + 1));
    expect(within(list).getAllByRole('listitem')[0]!.textContent).toContain('Case created');
    pushEvent(environment, { type: 'STATUS' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(before + 1);
  });

  it('tells the viewer when a change took the case away', async () => {
    const { environment } = await openCase();
    expect(screen.queryByText(CASE_LOST_TEXT)).toBeNull();
    // A lien's update carries no case: that is not a lost case.
    pushEvent(environment, { type: 'LIEN_UPDATED', lien: { ...FINANCE_LIEN, balance: '5.00' } });
    expect(screen.queryByText(CASE_LOST_TEXT)).toBeNull();
    pushEvent(environment, { type: 'LAW_FIRM', lostAccess: true, activity: null });
    expect(await screen.findByText(CASE_LOST_TEXT)).toBeTruthy();
  });

  it("applies a lien's update to the open Finance tab, without asking the server", async () => {
    const { environment } = await openCase('?tab=finance');
    const row = await screen.findByRole('row', { name: /Riverside Spine & Rehab/ });
    expect(row.textContent).toContain('$100.00');
    pushEvent(environment, { type: 'LIEN_UPDATED', lien: { ...FINANCE_LIEN, balance: '4321.09' } }, { lien: { id: 'Lien:1' } });
    await waitFor(() => expect(screen.getByRole('row', { name: /Riverside Spine & Rehab/ }).textContent).toContain('$4,321.09'));
    expect(pendingQueries(environment)).toEqual([]);
  });
});
