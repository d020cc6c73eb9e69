import type { RecordProxy, RecordSourceProxy } from 'relay-runtime';

let optimisticCount = 0;

/** A fresh client-only id for a record that exists until the server answers (Relay drops optimistic records then). */
export function optimisticId(kind: string): string {
  return `client:optimistic:${kind}:${++optimisticCount}`;
}

/** Takes the record `id` out of the plural linked field `field` of record `ownerId`, if both are in the store. */
export function removeFromLinkedList(store: RecordSourceProxy, ownerId: string, field: string, id: string): void {
  const owner = store.get(ownerId);
  const records = owner?.getLinkedRecords(field);
  if (owner && records)
    owner.setLinkedRecords(
      records.filter((record) => record?.getDataID() !== id),
      field,
    );
}

/** Appends `record` to the plural linked field `field` of record `ownerId`, if the owner is in the store. */
export function appendToLinkedList(store: RecordSourceProxy, ownerId: string, field: string, record: RecordProxy): void {
  const owner = store.get(ownerId);
  if (owner) owner.setLinkedRecords([...(owner.getLinkedRecords(field) ?? []), record], field);
}
