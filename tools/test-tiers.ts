import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';

/**
 * `npm test`: every test tier (the jest projects of jest.config.js) one after another, each with the
 * workers that suit it, then one summary: the time of each tier and the closing line
 * `tests: N passed, N failed`. Arguments after `--` go to every jest run (a path narrows each tier to
 * its matching files; a tier with none is skipped). Exits 1 when any tier failed.
 *
 * Why one after another: the unit and integration tiers use both cores with parallel workers; the
 * e2e tier drives one shared local stack in band (its stack and Chromium take the cores); the infra
 * tier's synth and bundling use them too. Run at once they would only fight for the same two cores:
 * measured with the infra tier beside the e2e tier, infra took 423 s instead of 88, every e2e file
 * slowed and the chaos run failed under the contention.
 */
interface Tier {
  name: 'unit' | 'integration' | 'infra' | 'e2e';
  workers: string;
}

export const TIERS: readonly Tier[] = [
  { name: 'unit', workers: '2' },
  { name: 'integration', workers: '2' },
  { name: 'infra', workers: '2' },
  // One shared stack per worker (test/support/e2e-setup.mjs); E2E_WORKERS sets how many.
  { name: 'e2e', workers: process.env.E2E_WORKERS ?? '1' },
];

interface TierResult {
  name: string;
  seconds: number;
  passed: number;
  failed: number;
  files: number;
  ok: boolean;
}

interface JestJson {
  numPassedTests: number;
  numFailedTests: number;
  numTotalTestSuites: number;
  success: boolean;
}

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT_DIR = path.join(ROOT, 'tmp', 'test-results');

function runTier(tier: Tier, extra: string[]): TierResult {
  const outputFile = path.join(OUT_DIR, `${tier.name}.json`);
  rmSync(outputFile, { force: true });
  const started = Date.now();
  const run = spawnSync(
    process.execPath,
    [
      '--experimental-vm-modules',
      path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js'),
      '--selectProjects',
      tier.name,
      `--maxWorkers=${tier.workers}`,
      '--forceExit',
      // Narrowed by a path, a tier may have no file that matches: then it has nothing to run.
      ...(extra.length > 0 ? ['--passWithNoTests'] : []),
      '--json',
      `--outputFile=${outputFile}`,
      ...extra,
    ],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: tier.name === 'e2e' ? { ...process.env, E2E_WORKERS: tier.workers } : process.env,
    },
  );
  const seconds = (Date.now() - started) / 1000;
  let json: JestJson | undefined;
  try {
    json = JSON.parse(readFileSync(outputFile, 'utf8')) as JestJson;
  } catch {
    json = undefined;
  }
  return {
    name: tier.name,
    seconds,
    passed: json?.numPassedTests ?? 0,
    failed: json?.numFailedTests ?? 0,
    files: json?.numTotalTestSuites ?? 0,
    ok: run.status === 0 && json?.success === true,
  };
}

function main(): void {
  const extra = process.argv.slice(2);
  const only = process.env.TEST_TIERS?.split(',').map((name) => name.trim());
  mkdirSync(OUT_DIR, { recursive: true });
  const results: TierResult[] = [];
  for (const tier of TIERS) {
    if (only !== undefined && !only.includes(tier.name)) continue;
    results.push(runTier(tier, extra));
  }
  const total = results.reduce((sum, result) => sum + result.seconds, 0);
  const lines = [
    '',
    '| tier | files | passed | failed | time |',
    '|---|---|---|---|---|',
    ...results.map(
      (result) =>
        `| ${result.name}${result.ok ? '' : ' (FAILED)'} | ${result.files} | ${result.passed} | ${result.failed} | ${result.seconds.toFixed(0)} s |`,
    ),
    `| all | ${results.reduce((sum, result) => sum + result.files, 0)} | | | ${total.toFixed(0)} s |`,
  ];
  console.log(lines.join('\n'));
  const passed = results.reduce((sum, result) => sum + result.passed, 0);
  const failed = results.reduce((sum, result) => sum + result.failed, 0);
  writeFileSync(path.join(OUT_DIR, 'summary.json'), JSON.stringify({ passed, failed, seconds: total, results }));
  console.log(`tests: ${passed} passed, ${failed} failed`);
  process.exit(results.every((result) => result.ok) ? 0 : 1);
}

main();
