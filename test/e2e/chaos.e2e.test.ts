import { spawnSync } from 'node:child_process';
import { userEnvironment } from './support';

const REPO_ROOT = new URL('../../', import.meta.url).pathname;

/**
 * The README's chaos table is a claim; this keeps it true: `npm run chaos` (a smaller run, two
 * merchants) must end with every check passing and its exit code 0.
 */
describe('npm run chaos', () => {
  it('ends with nothing lost, nothing applied twice, and no 5xx for bad input', () => {
    // As `npm run chaos` starts it (node --import tsx), without npx or npm in front: a timeout's
    // signal reaches the run itself.
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'chaos/run.ts'], {
      cwd: REPO_ROOT,
      env: { ...userEnvironment(), CHAOS_MERCHANTS: '2', CHAOS_SEED: '3' },
      encoding: 'utf8',
      timeout: 480_000,
    });
    if (run.status !== 0) {
      // What the run said, so a failure that is not one of the table's checks (a thrown error, the
      // stack not starting) can be read from the CI log: the table and the last lines of stderr.
      const notMetrics = (line: string) => !line.startsWith('{"_aws"');
      process.stdout.write(
        `npm run chaos ended with ${run.status ?? run.signal}:\n${run.stdout.split('\n').filter(notMetrics).join('\n')}\n` +
          `stderr (last 40 lines):\n${(run.stderr ?? '').split('\n').filter(notMetrics).slice(-40).join('\n')}\n`,
      );
    }
    const table = run.stdout
      .split('\n')
      .filter((line) => line.startsWith('|'))
      .join('\n');
    expect({ status: run.status, problems: run.stdout.split('\n').filter((line) => line.startsWith('  !')) }).toEqual({
      status: 0,
      problems: [],
    });
    expect(table).toMatch(/\| result +\| nothing lost, nothing applied twice/);
    expect(table).toMatch(/\| 5xx for bad input +\| 0 of \d+/);
    expect(table).toMatch(/\| faults: DynamoDB answers lost after commit +\| [1-9]/);
    expect(table).toMatch(/\| faults: worker killed mid-batch +\| [1-9]/);
    expect(table).toMatch(/\| faults: refunds racing on one payment \(3 at once, 2 fit\) +\| [1-9]\d* sent/);
    expect(table).toMatch(
      /\| refunds: ended, never above the paid amount +\| [1-9]\d* succeeded, \d+ failed, 0 pending/,
    );
    expect(table).toMatch(
      /\| batches: completed, each row one payout +\| 2 of 2 completed: [1-9]\d* rows paid, [1-9]\d* failed, 2 invalid, 0 wrong/,
    );
  }, 540_000);
});
