const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in paths and filters are uuids; anything else is "not found" or a field error, never a database error. */
export const isUuid = (value: string) => UUID.test(value);
