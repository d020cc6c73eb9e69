import { cleanup, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccessLogButtonTestQuery } from '../../__generated__/AccessLogButtonTestQuery.graphql.ts';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { AccessLogButton } from './AccessLogButton.tsx';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

const buttonQuery = graphql`
  query AccessLogButtonTestQuery @relay_test_operation {
    viewer {
      ...AccessLogButton_viewer
    }
  }
`;

function ButtonHarness() {
  const data = useLazyLoadQuery<AccessLogButtonTestQuery>(buttonQuery, {});
  return data.viewer ? <AccessLogButton viewerRef={data.viewer} caseInternalID="c1" /> : null;
}

function renderButton(role: 'ADMIN' | 'USER', isStaff: boolean) {
  const environment = createTestEnvironment();
  environment.mock.queueOperationResolver((op: OperationDescriptor) =>
    MockPayloadGenerator.generate(op, { User: () => ({ isStaff }), Account: () => ({ role }) }),
  );
  renderWithRelay(
    <Suspense fallback="Loading...">
      <ButtonHarness />
      <span>ready</span>
    </Suspense>,
    environment,
  );
}

describe('AccessLogButton', () => {
  it('is offered to the organisation’s admins and to staff only', async () => {
    renderButton('ADMIN', false);
    expect(await screen.findByRole('button', { name: 'Access log' })).toBeTruthy();
    cleanup();
    renderButton('USER', true);
    expect(await screen.findByRole('button', { name: 'Access log' })).toBeTruthy();
    cleanup();
    renderButton('USER', false);
    await screen.findByText('ready');
    expect(screen.queryByRole('button', { name: 'Access log' })).toBeNull();
  });
});
