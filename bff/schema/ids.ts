import { decodeGlobalID } from '@pothos/plugin-relay';

/** A record id as a client has it: the global id of `typename`, or the registry id (from a URL). */
export function internalId(typename: string, id: string): string {
  try {
    const decoded = decodeGlobalID(id);
    if (decoded.typename === typename) return decoded.id;
  } catch {
    // Not a global id.
  }
  return id;
}
