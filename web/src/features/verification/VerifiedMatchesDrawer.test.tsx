import { Toaster } from '@fluentui/react-components';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { APP_TOASTER_ID } from '../../ui/appToaster.ts';
import { VERIFICATION_TEXTS } from './texts.ts';
import { VerifiedMatchesDrawer } from './VerifiedMatchesDrawer.tsx';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

const match = {
  __typename: 'StaffLegalOrganization',
  id: 'StaffLegalOrganization:m1',
  name: 'Oak Rehab Group',
  type: 'MEDICAL_PRACTICE',
  phoneNumber: '',
  website: 'oakrehab.example',
  verificationWebsite: '',
  lastVerifiedAt: '2026-11-01T00:00:00Z',
  address: { address1: '10 Oak Ave', address2: '', city: 'Tulsa', state: 'OK', zipCode: '74103' },
};

async function open(onChoose?: (id: string | null) => void) {
  const environment = createTestEnvironment();
  renderWithRelay(
    <>
      <Toaster toasterId={APP_TOASTER_ID} />
      <VerifiedMatchesDrawer open onClose={() => undefined} onChoose={onChoose} />
    </>,
    environment,
    '/dedupe',
  );
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        StaffLegalOrganizationConnection: () => ({
          pageInfo: { hasNextPage: false, endCursor: null },
          edges: [{ cursor: 'offset:0', node: match }],
        }),
      }),
    );
  });
  return environment;
}

describe('the Verified Matches drawer', () => {
  it('lists verified matches; the edit modal has no e-mail, the add modal has one and saves', async () => {
    const environment = await open();
    const drawer = screen.getByRole('dialog', { name: VERIFICATION_TEXTS.verifiedMatches });
    expect(within(drawer).getByPlaceholderText(VERIFICATION_TEXTS.findVerifiedMatch)).toBeTruthy();
    const row = within(drawer).getByRole('row', { name: /Oak Rehab Group/ });
    fireEvent.click(within(row).getByRole('button', { name: VERIFICATION_TEXTS.edit }));
    // jsdom may keep the drawer's focus trap over a new modal for a moment (aria-hidden): fields found by label.
    const edit = await screen.findByRole('dialog', { name: VERIFICATION_TEXTS.editVerifiedMatch, hidden: true });
    expect((within(edit).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Oak Rehab Group');
    expect(within(edit).queryByLabelText(/^Email/)).toBeNull();
    fireEvent.click(within(edit).getByRole('button', { name: VERIFICATION_TEXTS.cancel, hidden: true }));

    fireEvent.click(within(drawer).getByRole('button', { name: VERIFICATION_TEXTS.addVerifiedMatch }));
    const add = await screen.findByRole('dialog', { name: VERIFICATION_TEXTS.addVerifiedMatch, hidden: true });
    fireEvent.change(within(add).getByLabelText(/^Name/), { target: { value: 'Elm Clinic' } });
    fireEvent.change(within(add).getByLabelText(/^Email/), { target: { value: 'desk@elm.example' } });
    fireEvent.click(within(add).getByRole('button', { name: VERIFICATION_TEXTS.save, hidden: true }));
    await waitFor(() => expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('useSaveVerifiedMatchMutation'));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toMatchObject({ name: 'Elm Clinic', email: 'desk@elm.example' });
    expect(operation.request.variables.input.id).toBeUndefined();
    await act(async () => {
      environment.mock.resolve(operation, {
        data: {
          saveVerifiedMatch: { verifiedMatch: null, userErrors: [{ field: 'city', message: 'This field is required.', code: 'INVALID' }] },
        },
      });
    });
    expect(await within(add).findByText('This field is required.')).toBeTruthy();
  });

  it('opened for an organisation, a row verifies it as that match', async () => {
    const onChoose = vi.fn();
    await open(onChoose);
    fireEvent.click(screen.getByRole('button', { name: VERIFICATION_TEXTS.useMatch }));
    expect(onChoose).toHaveBeenCalledWith('StaffLegalOrganization:m1');
    fireEvent.click(screen.getByRole('button', { name: VERIFICATION_TEXTS.verifyWithoutMatch }));
    expect(onChoose).toHaveBeenCalledWith(null);
  });
});
