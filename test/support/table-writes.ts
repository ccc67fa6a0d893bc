import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
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
  /** Whether any module sends a DeleteCommand. */
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
    deletes: /\bDeleteCommand\b/.test(text),
    batchWrites: /\bBatchWriteCommand\b|\bBatchWriteItemCommand\b/.test(text),
    scans: /\bScanCommand\b|\bpaginateScan\b/.test(text),
    writes: /\b(Put|Update|Delete|BatchWrite|TransactWrite)(Item)?Command\b/.test(text),
  };
}

/**
 * The repo's own modules in a function's staged bundle (keys.ts itself excluded: it defines every
 * builder), read from the source maps esbuild wrote beside the handler and each chunk: the infra tier
 * reads them from the one synth the stack test makes, instead of bundling every function again.
 * Each map's sources are relative to the directory esbuild built it in, which CDK renames to the
 * staged `asset.<hash>` directory beside it, so they resolve from the staged map's directory too.
 */
export function bundledSourcesOfAsset(assetDir: string): string[] {
  const sources = new Set<string>();
  for (const entry of readdirSync(assetDir, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.mjs.map')) continue;
    const mapDir = path.dirname(path.join(assetDir, entry));
    const map = JSON.parse(readFileSync(path.join(assetDir, entry), 'utf8')) as { sources: string[] };
    for (const source of map.sources) {
      const file = path.resolve(mapDir, source);
      const inRepo = path.relative(REPO_ROOT, file);
      if (inRepo.startsWith('..') || inRepo.includes('node_modules') || !inRepo.endsWith('.ts')) continue;
      if (inRepo === path.join('shared', 'store', 'keys.ts')) continue;
      sources.add(file);
    }
  }
  if (sources.size === 0) throw new Error(`no module of the repo found through the source maps in ${assetDir}`);
  return [...sources].sort().map((file) => readFileSync(file, 'utf8'));
}

export function bundleTableUseOfAsset(assetDir: string): BundleTableUse {
  return tableUseOfSources(bundledSourcesOfAsset(assetDir));
}
