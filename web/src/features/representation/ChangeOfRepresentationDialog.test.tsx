import { act, cleanup, fireEvent, renderHook, screen } from '@testing-library/react';
import { commitLocalUpdate } from 'relay-runtime';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { useListedPortfolioConnection } from '../portfolio/portfolioConnections.ts';
import { ChangeOfRepresentationDialog } from './ChangeOfRepresentationDialog.tsx';
import { REPRESENTATION_CHANGED } from './texts.ts';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

function CurrentPath() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

describe('ChangeOfRepresentationDialog', () => {
  it('shows the registry’s errors, then takes the case out of the portfolio list and opens the portfolio on OK', async () => {
    const environment = createTestEnvironment();
    commitLocalUpdate(environment, (store) => {
      const connection = store.create('conn:open', 'PortfolioConnection');
      connection.setValue(1, 'totalCount');
      const edge = store.create('conn:open:edge', 'PortfolioEdge');
      edge.setLinkedRecord(store.create('Case:1', 'Case'), 'node');
      connection.setLinkedRecords([edge], 'edges');
    });
    const listed = renderHook(() => useListedPortfolioConnection('conn:open', 'OPEN'));
    const onClose = vi.fn();
    renderWithRelay(
      <>
        <ChangeOfRepresentationDialog caseId="Case:1" onClose={onClose} />
        <CurrentPath />
      </>,
      environment,
      '/portfolio/case-1',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({
      caseId: 'Case:1',
      knowsNewFirm: null,
      lawFirmId: null,
      note: '',
    });
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: {
          changeRepresentation: { removedCaseId: null, userErrors: [{ field: 'knowsNewFirm', message: 'This field is required.' }] },
        },
      });
    });
    expect(screen.getByText('This field is required.')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Note/ }), { target: { value: 'The client hired another firm' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await act(async () => {
      environment.mock.resolveMostRecentOperation({ data: { changeRepresentation: { removedCaseId: 'Case:1', userErrors: [] } } });
    });
    expect(screen.getByText(REPRESENTATION_CHANGED)).toBeTruthy();
    const connection = environment.getStore().getSource().get('conn:open') as unknown as {
      totalCount: number;
      edges: { __refs: string[] };
    };
    expect(connection.edges.__refs).toEqual([]);
    expect(connection.totalCount).toBe(0);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'OK' })));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByRole('status', { name: 'Current path', hidden: true }).textContent).toBe('/portfolio');
    listed.unmount();
  });
});
