/**
 * EMVCo merchant-presented QR payloads in the QRIS profile (Bank Indonesia's national standard):
 * a sequence of tag-length-value fields ending with a CRC-16/CCITT-FALSE over everything before it,
 * including the CRC field's own tag and length ("6304").
 */

const CRC_POLYNOMIAL = 0x1021;
const CRC_INITIAL = 0xffff;
const TLV_VALUE_LENGTH_MAX = 99;
const MERCHANT_NAME_LENGTH_MAX = 25;
const MERCHANT_CITY_LENGTH_MAX = 15;
const REFERENCE_LABEL_LENGTH_MAX = 25;

/** The simulator's one merchant, as the acquirer registered it with QRIS. */
const MERCHANT = {
  acquirerGlobalId: 'ID.CO.SIMGATEWAY.WWW',
  merchantPan: '936009990000000001',
  merchantId: '000000000000001',
  nationalMerchantId: 'ID1020012345678',
  criteria: 'UMI',
  categoryCode: '5999',
  name: 'SIMULATOR MERCHANT',
  city: 'JAKARTA',
  postalCode: '12190',
} as const;
const CURRENCY_IDR = '360';
const COUNTRY_ID = 'ID';

/** CRC-16/CCITT-FALSE: polynomial 0x1021, initial 0xFFFF, no reflection, no final XOR. */
export function crc16CcittFalse(text: string): number {
  let crc = CRC_INITIAL;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ CRC_POLYNOMIAL) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}

export function crcHex(text: string): string {
  return crc16CcittFalse(text).toString(16).toUpperCase().padStart(4, '0');
}

function tlv(tag: string, value: string): string {
  if (value.length > TLV_VALUE_LENGTH_MAX) throw new Error(`QRIS field ${tag} is longer than ${TLV_VALUE_LENGTH_MAX}`);
  return `${tag}${String(value.length).padStart(2, '0')}${value}`;
}

/** EMVCo fields carry printable ASCII only; anything else is dropped rather than mis-encoded. */
function printable(value: string, lengthMax: number): string {
  return value.replace(/[^\x20-\x7e]/g, '').slice(0, lengthMax);
}

function merchantAccountFields(): string {
  const acquirer =
    tlv('00', MERCHANT.acquirerGlobalId) +
    tlv('01', MERCHANT.merchantPan) +
    tlv('02', MERCHANT.merchantId) +
    tlv('03', MERCHANT.criteria);
  const national = tlv('00', 'ID.CO.QRIS.WWW') + tlv('02', MERCHANT.nationalMerchantId) + tlv('03', MERCHANT.criteria);
  return tlv('26', acquirer) + tlv('51', national);
}

/** A dynamic (single-use, fixed amount) QRIS payload for one payment. */
export function buildQrisPayload(amountIdr: number, referenceLabel: string): string {
  const body =
    tlv('00', '01') +
    tlv('01', '12') +
    merchantAccountFields() +
    tlv('52', MERCHANT.categoryCode) +
    tlv('53', CURRENCY_IDR) +
    tlv('54', String(amountIdr)) +
    tlv('58', COUNTRY_ID) +
    tlv('59', printable(MERCHANT.name, MERCHANT_NAME_LENGTH_MAX)) +
    tlv('60', printable(MERCHANT.city, MERCHANT_CITY_LENGTH_MAX)) +
    tlv('61', MERCHANT.postalCode) +
    tlv('62', tlv('05', printable(referenceLabel, REFERENCE_LABEL_LENGTH_MAX) || '-'));
  const withCrcHeader = `${body}6304`;
  return withCrcHeader + crcHex(withCrcHeader);
}
