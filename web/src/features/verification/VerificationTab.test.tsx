import { Toaster } from '@fluentui/react-components';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { APP_TOASTER_ID } from '../../ui/appToaster.ts';
import { VERIFICATION_TEXTS, dedupedAll } from './texts.ts';
import { VerificationTab, type VerificationModel } from './VerificationTab.tsx';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

const contact = (id: string, first: string) => ({
  __typename: 'VerificationContact',
  id,
  firstName: first,
  lastName: 'Bell',
  email: `${first.toLowerCase()}@gmail.example`,
  isUser: false,
  dismissedVerificationNote: '',
  createdByOrganizationName: null,
  legalOrganization: { name: 'Beacon Clinic' },
  canVerify: true,
  canMarkNeedsMoreInformation: true,
  canMarkCouldNotVerify: true,
});

async function open(environment: MockEnvironment, model: VerificationModel, rows: ReturnType<typeof contact>[]) {
  renderWithRelay(
    <>
      <Toaster toasterId={APP_TOASTER_ID} />
      <Suspense fallback={<p>Loading</p>}>
        <VerificationTab model={model} />
      </Suspense>
    </>,
    environment,
    '/dedupe',
  );
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        VerificationCounts: () => ({ new: rows.length, needsMoreInformation: 4 }),
        VerificationContactConnection: () => ({
          totalCount: rows.length,
          pageInfo: { hasNextPage: false, endCursor: null },
          edges: rows.map((node, index) => ({ cursor: `offset:${index}`, node })),
        }),
        StaffLegalOrganizationConnection: () => ({ totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, edges: [] }),
      }),
    );
  });
}

describe('the contacts verification table', () => {
  it('verify: the confirmation round trip, then the row leaves and the count drops', async () => {
    const environment = createTestEnvironment();
    await open(environment, 'CONTACT', [contact('VerificationContact:1', 'Rae'), contact('VerificationContact:2', 'Ray')]);
    expect(screen.getByRole('radio', { name: `${VERIFICATION_TEXTS.statusNew} (2)` })).toBeTruthy();
    expect(screen.getByRole('radio', { name: `${VERIFICATION_TEXTS.statusNeedsMoreInformation} (4)` })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /Dismissed/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Verify Rae Bell' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(VERIFICATION_TEXTS.verifyContactTitle)).toBeTruthy();
    expect((within(dialog).getByRole('checkbox', { name: VERIFICATION_TEXTS.verifyEmailDomain }) as HTMLInputElement).checked).toBe(true);
    const verify = within(dialog).getByRole('button', { name: VERIFICATION_TEXTS.verify }) as HTMLButtonElement;
    expect(verify.disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Verification reason/ }), { target: { value: 'Phoned the office' } });
    expect(verify.disabled).toBe(false);
    fireEvent.click(verify);

    const text =
      "This contact is listed with Beacon Clinic ... but their email (rae@gmail.example) does not match the organization's domain (beacon.example). Are you sure you want to verify this contact?";
    await waitFor(() => expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('useVerifyContactMutation'));
    const first = environment.mock.getMostRecentOperation();
    expect(first.request.variables.input).toMatchObject({ id: 'VerificationContact:1', verifyEmailDomain: true, confirmed: false });
    await act(async () => {
      environment.mock.resolve(first, {
        data: {
          verifyContact: { removedId: null, userErrors: [{ field: 'verifyEmailDomain', message: text, code: 'CONFIRMATION_REQUIRED' }] },
        },
      });
    });
    expect(await within(dialog).findByText(VERIFICATION_TEXTS.confirmTitle)).toBeTruthy();
    expect(within(dialog).getByText(text)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: VERIFICATION_TEXTS.verify }));
    await waitFor(() => expect(environment.mock.getMostRecentOperation().request.variables.input.confirmed).toBe(true));
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: { verifyContact: { removedId: 'VerificationContact:1', userErrors: [] } },
      });
    });
    expect(await screen.findByText(VERIFICATION_TEXTS.contactVerified, undefined, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Rae Bell')).toBeNull(), { timeout: 5000 });
    expect(screen.getByText('Ray Bell')).toBeTruthy();
    expect(screen.getByRole('radio', { name: `${VERIFICATION_TEXTS.statusNew} (1)` })).toBeTruthy();
  });

  it('shows the empty texts when nothing is left', async () => {
    await open(createTestEnvironment(), 'CONTACT', []);
    expect(screen.getByText(dedupedAll('contact'))).toBeTruthy();
    expect(screen.getByText(VERIFICATION_TEXTS.repopulate)).toBeTruthy();
  });
});
