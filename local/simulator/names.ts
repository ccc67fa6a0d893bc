import { createHash } from 'node:crypto';

/**
 * Account holders' names for inquiries: a common Indonesian given name and family name picked by a
 * hash of the destination, so the same account always answers the same owner across runs.
 */
const GIVEN_NAMES = [
  'ADI',
  'AGUS',
  'AHMAD',
  'ANDI',
  'ANISA',
  'AYU',
  'BAMBANG',
  'BUDI',
  'DEDI',
  'DEWI',
  'DIAN',
  'EKO',
  'FAJAR',
  'FITRI',
  'HENDRA',
  'IKA',
  'INDAH',
  'IRWAN',
  'JOKO',
  'KARTIKA',
  'LESTARI',
  'MAYA',
  'NURUL',
  'PUTRI',
  'RATNA',
  'RINA',
  'RIZKY',
  'SITI',
  'SRI',
  'TAUFIK',
  'WAHYU',
  'YULIA',
] as const;

const FAMILY_NAMES = [
  'GUNAWAN',
  'HALIM',
  'HARAHAP',
  'HARTONO',
  'HIDAYAT',
  'IRAWAN',
  'KURNIAWAN',
  'LUBIS',
  'MAULANA',
  'NASUTION',
  'NUGROHO',
  'PANJAITAN',
  'PRATAMA',
  'PURNOMO',
  'RAHMAN',
  'SANTOSO',
  'SAPUTRA',
  'SETIAWAN',
  'SIAGIAN',
  'SIMANJUNTAK',
  'SIREGAR',
  'SUSANTO',
  'TANJUNG',
  'WIBOWO',
  'WIJAYA',
  'WIRAWAN',
] as const;

function pick(names: readonly string[], index: number): string {
  return names[index % names.length] ?? '';
}

/** An upper-case "GIVEN FAMILY" name for the destination key (channel, bank or product, number). */
export function accountNameFor(destinationKey: string): string {
  const digest = createHash('sha256').update(destinationKey, 'utf8').digest();
  return `${pick(GIVEN_NAMES, digest.readUInt16BE(0))} ${pick(FAMILY_NAMES, digest.readUInt16BE(2))}`;
}
