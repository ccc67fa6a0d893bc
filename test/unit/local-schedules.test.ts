import { LEDGER_AUDIT_INTERVAL_MS } from '../../shared/constants';
import { SCHEDULES } from '../../shared/schedules';
import { startsAtTick } from '../../local/schedules';

/** The local scheduler ticks every job every SCHEDULE_TICK_MS, but the ledger audit only every 15 minutes. */
describe('local schedule ticks', () => {
  const audit = SCHEDULES.find((schedule) => schedule.id === 'ledger-audit')!;

  it('defines the ledger audit every 15 minutes in AWS and locally', () => {
    expect(audit).toMatchObject({
      handler: 'functions/workers/ledger-audit.ts',
      expression: 'rate(15 minutes)',
      localEveryMs: 15 * 60 * 1000,
    });
    expect(LEDGER_AUDIT_INTERVAL_MS).toBe(15 * 60 * 1000);
  });

  it.each([
    ['its first tick', undefined, 0, true],
    ['a tick one second later', 0, 1_000, false],
    ['a tick just short of 15 minutes', 0, LEDGER_AUDIT_INTERVAL_MS - 1, false],
    ['the tick 15 minutes later', 0, LEDGER_AUDIT_INTERVAL_MS, true],
  ])('at %s (last start %s, now %s) the audit starts: %s', (_name, lastStartedMs, nowMs, starts) => {
    expect(startsAtTick(audit, lastStartedMs, nowMs)).toBe(starts);
  });

  it('starts every other job at every tick', () => {
    for (const schedule of SCHEDULES.filter((candidate) => candidate.localEveryMs === undefined))
      expect(startsAtTick(schedule, 0, 1)).toBe(true);
  });
});
