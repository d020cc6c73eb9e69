import { act, cleanup } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { usePortfolioLiveUpdates } from './usePortfolioLiveUpdates.ts';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

function Listener({ onCaseCreated }: { onCaseCreated: (caseId: string) => void }) {
  usePortfolioLiveUpdates(onCaseCreated);
  return null;
}

describe('usePortfolioLiveUpdates', () => {
  it("hands over a new case's id, and writes a changed case into the store", () => {
    const environment = createTestEnvironment();
    const onCaseCreated = vi.fn();
    renderWithRelay(<Listener onCaseCreated={onCaseCreated} />, environment);
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.node.params.name).toBe('usePortfolioLiveUpdatesSubscription');
    const push = (type: string, statusLabel: string) =>
      act(() =>
        environment.mock.nextValue(
          op,
          MockPayloadGenerator.generate(op, {
            CaseChangedEvent: () => ({ type }),
            Case: () => ({ id: `Case:${type}`, statusLabel }),
          }),
        ),
      );

    push('DETAILS', 'Client Treating');
    expect(onCaseCreated).not.toHaveBeenCalled();
    expect(environment.getStore().getSource().get('Case:DETAILS')?.statusLabel).toBe('Client Treating');

    push('CASE_CREATED', 'No status');
    expect(onCaseCreated).toHaveBeenCalledExactlyOnceWith('Case:CASE_CREATED');
  });
});
