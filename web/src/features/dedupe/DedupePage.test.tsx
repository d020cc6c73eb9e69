import { Toaster } from '@fluentui/react-components';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import dedupeRouteQuery, { type DedupeRouteQuery } from '../../__generated__/DedupeRouteQuery.graphql.ts';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { APP_TOASTER_ID } from '../../ui/appToaster.ts';
import { DedupePage } from './DedupePage.tsx';
import { variablesOf, type DedupeFilters } from './filters.ts';
import { DEDUPE_TEXTS, dedupedAll } from './texts.ts';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

const FILTERS: DedupeFilters = {
  tab: 'cases',
  status: 'NEW',
  search: '',
  order: 'LAST_CREATED_AT_DESC',
  importId: null,
  relatedToCompulsionFirm: false,
};

function Harness({ filters, onFiltersChange }: { filters: DedupeFilters; onFiltersChange: (next: DedupeFilters) => void }) {
  const data = useLazyLoadQuery<DedupeRouteQuery>(dedupeRouteQuery, variablesOf(filters));
  return data.viewer ? <DedupePage viewer={data.viewer} filters={filters} onFiltersChange={onFiltersChange} /> : null;
}

const caseRecord = (id: string, name: string) => ({
  __typename: 'MatchedCase',
  id: `MatchedCase:${id}`,
  internalID: id,
  plaintiffName: name,
  plaintiffBirthdate: '1980-02-03',
  dateOfLoss: '2025-01-01',
  stateOfIncident: 'IL',
  lawFirm: { name: 'Hartwell & Associates' },
  createdByOrganization: { name: 'Riverside Spine & Rehab' },
  createdAt: '2026-01-01T00:00:00Z',
  lienCount: 1,
});

const contactRecord = (id: string, name: string, isUser: boolean) => ({
  __typename: 'MatchedContact',
  id: `MatchedContact:${id}`,
  internalID: id,
  firstName: name,
  lastName: 'Bell',
  email: `${name.toLowerCase()}@example.test`,
  isUser,
  isAccountDeactivated: false,
  isAccountSuspended: false,
  lastLogin: null,
  legalOrganization: { name: 'Beacon Settlement Funding' },
});

interface MatchShape {
  id: string;
  records: ReturnType<typeof caseRecord>[] | ReturnType<typeof contactRecord>[];
  masterCandidateIds: string[];
  modelType?: 'CASE' | 'CONTACT';
}

async function open(environment: MockEnvironment, matches: MatchShape[], filters: DedupeFilters = FILTERS) {
  const onFiltersChange = vi.fn();
  renderWithRelay(
    <>
      <Toaster toasterId={APP_TOASTER_ID} />
      <Suspense fallback={<p>Loading</p>}>
        <Harness filters={filters} onFiltersChange={onFiltersChange} />
      </Suspense>
    </>,
    environment,
    '/dedupe',
  );
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Viewer: () => ({ user: { isStaff: true } }),
        MatchCounts: () => ({ new: matches.length, needsMoreInformation: 2, dismissed: 5 }),
        MatchConnection: () => ({
          totalCount: matches.length,
          pageInfo: { hasNextPage: false, endCursor: null },
          edges: matches.map((match) => ({
            cursor: match.id,
            node: {
              __typename: 'Match',
              id: match.id,
              modelType: match.modelType ?? 'CASE',
              rule: 'name+birthdate',
              score: 0.92,
              note: '',
              fromImport: false,
              masterCandidateIds: match.masterCandidateIds,
              canMerge: true,
              canDismiss: filters.status !== 'DISMISSED',
              canMarkNeedsMoreInformation: filters.status === 'NEW',
              records: match.records,
            },
          })),
        }),
      }),
    );
  });
  return onFiltersChange;
}

const TWO_CASES: MatchShape = {
  id: 'Match:1',
  records: [caseRecord('c1', 'Ann Lee'), caseRecord('c2', 'Anne Lee')],
  masterCandidateIds: ['c1', 'c2'],
};

