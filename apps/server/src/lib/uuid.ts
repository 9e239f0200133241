const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Ids are uuid columns, and PostgreSQL answers a query comparing one with text that is not a
 * UUID with an error. The API treats ids as opaque strings (the shared contract only caps
 * their length), so an id from a request body is checked here before it reaches a query.
 */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
