import { act, cleanup, fireEvent, renderHook, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { commitLocalUpdate } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveLatest } from '../../test/lawFirmPicker.ts';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { useListedPortfolioConnection } from '../portfolio/portfolioConnections.ts';
import { MergeDuplicateDialog } from './MergeDuplicateDialog.tsx';
import { MERGED } from './texts.ts';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

function CurrentPath() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

describe('MergeDuplicateDialog', () => {
  it('picks the duplicate, previews, merges; the duplicate leaves the portfolio list and the merged case opens', async () => {
    const environment = createTestEnvironment();
    commitLocalUpdate(environment, (store) => {
      const connection = store.create('conn:all', 'PortfolioConnection');
      connection.setValue(2, 'totalCount');
      connection.setLinkedRecords(
        ['Case:1', 'Case:2'].map((id) => {
          const edge = store.create(`conn:all:${id}`, 'PortfolioEdge');
          edge.setLinkedRecord(store.create(id, 'Case'), 'node');
          return edge;
        }),
        'edges',
      );
    });
    const listed = renderHook(() => useListedPortfolioConnection('conn:all', 'ALL'));
    const onClose = vi.fn();
    renderWithRelay(
      <>
        <MergeDuplicateDialog caseId="Case:1" caseInternalID="case-1" onClose={onClose} />
        <CurrentPath />
      </>,
      environment,
      '/portfolio/case-1',
    );

    await resolveLatest(environment, {
      Viewer: () => ({
        duplicateCandidates: [
          { id: 'Case:2', internalID: 'case-2', plaintiff: { fullName: 'Ann Lee', birthdate: null }, dateOfLoss: null },
        ],
      }),
    });
    fireEvent.click(await screen.findByRole('radio', { name: /Ann Lee/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await resolveLatest(environment, { MergePreview: () => ({ lastPreviewedAt: '2026-11-24T12:00:00Z', fields: [] }) });
    expect(await screen.findByRole('table', { name: 'Merge preview' })).toBeTruthy();
    const merge = screen.getByRole('button', { name: 'Merge' }) as HTMLButtonElement;
    expect(merge.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'I confirm that I want to merge the two cases listed above' }));
    fireEvent.click(merge);
    expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({
      caseId: 'Case:1',
      duplicateId: 'Case:2',
      lastPreviewedAt: '2026-11-24T12:00:00Z',
    });
    await resolveLatest(environment, {
      MergeCasesPayload: () => ({ userErrors: [] }),
      Case: () => ({ id: 'Case:1', internalID: 'case-1' }),
    });
    expect(await screen.findByText(MERGED)).toBeTruthy();
    const connection = environment.getStore().getSource().get('conn:all') as unknown as { totalCount: number; edges: { __refs: string[] } };
    expect(connection.edges.__refs).toEqual(['conn:all:Case:1']);
    expect(connection.totalCount).toBe(1);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Open the merged case' })));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByRole('status', { name: 'Current path', hidden: true }).textContent).toBe('/portfolio/case-1');
    listed.unmount();
  });
});
