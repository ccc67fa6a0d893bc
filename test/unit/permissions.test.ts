import { CHANNELS } from '../../shared/channels/registry';
import {
  type ClientGrant,
  MONEY_OUT_PERMISSIONS,
  moneyOutGranted,
  NO_GRANT,
  PERMISSIONS,
} from '../../shared/domain/permissions';

/** The permission vocabulary, and which changes of a client grant money-out (docs/ARCHITECTURE.md, section 15). */
describe('permissions', () => {
  it('names the money-out permissions of DESIGN 21, each one a permission', () => {
    expect([...MONEY_OUT_PERMISSIONS].sort()).toEqual(
      [
        'transfer:create',
        'ewallet:create',
        'digital:create',
        'digital:ppob',
        'refund:create',
        'batch:approve',
        'withdrawal:create',
      ].sort(),
    );
    for (const permission of MONEY_OUT_PERMISSIONS) expect(PERMISSIONS).toContain(permission);
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
  });

  it("takes each channel's money-out permissions from its own permissions", () => {
    for (const entry of Object.values(CHANNELS))
      for (const permission of entry.moneyOutPermissions) expect(entry.permissions).toContain(permission);
  });

  const on = (...permissions: ClientGrant['permissions']): ClientGrant => ({ permissions, active: true });
  const off = (...permissions: ClientGrant['permissions']): ClientGrant => ({ permissions, active: false });

  it.each<[string, ClientGrant, ClientGrant, string[]]>([
    ['a new client that reads and takes money in', NO_GRANT, on('qris:create', 'qris:read'), []],
    [
      'a new client that pays out',
      NO_GRANT,
      on('qris:read', 'transfer:create', 'transfer:create'),
      ['transfer:create'],
    ],
    ['adding a money-out permission', on('transfer:create'), on('transfer:create', 'digital:ppob'), ['digital:ppob']],
    ['adding one to a client that is off', off('qris:read'), off('qris:read', 'refund:create'), ['refund:create']],
    [
      'turning on a client that spends',
      off('qris:read', 'ewallet:create'),
      on('qris:read', 'ewallet:create'),
      ['ewallet:create'],
    ],
    ['turning on a client that only reads', off('qris:read'), on('qris:read'), []],
    ['narrowing a client that spends', on('transfer:create', 'ewallet:create'), on('ewallet:create'), []],
    ['turning off a client that spends', on('transfer:create'), off('transfer:create'), []],
    ['adding a read permission to a client that spends', on('transfer:create'), on('transfer:create', 'va:read'), []],
  ])('%s: grants exactly what it makes newly usable', (_label, before, after, granted) => {
    expect(moneyOutGranted(before, after)).toEqual(granted);
  });
});
