// What every resource of the gateway shares: the registry client of the current identity, the viewer (for the
// side's paths), and the gateway's DataLoaders, so that one call clears every cache of the gateway.
import type DataLoader from 'dataloader';
import type { RegistryClient } from '../rest/registry-client.ts';
import type { AccountJson, MeJson } from '../rest/types.ts';

export { REGISTRY_PREFIX, AUTH_PREFIX } from '../rest/registry-client.ts';

export type OrganizationKind = 'LAW_FIRM' | 'LIENHOLDER';

/** The signed-in user and the account (organisation) they act for. */
export interface ViewerState {
  me: MeJson;
  account: AccountJson | null;
  organizationId: string | null;
  kind: OrganizationKind | null;
  token: string;
  /** The identity the registry named with `me` (its registry-identity header), and when it was read (epoch ms). */
  identity?: string | null;
  readAt?: number;
}

export type ActingViewer = ViewerState & { kind: OrganizationKind; organizationId: string };

export interface GatewayScope {
  /** The client of the identity the gateway acts as now (it changes on sign-in and account switch). */
  readonly client: RegistryClient;
  /** The viewer, null when signed out. */
  viewer(): Promise<ViewerState | null>;
  /** The viewer acting for an organisation; throws UNAUTHENTICATED / NO_ORGANIZATION otherwise. */
  acting(): Promise<ActingViewer>;
  /** A DataLoader of this gateway (cleared with it). Batch functions return results in key order. */
  loader<K, V>(batch: (keys: readonly K[]) => Promise<ArrayLike<V | Error>>): DataLoader<K, V>;
}

/** The registry path segment of each side: `/escrow-agent/…` for law firms, `/lienholder/…` for lienholders. */
export const sidePath = (kind: OrganizationKind) => (kind === 'LAW_FIRM' ? 'escrow-agent' : 'lienholder');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The distinct ids that can exist (others are left out rather than failing a whole batch with a 400). */
export const validIds = (ids: readonly string[]) => [...new Set(ids.filter((id) => UUID.test(id)))];

/** `records` matched to `keys` by `keyOf`, in key order; a missing one is null. */
export function inKeyOrder<T>(keys: readonly string[], records: readonly T[], keyOf: (record: T) => string): (T | null)[] {
  const byKey = new Map(records.map((record) => [keyOf(record), record]));
  return keys.map((key) => byKey.get(key) ?? null);
}

/** `records` grouped under `keys` by `keyOf`, in key order; a key without records gets []. */
export function groupedByKey<T>(keys: readonly string[], records: readonly T[], keyOf: (record: T) => string): T[][] {
  const byKey = new Map<string, T[]>();
  for (const record of records) byKey.set(keyOf(record), [...(byKey.get(keyOf(record)) ?? []), record]);
  return keys.map((key) => byKey.get(key) ?? []);
}

export const segment = (id: string) => encodeURIComponent(id);
