import {
  CUSTOMER_NUMBER_DIGITS_MAX,
  CUSTOMER_NUMBER_DIGITS_MIN,
  GAME_ACCOUNT_DIGITS_MAX,
  GAME_ACCOUNT_DIGITS_MIN,
  GAME_SERVER_ID_DIGITS_MAX,
  GAME_SERVER_ID_DIGITS_MIN,
  MSISDN_DIGITS_MAX,
  MSISDN_DIGITS_MIN,
  PLN_METER_DIGIT_COUNTS,
} from './limits';
import { done, refuse, type Outcome } from '../../domain/outcome';
import type { CatalogProduct, DestinationKind } from './catalog';

/**
 * Whether `tujuan` (and `server_id`) can receive a product, checked before any money moves. A
 * destination the provider would refuse anyway is refused here, with the contract's code.
 */
export type DestinationCheck =
  | { ok: true; tujuan: string; serverId?: string }
  | { ok: false; code: 'invalid_msisdn' | 'validation_failed'; field: 'tujuan' | 'server_id'; message: string };

type DestinationFailure = Extract<DestinationCheck, { ok: false }>;
type TujuanCheck = { ok: true; tujuan: string } | DestinationFailure;

/** The four-digit prefixes (written 08xx) each mobile operator's numbers start with. */
export const OPERATOR_PREFIXES: Readonly<Record<string, readonly string[]>> = {
  Telkomsel: ['0811', '0812', '0813', '0821', '0822', '0823', '0851', '0852', '0853'],
  Indosat: ['0814', '0815', '0816', '0855', '0856', '0857', '0858'],
  XL: ['0817', '0818', '0819', '0859', '0877', '0878'],
  Axis: ['0831', '0832', '0833', '0838'],
  Tri: ['0895', '0896', '0897', '0898', '0899'],
  Smartfren: ['0881', '0882', '0883', '0884', '0885', '0886', '0887', '0888', '0889'],
};

const OPERATOR_BY_PREFIX: ReadonlyMap<string, string> = new Map(
  Object.entries(OPERATOR_PREFIXES).flatMap(([operator, prefixes]) =>
    prefixes.map((prefix) => [prefix, operator] as const),
  ),
);

const MSISDN_FORMAT = `an Indonesian mobile number: 08, 628 or +628, then ${MSISDN_DIGITS_MIN} to ${MSISDN_DIGITS_MAX} digits written from the 0`;

/** ASCII digits only (`\d` without the u flag matches 0-9 and nothing else). */
const digitsBetween = (text: string, min: number, max: number): boolean =>
  /^\d+$/.test(text) && text.length >= min && text.length <= max;

const failure = (
  code: DestinationFailure['code'],
  field: DestinationFailure['field'],
  message: string,
): DestinationFailure => ({ ok: false, code, field, message });

/**
 * The number in its local form `08...` when it is written as an Indonesian mobile number (`08...`,
 * `628...` or `+628...`) and is 10 to 13 digits long in that form; otherwise undefined.
 */
export function normalizeMsisdn(raw: string): string | undefined {
  let local = raw;
  if (raw.startsWith('+628')) local = `0${raw.slice(3)}`;
  else if (raw.startsWith('628')) local = `0${raw.slice(2)}`;
  if (!local.startsWith('08') || !digitsBetween(local, MSISDN_DIGITS_MIN, MSISDN_DIGITS_MAX)) return undefined;
  return local;
}

/** The operator whose prefix a local `08...` number carries, if any. */
export function operatorOfMsisdn(localNumber: string): string | undefined {
  return OPERATOR_BY_PREFIX.get(localNumber.slice(0, 4));
}

/** Pulsa, data and postpaid mobile bills: a number of the product's own operator, nobody else's. */
function checkOperatorMsisdn(product: CatalogProduct, tujuan: string): TujuanCheck {
  const prefixes = OPERATOR_PREFIXES[product.operator];
  // A catalog row addressed to a mobile number of an operator we hold no prefixes for is a bug.
  if (prefixes === undefined)
    throw new Error(`Product ${product.kode_produk}: no mobile prefixes for operator ${product.operator}`);
  const local = normalizeMsisdn(tujuan);
  if (local === undefined) return failure('invalid_msisdn', 'tujuan', `tujuan must be ${MSISDN_FORMAT}`);
  const owner = operatorOfMsisdn(local);
  if (owner !== product.operator) {
    const whose = owner === undefined ? 'is not a number of any mobile operator' : `is a ${owner} number`;
    return failure(
      'invalid_msisdn',
      'tujuan',
      `${local} ${whose}; ${product.kode_produk} needs a ${product.operator} number (${prefixes.join(', ')})`,
    );
  }
  return { ok: true, tujuan: local };
}

