// What a live subscriber missed while its connection was down (registry/API.md, "Events": replay).
import type { RegistryEvent } from '../events/registry-event.ts';
import { REGISTRY_PREFIX, type GatewayScope } from './scope.ts';

export interface EventReplay {
  /** True when `results` holds every event the subscriber missed; false: too many or unknown, refetch instead. */
  complete: boolean;
  results: RegistryEvent[];
  /** The newest event id as the registry answered. */
  latest: number;
}

export function eventsGateway(scope: GatewayScope) {
  return {
    /** The events after `after` addressed to the viewer's organisation (of one case when `caseId` is given). */
    replay: (after: number, caseId?: string | null) =>
      scope.client.get<EventReplay>(
        `${REGISTRY_PREFIX}/events/replay/`,
        caseId ? { after: String(after), case: caseId } : { after: String(after) },
      ),
  };
}
