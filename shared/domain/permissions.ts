/** What an API client may do, one permission per contract capability. */
export const PERMISSIONS = [
  'qris:create',
  'qris:read',
  'va:create',
  'va:read',
  'transfer:create',
  'ewallet:create',
  'digital:read',
  'digital:create',
  'digital:ppob',
] as const;
export type Permission = (typeof PERMISSIONS)[number];