/** E-money (e-wallet) accounts are registered to a phone number of any mobile operator (not a landline or 0800 number). */
function checkEmoneyPhone(_product: CatalogProduct, tujuan: string): TujuanCheck {
  const local = normalizeMsisdn(tujuan);
  if (local === undefined) return failure('invalid_msisdn', 'tujuan', `tujuan must be ${MSISDN_FORMAT}`);
  if (operatorOfMsisdn(local) === undefined)
    return failure('invalid_msisdn', 'tujuan', `${local} is not a number of any Indonesian mobile operator`);
  return { ok: true, tujuan: local };
}

/** A bad user ID is a plain field error: it is not a number the contract's invalid_msisdn speaks of. */
function checkGameAccount(_product: CatalogProduct, tujuan: string): TujuanCheck {
  if (digitsBetween(tujuan, GAME_ACCOUNT_DIGITS_MIN, GAME_ACCOUNT_DIGITS_MAX)) return { ok: true, tujuan };
  return failure(
    'validation_failed',
    'tujuan',
    `tujuan must be the game user ID: ${GAME_ACCOUNT_DIGITS_MIN} to ${GAME_ACCOUNT_DIGITS_MAX} digits`,
  );
}

/**
 * invalid_msisdn is the contract's only code for a destination the order cannot go to, so a bad
 * meter number answers it too; the message says that a meter number was expected.
 */
function checkPlnMeter(_product: CatalogProduct, tujuan: string): TujuanCheck {
  if (/^\d+$/.test(tujuan) && (PLN_METER_DIGIT_COUNTS as readonly number[]).includes(tujuan.length))
    return { ok: true, tujuan };
  return failure(
    'invalid_msisdn',
    'tujuan',
    `tujuan must be the PLN meter number or customer ID (ID pelanggan): ${PLN_METER_DIGIT_COUNTS.join(' or ')} digits`,
  );
}

/** A postpaid customer number is the bill's destination, so it answers invalid_msisdn like a meter number. */
function checkCustomerNumber(_product: CatalogProduct, tujuan: string): TujuanCheck {
  if (digitsBetween(tujuan, CUSTOMER_NUMBER_DIGITS_MIN, CUSTOMER_NUMBER_DIGITS_MAX)) return { ok: true, tujuan };
  return failure(
    'invalid_msisdn',
    'tujuan',
    `tujuan must be the customer number: ${CUSTOMER_NUMBER_DIGITS_MIN} to ${CUSTOMER_NUMBER_DIGITS_MAX} digits`,
  );
}

const TUJUAN_CHECKS: Record<DestinationKind, (product: CatalogProduct, tujuan: string) => TujuanCheck> = {
  msisdn: checkOperatorMsisdn,
  emoney_phone: checkEmoneyPhone,
  game_account: checkGameAccount,
  pln_meter: checkPlnMeter,
  customer_number: checkCustomerNumber,
};

/** Games played on several servers need the server (zone) ID; every other product refuses one. */
function checkServerId(product: CatalogProduct, serverId: string | undefined): DestinationFailure | undefined {
  if (!product.butuh_server_id) {
    return serverId === undefined
      ? undefined
      : failure('validation_failed', 'server_id', `${product.kode_produk} takes no server_id`);
  }
  if (serverId === undefined)
    return failure('validation_failed', 'server_id', `${product.kode_produk} needs the server_id of the game account`);
  if (digitsBetween(serverId, GAME_SERVER_ID_DIGITS_MIN, GAME_SERVER_ID_DIGITS_MAX)) return undefined;
  return failure(
    'validation_failed',
    'server_id',
    `server_id must be ${GAME_SERVER_ID_DIGITS_MIN} to ${GAME_SERVER_ID_DIGITS_MAX} digits`,
  );
}

/**
 * Checks the destination of an order for `product`: `tujuan` first, then `server_id`. Mobile
 * numbers come back in their local form `08...`; other destinations exactly as given.
 */
export function checkDestination(
  product: CatalogProduct,
  tujuan: string,
  serverId: string | undefined,
): DestinationCheck {
  const checked = TUJUAN_CHECKS[product.destination](product, tujuan);
  if (!checked.ok) return checked;
  const serverFailure = checkServerId(product, serverId);
  if (serverFailure !== undefined) return serverFailure;
  return serverId === undefined ? { ok: true, tujuan: checked.tujuan } : { ok: true, tujuan: checked.tujuan, serverId };
}

export type Destination = Extract<DestinationCheck, { ok: true }>;

/** checkDestination as an outcome: 422 invalid_msisdn, or validation_failed naming the field. */
export function destinationOf(
  product: CatalogProduct,
  tujuan: string,
  serverId: string | undefined,
): Outcome<Destination> {
  const destination = checkDestination(product, tujuan, serverId);
  if (destination.ok) return done(destination);
  if (destination.code === 'invalid_msisdn') return refuse('invalid_msisdn', destination.message);
  return refuse('validation_failed', 'The request is invalid', { [destination.field]: [destination.message] });
}