describe('a match card', () => {
  it('choosing a master removes it from the duplicates; Merge needs a master and a duplicate', async () => {
    await open(createTestEnvironment(), [TWO_CASES]);
    const card = await screen.findByRole('article', { name: /Ann Lee/ });
    const merge = within(card).getByRole('button', { name: DEDUPE_TEXTS.merge }) as HTMLButtonElement;
    expect(merge.disabled).toBe(true);
    fireEvent.click(within(card).getByRole('checkbox', { name: 'Duplicate: Ann Lee' }));
    expect(merge.disabled).toBe(true);
    fireEvent.click(within(card).getByRole('radio', { name: 'Master: Ann Lee' }));
    // Ann Lee became the master: no longer a duplicate, and her checkbox is off.
    const annDuplicate = within(card).getByRole('checkbox', { name: 'Duplicate: Ann Lee' }) as HTMLInputElement;
    expect(annDuplicate.checked).toBe(false);
    expect(annDuplicate.disabled).toBe(true);
    expect(merge.disabled).toBe(true);
    fireEvent.click(within(card).getByRole('checkbox', { name: 'Duplicate: Anne Lee' }));
    expect(merge.disabled).toBe(false);
    expect(screen.getByText('1 match')).toBeTruthy();
    expect(screen.getByRole('radio', { name: `${DEDUPE_TEXTS.statusNew} (1)` })).toBeTruthy();
    expect(screen.getByRole('radio', { name: `${DEDUPE_TEXTS.statusDismissed} (5)` })).toBeTruthy();
  });

  it('a contact that is not a user cannot be master when another is; a hint says why', async () => {
    await open(createTestEnvironment(), [
      {
        id: 'Match:2',
        modelType: 'CONTACT',
        records: [contactRecord('p1', 'Rae', false), contactRecord('p2', 'Ray', true)],
        masterCandidateIds: ['p2'],
      },
    ]);
    const card = await screen.findByRole('article', { name: /Rae Bell/ });
    expect((within(card).getByRole('radio', { name: 'Master: Rae Bell' }) as HTMLInputElement).disabled).toBe(true);
    expect((within(card).getByRole('radio', { name: 'Master: Ray Bell' }) as HTMLInputElement).disabled).toBe(false);
    expect(within(card).getByText(DEDUPE_TEXTS.contactMasterHint)).toBeTruthy();
  });

  it("merging: the card leaves, the count drops, 'Match successfully merged!'", async () => {
    const environment = createTestEnvironment();
    await open(environment, [
      TWO_CASES,
      { ...TWO_CASES, id: 'Match:3', records: [caseRecord('c3', 'Bo Ma'), caseRecord('c4', 'Bo Mah')], masterCandidateIds: ['c3', 'c4'] },
    ]);
    const card = await screen.findByRole('article', { name: /Ann Lee/ });
    fireEvent.click(within(card).getByRole('radio', { name: 'Master: Ann Lee' }));
    fireEvent.click(within(card).getByRole('checkbox', { name: 'Duplicate: Anne Lee' }));
    fireEvent.click(within(card).getByRole('button', { name: DEDUPE_TEXTS.merge }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toEqual({ matchId: 'Match:1', canonicalId: 'c1', duplicateIds: ['c2'] });
    // Nothing else can be submitted meanwhile.
    expect((within(card).getByRole('button', { name: DEDUPE_TEXTS.dismiss }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => {
      environment.mock.resolve(operation, { data: { mergeMatch: { decidedMatchId: 'Match:1', userErrors: [] } } });
    });
    expect(await screen.findByText(DEDUPE_TEXTS.merged)).toBeTruthy();
    expect(screen.queryByRole('article', { name: /Ann Lee/ })).toBeNull();
    expect(screen.getByText('1 match')).toBeTruthy();
    expect(screen.getByRole('radio', { name: `${DEDUPE_TEXTS.statusNew} (1)` })).toBeTruthy();
  });

  it("a refused merge keeps the card: 'Merging error occurred' with the reason", async () => {
    const environment = createTestEnvironment();
    await open(environment, [TWO_CASES]);
    const card = await screen.findByRole('article', { name: /Ann Lee/ });
    fireEvent.click(within(card).getByRole('radio', { name: 'Master: Anne Lee' }));
    fireEvent.click(within(card).getByRole('checkbox', { name: 'Duplicate: Ann Lee' }));
    fireEvent.click(within(card).getByRole('button', { name: DEDUPE_TEXTS.merge }));
    await act(async () => {
      environment.mock.resolve(environment.mock.getMostRecentOperation(), {
        data: { mergeMatch: { decidedMatchId: null, userErrors: [{ field: null, message: 'no document found', code: 'NOT_FOUND' }] } },
      });
    });
    expect(await screen.findByText(DEDUPE_TEXTS.mergeError)).toBeTruthy();
    expect(screen.getByText('no document found')).toBeTruthy();
    expect(screen.getByRole('article', { name: /Ann Lee/ })).toBeTruthy();
  });

  it('dismissing and asking for more information: their toasts; the note is required', async () => {
    const environment = createTestEnvironment();
    await open(environment, [
      TWO_CASES,
      { ...TWO_CASES, id: 'Match:3', records: [caseRecord('c3', 'Bo Ma'), caseRecord('c4', 'Bo Mah')], masterCandidateIds: ['c3', 'c4'] },
    ]);
    const first = await screen.findByRole('article', { name: /Ann Lee/ });
    fireEvent.click(within(first).getByRole('button', { name: DEDUPE_TEXTS.dismiss }));
    expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({ matchId: 'Match:1' });
    await act(async () => {
      environment.mock.resolve(environment.mock.getMostRecentOperation(), {
        data: { dismissMatch: { decidedMatchId: 'Match:1', userErrors: [] } },
      });
    });
    expect(await screen.findByText(DEDUPE_TEXTS.dismissed)).toBeTruthy();
    expect(screen.getByRole('radio', { name: `${DEDUPE_TEXTS.statusDismissed} (6)` })).toBeTruthy();

    const second = screen.getByRole('article', { name: /Bo Ma/ });
    fireEvent.click(within(second).getByRole('button', { name: DEDUPE_TEXTS.needsMoreInformation }));
    const dialog = await screen.findByRole('dialog');
    const save = within(dialog).getByRole('button', { name: DEDUPE_TEXTS.save }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Which date of loss?' } });
    fireEvent.click(save);
    expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({ matchId: 'Match:3', note: 'Which date of loss?' });
    await act(async () => {
      environment.mock.resolve(environment.mock.getMostRecentOperation(), {
        data: { markMatchNeedsMoreInformation: { decidedMatchId: 'Match:3', userErrors: [] } },
      });
    });
    expect(await screen.findByText(DEDUPE_TEXTS.markedNeedsMoreInformation)).toBeTruthy();
    // Nothing is left: the empty texts.
    await waitFor(() => expect(screen.getByText(dedupedAll('case'))).toBeTruthy());
    expect(screen.getByText('You have successfully deduped all cases!')).toBeTruthy();
    expect(screen.getByText(DEDUPE_TEXTS.repopulate)).toBeTruthy();
  });

  it('in the Dismissed list only Merge is offered; in Needs more information, Dismiss and Merge', async () => {
    await open(createTestEnvironment(), [TWO_CASES], { ...FILTERS, status: 'DISMISSED' });
    let card = await screen.findByRole('article', { name: /Ann Lee/ });
    expect((within(card).getByRole('button', { name: DEDUPE_TEXTS.dismiss }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(card).getByRole('button', { name: DEDUPE_TEXTS.needsMoreInformation }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    await open(createTestEnvironment(), [TWO_CASES], { ...FILTERS, status: 'NEEDS_MORE_INFORMATION' });
    card = await screen.findByRole('article', { name: /Ann Lee/ });
    expect((within(card).getByRole('button', { name: DEDUPE_TEXTS.dismiss }) as HTMLButtonElement).disabled).toBe(false);
    expect((within(card).getByRole('button', { name: DEDUPE_TEXTS.needsMoreInformation }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('the page', () => {
  it('the related-to-compulsion-firm filter is a checkbox that sets the filter', async () => {
    const onFiltersChange = await open(createTestEnvironment(), [], FILTERS);
    fireEvent.click(await screen.findByRole('checkbox', { name: DEDUPE_TEXTS.relatedToCompulsionFirm }));
    expect(onFiltersChange).toHaveBeenCalledWith({ ...FILTERS, relatedToCompulsionFirm: true });
  });

  it("the empty texts, the 'From Import' tag, the manual dedupe link; tab clicks are debounced", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const onFiltersChange = await open(createTestEnvironment(), [], { ...FILTERS, importId: '4f6c2c56-0d4e-4a43-9d8e-5e2b3c1a7f10' });
      expect(await screen.findByText(dedupedAll('case'))).toBeTruthy();
      expect(screen.getByText(DEDUPE_TEXTS.fromImport)).toBeTruthy();
      expect(screen.getByRole('link', { name: DEDUPE_TEXTS.manualDedupeLink }).getAttribute('href')).toBe('/manual-dedupe');
      fireEvent.click(screen.getByRole('tab', { name: 'Contacts' }));
      fireEvent.click(screen.getByRole('tab', { name: 'Cases' }));
      fireEvent.click(screen.getByRole('tab', { name: 'Contacts' }));
      expect(onFiltersChange).not.toHaveBeenCalled();
      await act(async () => {
        vi.advanceTimersByTime(400);
      });
      expect(onFiltersChange).toHaveBeenCalledTimes(1);
      expect(onFiltersChange.mock.calls[0]![0]).toMatchObject({ tab: 'contacts', importId: '4f6c2c56-0d4e-4a43-9d8e-5e2b3c1a7f10' });
    } finally {
      vi.useRealTimers();
    }
  });
});
