/** The form of every id the database makes (PostgreSQL uuids), any version. */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a string has the form of our ids: anything else is "not found", never a query. */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
