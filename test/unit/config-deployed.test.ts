import { loadConfig, localConveniences } from '../../shared/config';

/** DEPLOYED (set by infra on every function) turns the local sandbox's conveniences off (DESIGN 18). */
describe('the deployed flag', () => {
  const base = { TABLE_NAME: 'table' };

  it('is off unless DEPLOYED=1', () => {
    expect(loadConfig(base).deployed).toBe(false);
    expect(loadConfig({ ...base, DEPLOYED: '1' }).deployed).toBe(true);
    expect(() => loadConfig({ ...base, DEPLOYED: 'yes' })).toThrow(/DEPLOYED/);
  });

  it.each([
    ['0', '0', false],
    ['0', '1', false],
    ['1', '0', true],
    ['1', '1', false],
  ] as const)('SANDBOX=%s DEPLOYED=%s: local conveniences %s', (sandbox, deployed, expected) => {
    expect(localConveniences(loadConfig({ ...base, SANDBOX: sandbox, DEPLOYED: deployed }))).toBe(expected);
  });
});
