import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { MockEnvironment } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LienDialogsTestQuery } from '../../__generated__/LienDialogsTestQuery.graphql.ts';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { LienActionsMenu } from '../case/LienActionsMenu.tsx';
import { FinanceTab } from './FinanceTab.tsx';
import { RemoveCaseDialog } from './RemoveCaseDialog.tsx';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

/** Where the router is, to see a dialog navigate. */
function CurrentPath() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}
const currentPath = () => screen.getByRole('status', { name: 'Current path' }).textContent;

const query = graphql`
  query LienDialogsTestQuery @relay_test_operation {
    viewer {
      case(internalID: "x") {
        ...FinanceTab_case
        ...LienActionsMenu_case
      }
    }
    options {
      ...LienActionsMenu_options
    }
  }
`;

function Harness({ lawFirmView }: { lawFirmView: boolean }) {
  const data = useLazyLoadQuery<LienDialogsTestQuery>(query, {});
  if (!data.viewer?.case) return null;
  return lawFirmView ? (
    <FinanceTab caseRef={data.viewer.case} canRemoveLiens />
  ) : (
    <LienActionsMenu caseRef={data.viewer.case} options={data.options} />
  );
}

const lien = (name: string) => ({
  id: `Lien:${name}`,
  isOwn: false,
  balance: null,
  balanceLastUpdatedAt: null,
  lienholder: { id: `Organization:${name}`, internalID: `org-${name}`, name },
});

function renderHarness(lawFirmView: boolean, caseData: Record<string, unknown>): MockEnvironment {
  const environment = createTestEnvironment();
  environment.mock.queueOperationResolver((op: OperationDescriptor) =>
    MockPayloadGenerator.generate(op, { Case: () => ({ id: 'Case:1', ...caseData }) }),
  );
  renderWithRelay(
    <Suspense fallback="Loading...">
      <Harness lawFirmView={lawFirmView} />
    </Suspense>,
    environment,
  );
  return environment;
}

const rowNames = () => screen.queryAllByRole('row').map((row) => row.textContent ?? '');

