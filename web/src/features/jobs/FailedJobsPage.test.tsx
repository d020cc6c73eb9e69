import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FailedJobsPageTestQuery } from '../../__generated__/FailedJobsPageTestQuery.graphql.ts';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { FailedJobsPage } from './FailedJobsPage.tsx';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

const query = graphql`
  query FailedJobsPageTestQuery @relay_test_operation {
    viewer {
      ...FailedJobsPage_viewer
    }
  }
`;

function Harness() {
  const data = useLazyLoadQuery<FailedJobsPageTestQuery>(query, {});
  return data.viewer ? <FailedJobsPage viewer={data.viewer} /> : null;
}

const job = (id: string, name: string) => ({
  id: `FailedJob:${id}`,
  name,
  payloadSummary: `caseId=${id}`,
  attempts: 5,
  error: `${name} refused`,
  failedAt: '2026-11-25T10:00:00Z',
});

function renderPage(jobs: ReturnType<typeof job>[]) {
  const environment = createTestEnvironment();
  environment.mock.queueOperationResolver((op: OperationDescriptor) =>
    MockPayloadGenerator.generate(op, {
      Viewer: () => ({ failedJobs: { totalCount: jobs.length, edges: jobs.map((node) => ({ node })) } }),
    }),
  );
  renderWithRelay(
    <Suspense fallback="Loading...">
      <Harness />
    </Suspense>,
    environment,
  );
  return environment;
}

describe('FailedJobsPage', () => {
  it('says so when no job has failed', async () => {
    renderPage([]);
    expect(await screen.findByText('No job has failed.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists failed jobs; Retry takes a job off at once, puts it back with the reason when refused', async () => {
    const environment = renderPage([job('a1', 'mail.send'), job('b2', 'notifications.fan-out')]);
    const table = await screen.findByRole('table', { name: 'Failed jobs' });
    expect(table.textContent).toContain('mail.send');
    expect(table.textContent).toContain('caseId=a1');
    expect(table.textContent).toContain('notifications.fan-out refused');

    fireEvent.click(screen.getByRole('button', { name: 'Retry mail.send' }));
    const retry = environment.mock.getMostRecentOperation();
    expect(retry.request.variables.input).toEqual({ jobId: 'FailedJob:a1' });
    expect(screen.queryByRole('button', { name: 'Retry mail.send' })).toBeNull();
    await act(async () => {
      environment.mock.resolve(retry, {
        data: { retryFailedJob: { retriedJobId: null, userErrors: [{ field: null, message: 'Not found.' }] } },
      });
    });
    expect(screen.getByRole('button', { name: 'Retry mail.send' })).toBeTruthy();
    expect(screen.getByText('Not found.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Retry notifications.fan-out' }));
    await act(async () => {
      environment.mock.resolve(environment.mock.getMostRecentOperation(), {
        data: { retryFailedJob: { retriedJobId: 'FailedJob:b2', userErrors: [] } },
      });
    });
    expect(screen.queryByRole('button', { name: 'Retry notifications.fan-out' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Retry mail.send' })).toBeTruthy();
    expect(screen.queryByText('Not found.')).toBeNull();
  });
});
