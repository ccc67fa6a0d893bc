/** Attributes that exist only to place an item in the table or its indexes, never part of a record. */
const PLACEMENT_ATTRIBUTES = ['pk', 'sk', 'entity', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'gsi3pk', 'gsi3sk'];

/** The record an item holds: its fields without keys, index attributes and the given bookkeeping fields. */
export function recordOf<T>(item: Record<string, unknown>, bookkeeping: readonly string[] = []): T {
  const record = { ...item };
  for (const field of [...PLACEMENT_ATTRIBUTES, ...bookkeeping]) delete record[field];
  return record as T;
}

/** A single-item write whose condition was false: an expected outcome, not a failure. */
export function isConditionFailure(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}
