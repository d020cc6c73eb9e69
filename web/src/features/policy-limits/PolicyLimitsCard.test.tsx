import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PolicyLimitsCardTestQuery } from '../../__generated__/PolicyLimitsCardTestQuery.graphql.ts';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { PolicyLimitsCard } from './PolicyLimitsCard.tsx';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

const query = graphql`
  query PolicyLimitsCardTestQuery @relay_test_operation {
    viewer {
      case(internalID: "x") {
        ...PolicyLimitsCard_case
      }
    }
  }
`;

function Harness() {
  const data = useLazyLoadQuery<PolicyLimitsCardTestQuery>(query, {});
  if (!data.viewer?.case) return null;
  return <PolicyLimitsCard caseRef={data.viewer.case} />;
}

const LIMITS = [
  { id: 'PolicyLimit:1', coverageType: 'BODILY_INJURY', coverageLimitLower: '15000.00', coverageLimitUpper: '30000.00' },
  { id: 'PolicyLimit:2', coverageType: 'MEDPAY', coverageLimitLower: '5000.00', coverageLimitUpper: null },
];

function renderCard(canEdit: boolean) {
  const environment = createTestEnvironment();
  environment.mock.queueOperationResolver((op: OperationDescriptor) =>
    MockPayloadGenerator.generate(op, { Case: () => ({ id: 'Case:1', viewerCan: { editPolicyLimits: canEdit }, policyLimits: LIMITS }) }),
  );
  renderWithRelay(
    <Suspense fallback="Loading...">
      <Harness />
    </Suspense>,
    environment,
  );
  return environment;
}

const rowTypes = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('PolicyLimitsCard', () => {
  it('lists the limits (MedPay without a maximum) and offers no changes without the right', async () => {
    renderCard(false);
    expect(await screen.findByRole('table', { name: 'Policy limits' })).toBeTruthy();
    expect(rowTypes()).toEqual(['Bodily Injury', 'MedPay']);
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Add a policy limit' })).toBeNull();
  });

  it('hides a deleted limit at once and shows it again with the error when the registry refuses', async () => {
    const environment = renderCard(true);
    await screen.findByRole('table', { name: 'Policy limits' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete MedPay limit' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useDeletePolicyLimitMutation');
    expect(operation.request.variables.input).toEqual({ policyLimitId: 'PolicyLimit:2', caseId: 'Case:1' });
    expect(rowTypes()).toEqual(['Bodily Injury']);
    await act(async () => {
      environment.mock.resolve(operation, {
        data: { deletePolicyLimit: { case: null, userErrors: [{ field: null, message: 'The case is closed.' }] } },
      });
    });
    expect(rowTypes()).toEqual(['Bodily Injury', 'MedPay']);
    expect(screen.getByText('The case is closed.')).toBeTruthy();
  });

  it('adds a limit and shows the field errors of a refused one', async () => {
    const environment = renderCard(true);
    const form = await screen.findByRole('group', { name: 'Add a policy limit' });
    fireEvent.change(within(form).getByLabelText(/Type/), { target: { value: 'UI_UIM' } });
    fireEvent.change(within(form).getByLabelText(/Min/), { target: { value: '50000' } });
    fireEvent.change(within(form).getByLabelText(/Max/), { target: { value: '10000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toEqual({
      caseId: 'Case:1',
      coverageType: 'UI_UIM',
      coverageLimitLower: '50000',
      coverageLimitUpper: '10000',
    });
    await act(async () => {
      environment.mock.resolve(operation, {
        data: { addPolicyLimit: { case: null, userErrors: [{ field: 'coverageLimitUpper', message: 'Max must not be below Min.' }] } },
      });
    });
    expect(within(form).getByText('Max must not be below Min.')).toBeTruthy();
  });
});
