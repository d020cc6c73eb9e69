import { Toaster } from '@fluentui/react-components';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { APP_TOASTER_ID } from '../../ui/appToaster.ts';
import { ManualDedupePage } from './ManualDedupePage.tsx';
import { LOGIC_ERROR, MERGED } from './texts.ts';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

const ORGANIZATIONS = [
  { internalID: 'org-1', name: 'Hartwell & Associates', type: 'LAW_FIRM' },
  { internalID: 'org-2', name: 'Riverside Spine & Rehab', type: 'MEDICAL_PRACTICE' },
];

const kase = (internalID: string, plaintiffName: string) => ({
  internalID,
  plaintiffName,
  plaintiffBirthdate: '1980-01-02',
  dateOfLoss: '2025-03-04',
  stateOfIncident: 'CA',
  lawFirmName: 'Hartwell & Associates',
  createdAt: '2026-01-01T10:00:00.000Z',
});
const CASES: Record<string, ReturnType<typeof kase>[]> = {
  'org-1': [kase('case-1', 'Ann Lee'), kase('case-2', 'Bob Ray')],
  'org-2': [kase('case-3', 'Cara Diaz')],
};

/** Answers the pickers' searches at once; mutations stay pending for the test to answer. */
function renderPage() {
  const environment = createTestEnvironment();
  const answer = (op: OperationDescriptor) => {
    const { name } = op.request.node.params;
    const variables = op.request.variables;
    if (name === 'OrganizationPickerSearchQuery') return { data: { viewer: { manualDedupeOrganizations: ORGANIZATIONS } } };
    if (name === 'CaseComboboxSearchQuery') {
      // Hartwell's list has a second page: its first page ends after Bob Ray.
      const all = (CASES[variables.organizationId as string] ?? []).filter((node) => node.internalID !== variables.exclude);
      const paged = variables.organizationId === 'org-1';
      const nodes = !paged ? all : variables.after ? [kase('case-9', 'Dan Moss')] : all;
      return {
        data: {
          viewer: {
            manualDedupeCases: {
              pageInfo: paged && !variables.after ? { hasNextPage: true, endCursor: 'cursor-1' } : { hasNextPage: false, endCursor: null },
              edges: nodes.map((node) => ({ node })),
            },
          },
        },
      };
    }
    return null;
  };
  // relay-test-utils drops a resolver once it has answered: each answer queues a fresh one for the next search.
  const listen = () =>
    environment.mock.queueOperationResolver((op: OperationDescriptor) => {
      const payload = answer(op);
      if (payload) listen();
      return payload;
    });
  listen();
  renderWithRelay(
    <>
      <Toaster toasterId={APP_TOASTER_ID} />
      <ManualDedupePage />
    </>,
    environment,
    '/manual-dedupe',
  );
  return environment;
}

async function choose(comboboxName: string, option: RegExp) {
  const box = screen.getByRole('combobox', { name: new RegExp(comboboxName) });
  fireEvent.click(box);
  fireEvent.click(await screen.findByRole('option', { name: option }, { timeout: 2000 }));
}

async function chooseOrganization(name: RegExp) {
  await choose('Organization', name);
  await waitFor(() => expect(screen.getByRole('combobox', { name: /Canonical case/ })).toBeTruthy());
}

const latestMutation = (environment: ReturnType<typeof createTestEnvironment>, name: string) => {
  const op = environment.mock.getAllOperations().find((candidate) => candidate.request.node.params.name === name);
  if (!op) throw new Error(`no pending ${name}`);
  return op;
};

async function answerPreview(environment: ReturnType<typeof createTestEnvironment>, canonical: string) {
  const op = latestMutation(environment, 'usePreviewManualCaseMergeMutation');
  await act(async () => {
    environment.mock.resolve(
      op,
      MockPayloadGenerator.generate(op, {
        ManualCaseMergePreview: () => ({
          lastPreviewedAt: '2026-11-28T12:00:00.000Z',
          fields: [
            { name: 'plaintiff_name', label: 'Plaintiff', value: canonical, source: 'CANONICAL' },
            { name: 'plaintiff_birthdate', label: 'Date of birth', value: '1980-01-02', source: 'DUPLICATE' },
          ],
        }),
        PreviewManualCaseMergePayload: () => ({ userErrors: [] }),
      }),
    );
  });
}

