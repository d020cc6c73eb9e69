import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExternalIdsRowTestQuery } from '../../__generated__/ExternalIdsRowTestQuery.graphql.ts';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { ExternalIdsRow } from './ExternalIdsRow.tsx';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

const query = graphql`
  query ExternalIdsRowTestQuery @relay_test_operation {
    viewer {
      ...ExternalIdsRow_viewer
      case(internalID: "x") {
        ...ExternalIdsRow_case
      }
    }
  }
`;

function Harness() {
  const data = useLazyLoadQuery<ExternalIdsRowTestQuery>(query, {});
  if (!data.viewer?.case) return null;
  return <ExternalIdsRow caseRef={data.viewer.case} viewerRef={data.viewer} />;
}

const FILEVINE = { id: 'ExternalSystem:1', name: 'Filevine' };
const CLIO = { id: 'ExternalSystem:2', name: 'Clio' };
const key = (id: string, identifier: string, system = FILEVINE) => ({ id: `ExternalKey:${id}`, identifier, system });

function renderRow(systems: Array<typeof FILEVINE>, keys: ReturnType<typeof key>[], editExternalIds = true) {
  const environment = createTestEnvironment();
  environment.mock.queueOperationResolver((op: OperationDescriptor) =>
    MockPayloadGenerator.generate(op, {
      Viewer: () => ({ externalSystems: systems }),
      Case: () => ({ id: 'Case:1', viewerCan: { editExternalIds }, externalKeys: keys }),
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

const LONG_ID = 'MATTER-2026-000000123456';

describe('ExternalIdsRow', () => {
  it('lists the identifiers with their system; long ones are cut with the whole id in a tooltip', async () => {
    renderRow([FILEVINE], [key('1', 'FV-1'), key('2', LONG_ID)]);
    const list = await screen.findByRole('list', { name: 'External identifiers' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Filevine:FV-1', 'Filevine:MATTER-2026-00000012…']);
    expect(screen.getByLabelText(LONG_ID)).toBeTruthy();
  });

  it('with one system asks only for the identifier and shows the registry’s text when it is missing', async () => {
    const environment = renderRow([FILEVINE], []);
    expect(await screen.findByText('No identifiers yet.')).toBeTruthy();
    expect(screen.queryByLabelText(/External system/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add identifier' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toEqual({ caseId: 'Case:1', externalSystemId: null, externalSystemIdentifier: null });
    await act(async () => {
      environment.mock.resolve(operation, {
        data: { addExternalKey: { case: null, userErrors: [{ field: 'externalSystemIdentifier', message: 'This field is required.' }] } },
      });
    });
    expect(screen.getByText('This field is required.')).toBeTruthy();
  });

  it('with several systems asks which one, adds, and deletes', async () => {
    const environment = renderRow([CLIO, FILEVINE], []);
    const group = await screen.findByRole('group', { name: 'Add an external identifier' });
    fireEvent.change(within(group).getByLabelText(/External system/), { target: { value: CLIO.id } });
    fireEvent.change(within(group).getByLabelText(/External identifier/), { target: { value: ' CL-7 ' } });
    fireEvent.click(within(group).getByRole('button', { name: 'Add identifier' }));
    const add = environment.mock.getMostRecentOperation();
    expect(add.request.variables.input).toEqual({ caseId: 'Case:1', externalSystemId: CLIO.id, externalSystemIdentifier: 'CL-7' });
    await act(async () => {
      environment.mock.resolve(add, {
        data: { addExternalKey: { case: { id: 'Case:1', externalKeys: [key('7', 'CL-7', CLIO)] }, userErrors: [] } },
      });
    });
    expect(
      within(group)
        .getByLabelText(/External identifier/)
        .getAttribute('value'),
    ).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Clio identifier CL-7' }));
    const remove = environment.mock.getMostRecentOperation();
    expect(remove.request.variables.input).toEqual({ externalKeyId: 'ExternalKey:7', caseId: 'Case:1' });
    await act(async () => {
      environment.mock.resolve(remove, { data: { deleteExternalKey: { case: { id: 'Case:1', externalKeys: [] }, userErrors: [] } } });
    });
    expect(screen.getByText('No identifiers yet.')).toBeTruthy();
  });

  it('shows an added identifier and hides a deleted one at once, and undoes both when the registry refuses', async () => {
    const environment = renderRow([FILEVINE], [key('1', 'FV-1')]);
    const list = await screen.findByRole('list', { name: 'External identifiers' });
    fireEvent.change(within(screen.getByRole('group', { name: 'Add an external identifier' })).getByRole('textbox'), {
      target: { value: 'FV-2' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add identifier' }));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Filevine:FV-1', 'Filevine:FV-2']);
    await act(async () => {
      environment.mock.resolve(environment.mock.getMostRecentOperation(), {
        data: {
          addExternalKey: {
            case: null,
            userErrors: [{ field: 'externalSystemIdentifier', message: 'This identifier is already on the case.' }],
          },
        },
      });
    });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Filevine:FV-1']);
    expect(screen.getByText('This identifier is already on the case.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Filevine identifier FV-1' }));
    expect(screen.getByText('No identifiers yet.')).toBeTruthy();
    await act(async () => {
      environment.mock.reject(environment.mock.getMostRecentOperation(), new Error('The registry is not answering.'));
    });
    expect(screen.getByRole('list', { name: 'External identifiers' }).textContent).toBe('Filevine:FV-1');
    expect(screen.getByText('The registry is not answering.')).toBeTruthy();
  });

  it('without the right to edit lists the identifiers only', async () => {
    renderRow([FILEVINE], [key('1', 'FV-1')], false);
    expect((await screen.findByRole('list', { name: 'External identifiers' })).textContent).toBe('Filevine:FV-1');
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Add an external identifier' })).toBeNull();
    expect(screen.queryByText('Your organization has no external systems connected.')).toBeNull();
  });

  it('without any external system says so and offers no form', async () => {
    renderRow([], []);
    expect(await screen.findByText('Your organization has no external systems connected.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add identifier' })).toBeNull();
  });
});
