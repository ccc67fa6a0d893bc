import { readFileSync } from 'node:fs';
import { generateSchema, SCHEMA_PATH } from '../../client/generate';
import { buildOpenApiDocument } from '../../shared/openapi';

/** The first line where two texts differ (a readable failure instead of a 5,000-line diff). */
function firstDifference(
  committed: string,
  fresh: string,
): { line: number; committed?: string; fresh?: string } | undefined {
  const a = committed.split('\n');
  const b = fresh.split('\n');
  const index = a.findIndex((line, at) => line !== b[at]);
  if (index >= 0) return { line: index + 1, committed: a[index], fresh: b[index] };
  return a.length === b.length ? undefined : { line: a.length + 1, fresh: b[a.length] };
}

/**
 * client/schema.ts is generated from the OpenAPI document and committed. When a route, a schema or
 * an error code changes, the file must be regenerated; the typed client and the CLI are then
 * type-checked against the new types, so a change that breaks them fails `npm test`.
 */
describe('the typed client schema', () => {
  it('is exactly what openapi-typescript generates from the current OpenAPI document (run npm run client:generate)', async () => {
    const committed = readFileSync(SCHEMA_PATH, 'utf8');
    const fresh = await generateSchema();
    expect(firstDifference(committed, fresh)).toBeUndefined();
  }, 60_000);

  it('says it is generated, and covers every documented path of the service', async () => {
    const schema = readFileSync(SCHEMA_PATH, 'utf8');
    expect(schema.startsWith('/**\n * GENERATED FILE, DO NOT EDIT.')).toBe(true);
    for (const path of Object.keys(buildOpenApiDocument().paths ?? {})) expect(schema).toContain(`    "${path}": {`);
  });
});