describe('ManualDedupePage', () => {
  it('previews, swaps (the preview is asked for again) and merges; the selection resets and the success text shows', async () => {
    const environment = renderPage();
    await chooseOrganization(/Hartwell & Associates/);
    await choose('Canonical case', /Ann Lee/);
    await choose('Duplicate case', /Bob Ray/);
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(latestMutation(environment, 'usePreviewManualCaseMergeMutation').request.variables.input).toEqual({
      organizationId: 'org-1',
      canonicalCaseId: 'case-1',
      duplicateCaseId: 'case-2',
    });
    await answerPreview(environment, 'Ann Lee');
    const table = await screen.findByRole('table', { name: 'Merge preview' });
    expect(table.textContent).toContain('Ann Lee');
    expect(table.textContent).toContain('Canonical case');
    expect(table.textContent).toContain('Duplicate case');
    expect(table.textContent).toContain('01/02/1980');

    fireEvent.click(screen.getByRole('button', { name: 'Swap' }));
    expect(screen.queryByRole('table', { name: 'Merge preview' })).toBeNull();
    expect(latestMutation(environment, 'usePreviewManualCaseMergeMutation').request.variables.input).toEqual({
      organizationId: 'org-1',
      canonicalCaseId: 'case-2',
      duplicateCaseId: 'case-1',
    });
    expect((screen.getByRole('combobox', { name: /Canonical case/ }) as HTMLInputElement).value).toMatch(/^Bob Ray/);
    expect((screen.getByRole('combobox', { name: /Duplicate case/ }) as HTMLInputElement).value).toMatch(/^Ann Lee/);
    await answerPreview(environment, 'Bob Ray');
    expect((await screen.findByRole('table', { name: 'Merge preview' })).textContent).toContain('Bob Ray');

    fireEvent.click(screen.getByRole('button', { name: 'Merge' }));
    const merge = latestMutation(environment, 'useMergeManualCasesMutation');
    expect(merge.request.variables.input).toEqual({
      organizationId: 'org-1',
      canonicalCaseId: 'case-2',
      duplicateCaseId: 'case-1',
      lastPreviewedAt: '2026-11-28T12:00:00.000Z',
    });
    await act(async () => {
      environment.mock.resolve(merge, {
        data: { mergeManualCases: { mergedCaseId: 'case-2', removedCaseId: 'case-1', userErrors: [] } },
      });
    });
    expect(await screen.findByText(MERGED)).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Merge preview' })).toBeNull();
    expect((screen.getByRole('combobox', { name: /Canonical case/ }) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('combobox', { name: /Duplicate case/ }) as HTMLInputElement).value).toBe('');
  });

  it('Merge without both cases and a preview shows the logic error', async () => {
    const environment = renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Merge' }));
    expect(await screen.findByText(LOGIC_ERROR)).toBeTruthy();
    await chooseOrganization(/Hartwell & Associates/);
    await choose('Canonical case', /Ann Lee/);
    await choose('Duplicate case', /Bob Ray/);
    fireEvent.click(screen.getByRole('button', { name: 'Merge' }));
    expect(await screen.findByText(LOGIC_ERROR)).toBeTruthy();
    expect(environment.mock.getAllOperations().some((op) => op.request.node.params.name === 'useMergeManualCasesMutation')).toBe(false);
  });

  it('the duplicate search leaves out the canonical case', async () => {
    renderPage();
    await chooseOrganization(/Hartwell & Associates/);
    await choose('Canonical case', /Ann Lee/);
    fireEvent.click(screen.getByRole('combobox', { name: /Duplicate case/ }));
    await screen.findByRole('option', { name: /Bob Ray/ }, { timeout: 2000 });
    expect(screen.queryByRole('option', { name: /Ann Lee/ })).toBeNull();
  });

  it('Show more cases loads the next 20', async () => {
    const environment = renderPage();
    await chooseOrganization(/Hartwell & Associates/);
    fireEvent.click(screen.getByRole('combobox', { name: /Canonical case/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Show more cases' }, { timeout: 2000 }));
    expect(await screen.findByRole('option', { name: /Dan Moss/ })).toBeTruthy();
    expect(screen.getByRole('option', { name: /Ann Lee/ })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Show more cases' })).toBeNull();
    const searches = environment.mock.getAllOperations().filter((op) => op.request.node.params.name === 'CaseComboboxSearchQuery');
    expect(searches).toHaveLength(0);
  });

  it('changing the organisation resets the selection and the preview', async () => {
    const environment = renderPage();
    await chooseOrganization(/Hartwell & Associates/);
    await choose('Canonical case', /Ann Lee/);
    await choose('Duplicate case', /Bob Ray/);
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await answerPreview(environment, 'Ann Lee');
    await screen.findByRole('table', { name: 'Merge preview' });

    await chooseOrganization(/Riverside Spine & Rehab/);
    expect(screen.queryByRole('table', { name: 'Merge preview' })).toBeNull();
    expect((screen.getByRole('combobox', { name: /Canonical case/ }) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('combobox', { name: /Duplicate case/ }) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('button', { name: 'Preview' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('combobox', { name: /Canonical case/ }));
    expect(await screen.findByRole('option', { name: /Cara Diaz/ }, { timeout: 2000 })).toBeTruthy();
  });

  it('a refused merge goes through the generic error handler', async () => {
    const environment = renderPage();
    await chooseOrganization(/Hartwell & Associates/);
    await choose('Canonical case', /Ann Lee/);
    await choose('Duplicate case', /Bob Ray/);
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await answerPreview(environment, 'Ann Lee');
    fireEvent.click(screen.getByRole('button', { name: 'Merge' }));
    await act(async () => {
      environment.mock.resolve(latestMutation(environment, 'useMergeManualCasesMutation'), {
        data: {
          mergeManualCases: {
            mergedCaseId: null,
            removedCaseId: null,
            userErrors: [{ field: null, message: 'The cases changed after the preview. Preview the merge again.' }],
          },
        },
      });
    });
    expect(await screen.findByText('Error')).toBeTruthy();
    expect(screen.getByText('The cases changed after the preview. Preview the merge again.')).toBeTruthy();
    expect(screen.queryByText(MERGED)).toBeNull();
  });
});
