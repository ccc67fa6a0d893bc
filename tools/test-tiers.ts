import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';

/**
 * `npm test`: every test tier (the jest projects of jest.config.js), each with the workers that suit
 * it, then one summary: the time of each tier and the closing line `tests: N passed, N failed`.
 * Arguments after `--` go to every jest run (a path narrows each tier to its matching files; a tier
 * with none is skipped). Exits 1 when any tier failed.
 *
 * The tiers run one after another: the unit and integration tiers' parallel workers (and DynamoDB
 * Local) keep both cores busy, the infra tier's synth and bundling too, and the e2e tier, in band,
 * is CPU-bound as well (its stack, Chromium, the chaos run's own stack). Run beside the e2e tier, the
 * infra tier took 423 s instead of 88 and slowed every e2e file, and the chaos run failed under the
 * contention: a stage of two tiers is kept possible (the first prints live, the other writes to
 * tmp/test-results/<tier>.log, printed when it ends), but none is used.
 */
interface Tier {
  name: 'unit' | 'integration' | 'infra' | 'e2e';
  workers: string;
}

/** The stages, in order; the tiers of one stage run at the same time, the first printing live. */
export const STAGES: readonly (readonly Tier[])[] = [
  [{ name: 'unit', workers: '2' }],
  [{ name: 'integration', workers: '2' }],
  [{ name: 'infra', workers: '2' }],
  [{ name: 'e2e', workers: '1' }],
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

function jestArguments(tier: Tier, extra: string[], outputFile: string): string[] {
  return [
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
  ];
}

async function runTier(tier: Tier, extra: string[], live: boolean): Promise<TierResult> {
  const outputFile = path.join(OUT_DIR, `${tier.name}.json`);
  const logFile = path.join(OUT_DIR, `${tier.name}.log`);
  rmSync(outputFile, { force: true });
  const started = Date.now();
  const child = spawn(process.execPath, jestArguments(tier, extra, outputFile), {
    cwd: ROOT,
    stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  if (!live) {
    const log = createWriteStream(logFile);
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
  }
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (!live) {
    console.log(
      `\n--- the ${tier.name} tier (run beside another; its output from ${path.relative(ROOT, logFile)}) ---`,
    );
    process.stdout.write(readFileSync(logFile, 'utf8'));
  }
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
    ok: status === 0 && json?.success === true,
  };
}

async function main(): Promise<void> {
  const extra = process.argv.slice(2);
  const only = process.env.TEST_TIERS?.split(',').map((name) => name.trim());
  mkdirSync(OUT_DIR, { recursive: true });
  const results: TierResult[] = [];
  const started = Date.now();
  for (const stage of STAGES) {
    const tiers = stage.filter((tier) => only === undefined || only.includes(tier.name));
    results.push(...(await Promise.all(tiers.map((tier, index) => runTier(tier, extra, index === 0)))));
  }
  const total = (Date.now() - started) / 1000;
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

await main();
