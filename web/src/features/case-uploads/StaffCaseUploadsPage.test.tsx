import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffCaseUploadsPageTestQuery } from '../../__generated__/StaffCaseUploadsPageTestQuery.graphql.ts';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { StaffCaseUploadsPage } from './StaffCaseUploadsPage.tsx';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

const query = graphql`
  query StaffCaseUploadsPageTestQuery @relay_test_operation {
    viewer {
      ...StaffCaseUploadsPage_viewer
    }
  }
`;

const upload = (id: string, fileName: string, status: string, rowCount: number | null) => ({
  id,
  fileName,
  companyName: 'Chen PT',
  fullName: 'Mia Chen',
  status,
  receivedAt: '2026-11-27T10:00:00Z',
  rowCount,
});

function renderPage(onChoose: (id: string) => void) {
  const environment = createTestEnvironment();
  environment.mock.queueOperationResolver((op: OperationDescriptor) =>
    MockPayloadGenerator.generate(op, {
      Viewer: () => ({
        caseUploads: {
          edges: [{ node: upload('b', 'new.csv', 'PARSED', 12) }, { node: upload('a', 'old.pdf', 'PARSE_FAILED', null) }],
        },
      }),
    }),
  );
  function Harness() {
    const data = useLazyLoadQuery<StaffCaseUploadsPageTestQuery>(query, {});
    return data.viewer ? <StaffCaseUploadsPage viewer={data.viewer} chosenId="a" onChoose={onChoose} panel={null} /> : null;
  }
  renderWithRelay(
    <Suspense fallback="Loading...">
      <Harness />
    </Suspense>,
    environment,
  );
}

describe('StaffCaseUploadsPage', () => {
  it('lists the received files as the server orders them, with their status; choosing one opens it', async () => {
    const onChoose = vi.fn();
    renderPage(onChoose);
    const files = await screen.findAllByRole('button', { name: /\.(csv|pdf)$/ });
    expect(files.map((file) => file.getAttribute('aria-label'))).toEqual(['new.csv', 'old.pdf']);
    expect(files[0]!.textContent).toContain('Ready to import');
    expect(files[0]!.textContent).toContain('12 rows');
    expect(files[1]!.textContent).toContain('Could not be read');
    expect(files[1]!.getAttribute('aria-current')).toBe('true');
    expect(screen.getByText('Choose a file to map its columns and import its cases.')).toBeTruthy();
    fireEvent.click(files[0]!);
    expect(onChoose).toHaveBeenCalledWith('b');
  });
});
