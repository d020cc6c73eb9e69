import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { expect } from 'vitest';

type Resolvers = Parameters<typeof MockPayloadGenerator.generate>[1];

/** Answers the most recent operation with generated data shaped by `resolvers`. */
export async function resolveLatest(environment: MockEnvironment, resolvers: Resolvers) {
  await act(async () => {
    environment.mock.resolveMostRecentOperation((op: OperationDescriptor) => MockPayloadGenerator.generate(op, resolvers));
  });
}

export const latestVariables = (environment: MockEnvironment) => environment.mock.getMostRecentOperation().request.variables;

/** The law-firm directory the picker's search answers with in tests. */
export const LAW_FIRM_DIRECTORY = [
  { internalID: 'firm-hartwell', name: 'Hartwell & Associates' },
  { internalID: 'firm-morales', name: 'Morales Cole Trial Lawyers' },
  { internalID: 'firm-baker', name: 'Baker Injury Law' },
];

/**
 * Types `text` in the ui/LawFirmPicker, answers its directory search, picks `name`, and checks that `excludedName`
 * (the firm on the case now) was not offered.
 */
export async function chooseLawFirm(environment: MockEnvironment, text: string, name: string, excludedName = 'Hartwell & Associates') {
  const box = screen.getByRole('combobox', { name: /Law firm/ });
  fireEvent.change(box, { target: { value: text } });
  if (box.getAttribute('aria-expanded') !== 'true') fireEvent.click(box);
  await waitFor(
    () => expect(environment.mock.getAllOperations().some((op) => op.request.node.params.name === 'LawFirmPickerSearchQuery')).toBe(true),
    {
      timeout: 2000,
    },
  );
  await resolveLatest(environment, { Viewer: () => ({ lawFirmDirectory: LAW_FIRM_DIRECTORY }) });
  fireEvent.click(await screen.findByRole('option', { name }));
  expect(screen.queryByRole('option', { name: excludedName })).toBeNull();
}
