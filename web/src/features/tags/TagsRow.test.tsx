import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TagsRowTestQuery } from '../../__generated__/TagsRowTestQuery.graphql.ts';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { TagsRow } from './TagsRow.tsx';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

const query = graphql`
  query TagsRowTestQuery @relay_test_operation {
    viewer {
      ...TagsRow_viewer
      case(internalID: "x") {
        ...TagsRow_case
      }
    }
  }
`;

function Harness() {
  const data = useLazyLoadQuery<TagsRowTestQuery>(query, {});
  if (!data.viewer?.case) return null;
  return <TagsRow caseRef={data.viewer.case} viewerRef={data.viewer} />;
}

interface TagData {
  id: string;
  name: string;
}

const caseTag = (tag: TagData) => ({ id: `CaseTag:${tag.id}`, tag });
const LONG = 'Waiting for the second MRI report';

/** Renders the row; the initial query and tag searches answer themselves, mutations wait for the test. */
function renderRow({ canAddTags, tags, organizationTags = tags }: { canAddTags: boolean; tags: TagData[]; organizationTags?: TagData[] }) {
  const environment = createTestEnvironment();
  const answer = (op: OperationDescriptor) => {
    const name = op.request.node.operation.name;
    if (name === 'TagsRowTestQuery') {
      return MockPayloadGenerator.generate(op, {
        Viewer: () => ({ canAddTags }),
        Case: () => ({ id: 'Case:1', tags: tags.map(caseTag) }),
      });
    }
    if (name === 'TagsRowSearchQuery') {
      const search = String(op.request.variables.search ?? '').toLowerCase();
      return { data: { viewer: { tags: organizationTags.filter((tag) => tag.name.toLowerCase().includes(search)) } } };
    }
    return null;
  };
  // A resolver is used up once it answers: each answer queues a fresh one for the next search.
  const queue = () =>
    environment.mock.queueOperationResolver((op: OperationDescriptor) => {
      const payload = answer(op);
      if (payload !== null) queue();
      return payload;
    });
  queue();
  renderWithRelay(
    <Suspense fallback="Loading...">
      <Harness />
    </Suspense>,
    environment,
  );
  return environment;
}

/** Types into the picker (which opens its list) and lets the debounced search answer. */
async function typeAndOpen(picker: HTMLElement, text: string) {
  fireEvent.change(picker, { target: { value: text } });
  await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
}

