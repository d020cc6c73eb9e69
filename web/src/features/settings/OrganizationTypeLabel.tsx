import { Suspense } from 'react';
import { labelOf, useSettingsOptions } from './useSettingsOptions.ts';

function Label({ type }: { type: string }) {
  const { organizationTypes } = useSettingsOptions();
  return <>{labelOf(organizationTypes, type)}</>;
}

/** An organisation type's label from the option lists; the code itself while they load (the card never waits). */
export function OrganizationTypeLabel({ type }: { type: string }) {
  return (
    <Suspense fallback={type}>
      <Label type={type} />
    </Suspense>
  );
}
