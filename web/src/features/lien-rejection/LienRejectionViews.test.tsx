import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LienRejectionViewsTestQuery } from '../../__generated__/LienRejectionViewsTestQuery.graphql.ts';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { FinanceTab } from '../liens/FinanceTab.tsx';
import { LienRejectionNotice } from './LienRejectionNotice.tsx';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

const query = graphql`
  query LienRejectionViewsTestQuery @relay_test_operation {
    viewer {
      case(internalID: "x") {
        ...FinanceTab_case
        userLien {
          ...LienRejectionNotice_lien
        }
      }
    }
  }
`;

function Harness({ canReject }: { canReject: boolean }) {
  const data = useLazyLoadQuery<LienRejectionViewsTestQuery>(query, {});
  const kase = data.viewer?.case;
  if (!kase) return null;
  return (
    <>
      <FinanceTab caseRef={kase} canRejectVerification={canReject} />
      {kase.userLien ? <LienRejectionNotice lienRef={kase.userLien} /> : null}
    </>
  );
}

const lien = (name: string, verificationStatus: string, hasOpenRejection: boolean) => ({
  id: `Lien:${name}`,
  isOwn: false,
  balance: null,
  balanceLastUpdatedAt: null,
  verificationStatus,
  hasOpenRejection,
  lienholder: { id: `Organization:${name}`, name },
});

function renderCase(canReject: boolean, liens: unknown[], userLien: unknown = null) {
  const environment = createTestEnvironment();
  environment.mock.queueOperationResolver((op: OperationDescriptor) =>
    MockPayloadGenerator.generate(op, {
      Case: () => ({ id: 'Case:1', liens, userLien, lawFirm: { internalID: 'firm-1', name: 'Hartwell & Associates' } }),
    }),
  );
  renderWithRelay(
    <Suspense fallback="loading">
      <Harness canReject={canReject} />
    </Suspense>,
    environment,
  );
  return environment;
}

describe('lien rejection on the Finance tab (law firm)', () => {
  it('shows each lien’s verification, a badge while a rejection is open, and the reject action only when none is', async () => {
    renderCase(true, [lien('Riverside Spine', 'RESUBMITTED', false), lien('Beacon Funding', 'PENDING', true)]);
    const rows = await screen.findAllByRole('row');
    const riverside = rows.find((row) => within(row).queryByText('Riverside Spine'))!;
    const beacon = rows.find((row) => within(row).queryByText('Beacon Funding'))!;
    expect(within(riverside).getByText('Resubmitted')).toBeTruthy();
    expect(within(riverside).queryByText('Verification rejected')).toBeNull();
    expect(within(beacon).getByText('Verification rejected')).toBeTruthy();
    expect(
      (within(beacon).getByRole('button', { name: "Reject verification of Beacon Funding's lien" }) as HTMLButtonElement).disabled,
    ).toBe(true);

    fireEvent.click(within(riverside).getByRole('button', { name: "Reject verification of Riverside Spine's lien" }));
    expect(await screen.findByRole('dialog', { name: 'Reject Lien Verification' })).toBeTruthy();
  });

  it('offers no reject action to a lienholder', async () => {
    renderCase(false, [lien('Beacon Funding', 'PENDING', false)]);
    expect(await screen.findByText('Beacon Funding')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Reject verification/ })).toBeNull();
  });
});

describe('LienRejectionNotice (lienholder Status tab)', () => {
  it('shows the law firm’s reasons and opens the Resolve rejection dialog', async () => {
    renderCase(false, [], { id: 'Lien:own', hasOpenRejection: true, rejectionNote: 'No signed lien letter' });
    expect(await screen.findByText('No signed lien letter')).toBeTruthy();
    expect(screen.getByText('Hartwell & Associates rejected this lien for the following reasons:')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Resolve rejection' })));
    expect(await screen.findByRole('dialog', { name: 'Resolve rejection' })).toBeTruthy();
  });

  it('is absent without an open rejection', async () => {
    renderCase(false, [], { id: 'Lien:own', hasOpenRejection: false, rejectionNote: null });
    await screen.findByText('Other Liens');
    expect(screen.queryByRole('button', { name: 'Resolve rejection' })).toBeNull();
  });
});