const tagNames = () =>
  within(screen.getByRole('list', { name: 'Tags' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

describe('TagsRow', () => {
  it('is not shown without tags and without the ADD_TAG feature', async () => {
    const environment = renderRow({ canAddTags: false, tags: [] });
    await act(async () => {});
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Tags' })).toBeNull();
  });

  it('shows the tags read-only without the feature; long labels are cut with the full text in a tooltip', async () => {
    renderRow({
      canAddTags: false,
      tags: [
        { id: 'Tag:1', name: 'Urgent' },
        { id: 'Tag:2', name: LONG },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Tags' })).toBeTruthy();
    // The list is its own chunk, loaded when the case has tags.
    await screen.findByRole('list', { name: 'Tags' });
    expect(tagNames()).toEqual(['Urgent', 'Waiting for the seco…']);
    expect(screen.getByLabelText(LONG)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Remove tag/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Add a tag' })).toBeNull();
  });

  it('explains in a help popover that tags stay within the organisation', async () => {
    renderRow({ canAddTags: true, tags: [] });
    fireEvent.click(await screen.findByRole('button', { name: 'About tags' }));
    expect(await screen.findByText(/Tags are visible only within your organization/)).toBeTruthy();
    expect(screen.getByText('No tags yet.')).toBeTruthy();
  });

  it('removes a tag at once and puts it back with the error when the registry refuses', async () => {
    const environment = renderRow({
      canAddTags: true,
      tags: [
        { id: 'Tag:1', name: 'Urgent' },
        { id: 'Tag:2', name: 'Low limits' },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove tag Urgent' }));
    expect(tagNames()).toEqual(['Low limits']);
    const operation = environment.mock.getAllOperations().find((op) => op.request.node.operation.name === 'useRemoveCaseTagMutation')!;
    expect(operation.request.variables.input).toEqual({ caseTagId: 'CaseTag:Tag:1', caseId: 'Case:1' });
    await act(async () => {
      environment.mock.resolve(operation, {
        data: {
          removeCaseTag: {
            case: { id: 'Case:1', tags: [caseTag({ id: 'Tag:1', name: 'Urgent' }), caseTag({ id: 'Tag:2', name: 'Low limits' })] },
            userErrors: [{ field: null, message: 'Your account does not include tags (the ADD_TAG feature).' }],
          },
        },
      });
    });
    expect(tagNames()).toEqual(['Urgent', 'Low limits']);
    expect(screen.getByText('Your account does not include tags (the ADD_TAG feature).')).toBeTruthy();
  });

  it('creates a tag from what was typed: it shows at once and stays when saved', async () => {
    const environment = renderRow({
      canAddTags: true,
      tags: [{ id: 'Tag:1', name: 'Urgent' }],
      organizationTags: [
        { id: 'Tag:1', name: 'Urgent' },
        { id: 'Tag:3', name: 'Needs records' },
      ],
    });
    const picker = await screen.findByRole('combobox', { name: 'Add a tag' });
    // The registry's limit for a tag name.
    expect((picker as HTMLInputElement).maxLength).toBe(50);
    await typeAndOpen(picker, 'Settlement soon');
    fireEvent.click(await screen.findByRole('option', { name: 'Create "Settlement soon"' }, { timeout: 2000 }));
    expect(tagNames()).toEqual(['Urgent', 'Settlement soon']);
    const operation = environment.mock.getAllOperations().find((op) => op.request.node.operation.name === 'useAddCaseTagMutation')!;
    expect(operation.request.variables.input).toEqual({ caseId: 'Case:1', name: 'Settlement soon' });
    await act(async () => {
      environment.mock.resolve(operation, {
        data: {
          addCaseTag: {
            case: { id: 'Case:1', tags: [caseTag({ id: 'Tag:1', name: 'Urgent' }), caseTag({ id: 'Tag:9', name: 'Settlement soon' })] },
            userErrors: [],
          },
        },
      });
    });
    expect(tagNames()).toEqual(['Urgent', 'Settlement soon']);
    expect(screen.getByRole('button', { name: 'Remove tag Settlement soon' })).toBeTruthy();
  });

  it('offers the organisation’s existing tags not yet on the case, and rolls back a refused add', async () => {
    const environment = renderRow({
      canAddTags: true,
      tags: [{ id: 'Tag:1', name: 'Urgent' }],
      organizationTags: [
        { id: 'Tag:1', name: 'Urgent' },
        { id: 'Tag:3', name: 'Needs records' },
      ],
    });
    const picker = await screen.findByRole('combobox', { name: 'Add a tag' });
    await typeAndOpen(picker, 'e');
    const option = await screen.findByRole('option', { name: 'Needs records' }, { timeout: 2000 });
    expect(screen.queryByRole('option', { name: 'Urgent' })).toBeNull();
    fireEvent.click(option);
    expect(tagNames()).toEqual(['Urgent', 'Needs records']);
    const operation = environment.mock.getAllOperations().find((op) => op.request.node.operation.name === 'useAddCaseTagMutation')!;
    expect(operation.request.variables.input).toEqual({ caseId: 'Case:1', tagId: 'Tag:3' });
    await act(async () => {
      environment.mock.resolve(operation, {
        data: {
          addCaseTag: {
            case: { id: 'Case:1', tags: [caseTag({ id: 'Tag:1', name: 'Urgent' })] },
            userErrors: [{ field: 'tagId', message: 'Not found.' }],
          },
        },
      });
    });
    expect(tagNames()).toEqual(['Urgent']);
    expect(screen.getByText('Not found.')).toBeTruthy();
  });
});
