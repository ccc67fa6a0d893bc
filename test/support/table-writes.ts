import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { build } from 'esbuild';
import { functionBuildOptions } from '../../infra/bundling';
import { REPO_ROOT } from '../../infra/function';
import { keys, SUSPENSE_PK, SYSTEM_LEDGER_PK } from '../../shared/store/keys';

/**
 * What a function's code can write to the table, read from its bundle: the partition-key prefix of
 * every `keys.<builder>(` call (and of the SUSPENSE_PK / SYSTEM_LEDGER_PK constants) in any module
 * esbuild puts in the function's bundle, and which write commands those modules send. Module
 * granularity over-approximates (a module that reads MERCHANT# and writes TX# counts both), which
 * is the safe side: a declared prefix list that covers this never denies a write the code makes.
 */
export interface BundleTableUse {
  /** Sorted partition-key prefixes, e.g. ['IDEM#', 'MERCHANT#', 'TX#']. */
  prefixes: string[];
  /** Whether any module sends a DeleteCommand, or a Delete in a transaction (DynamoDB authorizes it as DeleteItem too). */
  deletes: boolean;
  /** Whether any module sends a BatchWriteCommand. */
  batchWrites: boolean;
  /** Whether any module sends a ScanCommand (or paginates a scan). */
  scans: boolean;
  /** Whether any module sends a write at all (Put, Update, Delete, BatchWrite or TransactWrite). */
  writes: boolean;
}

/** The prefix a LeadingKeys condition names: the key up to and including its first `#`, else the whole fixed key. */
export function prefixOfPartitionKey(pk: string): string {
  const hash = pk.indexOf('#');
  return hash === -1 ? pk : pk.slice(0, hash + 1);
}

const BUILDERS = keys as unknown as Record<string, (...args: unknown[]) => { pk: string }>;
const CONSTANTS: Record<string, string> = { SUSPENSE_PK, SYSTEM_LEDGER_PK };

/** The prefix each key builder's partition keys start with, whatever its arguments. */
function builderPrefix(name: string): string | undefined {
  const builder = BUILDERS[name];
  if (typeof builder !== 'function') return undefined;
  return prefixOfPartitionKey(builder('', 0, '', 0).pk);
}

export function tableUseOfSources(sources: readonly string[]): BundleTableUse {
  const prefixes = new Set<string>();
  const text = sources.join('\n');
  for (const [, name] of text.matchAll(/\bkeys\.(\w+)\s*\(/g)) {
    const prefix = builderPrefix(name!);
    if (prefix !== undefined) prefixes.add(prefix);
  }
  for (const [name, pk] of Object.entries(CONSTANTS))
    if (new RegExp(`\\b${name}\\b`).test(text)) prefixes.add(prefixOfPartitionKey(pk));
  return {
    prefixes: [...prefixes].sort(),
    deletes: /\bDeleteCommand\b|\bDelete:\s*\{/.test(text),
    batchWrites: /\bBatchWriteCommand\b|\bBatchWriteItemCommand\b/.test(text),
    scans: /\bScanCommand\b|\bpaginateScan\b/.test(text),
    writes: /\b(Put|Update|Delete|BatchWrite|TransactWrite)(Item)?Command\b/.test(text),
  };
}

/**
 * The repo's own modules esbuild bundles for each handler entry (keys.ts itself excluded: it defines
 * every builder), from ONE esbuild pass over every entry at once with the functions' own build
 * options (infra/bundling.ts), no output written: each entry's modules are what its import edges
 * reach in that pass's metafile, exactly the inputs a build of that entry alone lists. One pass of a
 * few seconds instead of a bundle per function (87 of them).
 */
export async function bundledSourcesByEntry(entries: readonly string[]): Promise<Map<string, string[]>> {
  const unique = [...new Set(entries)];
  const entryPoints = Object.fromEntries(unique.map((entry, index) => [`e${index}`, path.join(REPO_ROOT, entry)]));
  const result = await build({
    ...functionBuildOptions({
      root: REPO_ROOT,
      entry: unique[0]!,
      outDir: path.join(REPO_ROOT, 'cdk.out', 'table-writes'),
    }),
    entryPoints,
    write: false,
    minify: false,
    sourcemap: false,
    logLevel: 'silent',
  });
  const inputs = result.metafile!.inputs;
  const sources = new Map<string, string[]>();
  for (const entry of unique) {
    const reached = new Set<string>();
    const pending = [path.relative(REPO_ROOT, path.join(REPO_ROOT, entry))];
    for (let input = pending.pop(); input !== undefined; input = pending.pop()) {
      if (reached.has(input) || inputs[input] === undefined) continue;
      reached.add(input);
      for (const edge of inputs[input]!.imports) if (!edge.external) pending.push(edge.path);
    }
    sources.set(
      entry,
      [...reached]
        .filter(
          (input) =>
            !input.includes('node_modules') &&
            /\.ts$/.test(input) &&
            !input.endsWith(path.join('shared', 'store', 'keys.ts')),
        )
        .sort()
        .map((input) => readFileSync(path.resolve(REPO_ROOT, input), 'utf8')),
    );
  }
  return sources;
}

/** What each entry's bundle can do to the table (bundledSourcesByEntry). */
export async function bundleTableUses(entries: readonly string[]): Promise<Map<string, BundleTableUse>> {
  const uses = new Map<string, BundleTableUse>();
  for (const [entry, sources] of await bundledSourcesByEntry(entries)) uses.set(entry, tableUseOfSources(sources));
  return uses;
}