describe('RemoveLienDialog (Finance tab)', () => {
  it('asks, removes the lien at once, puts it back with the reason when refused, then removes it', async () => {
    const environment = renderHarness(true, { userLien: null, liens: [lien('Beacon'), lien('Summit')] });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Beacon' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Are you sure?')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Note' }), { target: { value: 'Wrong provider' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));

    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toEqual({ lienId: 'Lien:Beacon', note: 'Wrong provider' });
    expect(rowNames().some((text) => text.includes('Beacon'))).toBe(false);

    await act(async () => {
      environment.mock.resolve(operation, {
        data: { removeLien: { removedLienId: null, case: null, userErrors: [{ field: null, message: 'Not found.' }] } },
      });
    });
    expect(screen.getByText('Not found.')).toBeTruthy();
    expect(rowNames().some((text) => text.includes('Beacon'))).toBe(true);

    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await act(async () => {
      environment.mock.resolveMostRecentOperation((op) =>
        MockPayloadGenerator.generate(op, {
          RemoveLienPayload: () => ({ removedLienId: 'Lien:Beacon', userErrors: [] }),
          Case: () => ({ id: 'Case:1', userLien: null, liens: [lien('Summit')] }),
        }),
      );
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(rowNames().some((text) => text.includes('Beacon'))).toBe(false);
    expect(rowNames().some((text) => text.includes('Summit'))).toBe(true);
  });
});

describe('AddOrganizationDialog (Finance tab)', () => {
  it('searches the registry, cannot pick an organisation already on the case, confirms the invitation, shows a refusal', async () => {
    const environment = renderHarness(true, { userLien: null, liens: [lien('Summit')] });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Organization' }));
    expect(screen.getByText('Search Organizations on the registry')).toBeTruthy();
    await act(async () => {
      environment.mock.resolveMostRecentOperation((op) =>
        MockPayloadGenerator.generate(op, {
          Viewer: () => ({
            lienholderDirectory: [
              { internalID: 'org-Beacon', name: 'Beacon', city: 'Miami', state: 'FL' },
              { internalID: 'org-Summit', name: 'Summit', city: null, state: null },
            ],
          }),
        }),
      );
    });
    const summit = await screen.findByRole('radio', { name: /Summit · already on this case/ });
    expect((summit as HTMLInputElement).disabled).toBe(true);
    const next = screen.getByRole('button', { name: 'Next' });
    expect((next as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Beacon · Miami, FL' }));
    fireEvent.click(next);
    expect(screen.getByText('Invite Beacon to this case')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toEqual({ caseId: 'Case:1', lienholderId: 'org-Beacon' });
    await act(async () => {
      environment.mock.resolve(operation, {
        data: {
          addLienholderOrganization: {
            lien: null,
            case: null,
            userErrors: [{ field: null, message: 'The lienholder already exists on the case.' }],
          },
        },
      });
    });
    expect(screen.getByText('The lienholder already exists on the case.')).toBeTruthy();
  });
});

describe('RemoveCaseDialog', () => {
  it('marks the note required, shows the registry text, then opens the portfolio without reloading the page', async () => {
    const environment = createTestEnvironment();
    renderWithRelay(
      <>
        <RemoveCaseDialog lienId="Lien:1" noteRequired onClose={() => {}} />
        <CurrentPath />
      </>,
      environment,
      '/portfolio/case-1',
    );
    expect(screen.getByText('Are you sure?')).toBeTruthy();
    const note = screen.getByRole('textbox', { name: /Note/ });
    expect((note as HTMLTextAreaElement).required).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Case' }));
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: { removeCase: { removedCaseId: null, userErrors: [{ field: 'note', message: 'This field is required.' }] } },
      });
    });
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(currentPath()).toBe('/portfolio/case-1');

    fireEvent.change(note, { target: { value: 'Not our patient' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Case' }));
    expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({ lienId: 'Lien:1', note: 'Not our patient' });
    await act(async () => {
      environment.mock.resolveMostRecentOperation({ data: { removeCase: { removedCaseId: 'Case:1', userErrors: [] } } });
    });
    expect(currentPath()).toBe('/portfolio');
  });
});

describe('LienActionsMenu', () => {
  const userLien = {
    id: 'Lien:own',
    isResolved: false,
    isLienholderBlacklisted: false,
    createdByCaseLawFirm: false,
    viewerCan: { resolve: true, reopen: false, removeCase: true },
  };
  const viewerCan = { merge: true, setLawFirm: true, shareLink: true };

  it('offers Mark as Duplicate only when the case has a law firm, and Remove Case', async () => {
    renderHarness(false, { internalID: 'case-1', lawFirm: { internalID: 'firm-1' }, viewerCan, userLien });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(expect.arrayContaining(['Mark as Duplicate', 'Mark as Resolved', 'Remove Case']));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Remove Case' }));
    // The dialogs load their code when first opened.
    expect(((await screen.findByRole('textbox', { name: /Note/ })) as HTMLTextAreaElement).required).toBe(false);
    cleanup();

    renderHarness(false, { internalID: 'case-1', lawFirm: null, viewerCan, userLien });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions' }));
    const without = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(without).not.toContain('Mark as Duplicate');
    expect(without).toContain('Remove Case');
  });

  it('Re-open Lien shows the lien open at once (Mark as Resolved offered) and resolved again when the registry refuses', async () => {
    const environment = renderHarness(false, {
      internalID: 'case-1',
      lawFirm: null,
      viewerCan,
      userLien: { ...userLien, isResolved: true, viewerCan: { resolve: false, reopen: true, removeCase: true } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Re-open Lien' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    const source = () => environment.getStore().getSource();
    const offersReopen = () => source().get((source().get('Lien:own')?.viewerCan as { __ref: string }).__ref)?.reopen;
    expect(offersReopen()).toBe(false);
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: { reopenLien: { lien: null, case: null, userErrors: [{ field: null, message: 'Only resolved liens can be re-opened.' }] } },
      });
    });
    expect(offersReopen()).toBe(true);
    expect(screen.getByText('Only resolved liens can be re-opened.')).toBeTruthy();
  });

  it('offers only what the registry says the viewer may do', async () => {
    renderHarness(false, {
      internalID: 'case-1',
      lawFirm: { internalID: 'firm-1' },
      viewerCan: { merge: false, setLawFirm: false, shareLink: true },
      userLien: { ...userLien, viewerCan: { resolve: false, reopen: false, removeCase: true } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toContain('Remove Case');
    for (const absent of ['Mark as Duplicate', 'Mark as Resolved', 'Re-open Lien', 'Change Law Firm']) expect(items).not.toContain(absent);
  });
});
