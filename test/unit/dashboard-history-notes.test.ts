import { formatDateTime } from '../../dashboard/src/format';
import { NOTE_PATTERNS, notePatternOf, translateNote } from '../../dashboard/src/history-notes';
import { translator } from '../../dashboard/src/i18n/translate';
import { serviceNoteLiterals } from '../support/note-templates';

/**
 * Every note the service writes (a status event's description, a ledger memo) has a pattern in the
 * dashboard (history-notes.ts), so Bahasa Indonesia shows no English note. TEMPLATES lists each
 * literal of the service (as test/support/note-templates.ts finds it in shared/) with notes it
 * renders (every optional part); NOT_NOTES the literals found that are not notes shown by the
 * history or the statement. A new or changed literal in shared/ fails the first test until it is
 * listed here, and its samples fail the next ones until history-notes.ts has its pattern.
 */
const TEMPLATES: Record<string, string[]> = {
  "shared/channels/qris/create.ts: 'QRIS created'": ['QRIS created'],
  "shared/channels/va/payments.ts: 'One-time virtual account created'": ['One-time virtual account created'],
  'shared/channels/ewallet-cashin/create.ts: `E-wallet cash-in from ${body.product_code} requested`': [
    'E-wallet cash-in from DANA requested',
  ],
  'shared/channels/dedicated-va/payments.ts: `Payment received on dedicated VA ${va.virtual_account_number} at ${toJakartaIso(Date.parse(callback.occurred_at) || nowMs)} (gateway reference ${callback.gateway_reference})`':
    ['Payment received on dedicated VA 7312345678901234 at 2026-11-29T14:05:00+07:00 (gateway reference GW-1)'],
  'shared/channels/digital/fulfil.ts: `The provider delivered it (SN ${sn})`': [
    'The provider delivered it (SN 1234-5678-9012)',
  ],
  'shared/channels/digital/fulfil.ts: `The provider refused it: ${reason}; ${tx.amount} returned to the balance`': [
    'The provider refused it: Nomor tujuan salah; 10500 returned to the balance',
  ],
  'shared/channels/digital/orders.ts: `Order ${draft.refId}: ${description}, ${draft.harga} held`': [
    'Order INV-1: Telkomsel 10.000 to 081234567890, 10500 held',
  ],
  "shared/channels/payouts/confirm.ts: 'PIN confirmed; amount + fees held from the available balance'": [
    'PIN confirmed; amount + fees held from the available balance',
  ],
  'shared/channels/payouts/inquiry.ts: `Destination verified (${draft.accountName}); waiting for the PIN confirm${by}`':
    [
      'Destination verified (BUDI SANTOSO); waiting for the PIN confirm',
      'Destination verified (BUDI SANTOSO); waiting for the PIN confirm (dashboard user 8f1c-22)',
    ],
  'shared/channels/payouts/outcome.ts: `The gateway executed the payout (gateway reference ${outcome.gatewayReference})`':
    ['The gateway executed the payout (gateway reference GW-PO-9)'],
  'shared/channels/payouts/outcome.ts: `The gateway rejected the payout: ${outcome.reason}; the held funds were returned`':
    ['The gateway rejected the payout: Account closed; the held funds were returned'],
  'shared/channels/payouts/outcome.ts: `The bank returned the payout (gateway reference ${callback.gateway_reference}): ${reason}; the amount and fees were credited back`':
    [
      'The bank returned the payout (gateway reference GW-PO-9): Rekening ditutup; the amount and fees were credited back',
    ],
  'shared/channels/batches/payout.ts: `Row ${row.item_reference} of payout batch ${batch.batch_id}, approved by ${actorText(batch.approved_by!)}; amount + fees held by the approval`':
    ['Row GAJI-01 of payout batch bat_123, approved by user:8f1c-22; amount + fees held by the approval'],
  'shared/channels/withdrawals/hold.ts: `Withdrawal to settlement account ${account.id} by ${draft.by}; amount + fees held`':
    ['Withdrawal to settlement account sa_1 by auto-withdraw; amount + fees held'],
  'shared/operations/admin.ts: `${direction} of ${amount} by ${input.operator.id}: ${input.note}`': [
    'credit of 50000 by ops@example.com: goodwill',
    'debit of 1500 by ops@example.com: fee correction: November',
  ],
  'shared/operations/suspense.ts: `Suspense ${entry.id} credited by ${operator}: ${entry.reason} (gateway reference ${entry.gateway_reference})`':
    ['Suspense sus_1 credited by ops@example.com: unknown partner_reff (gateway reference GW-7)'],
  "shared/operations/sweeps.ts: 'Validity elapsed'": ['Validity elapsed'],
  "shared/operations/sweeps.ts: 'Funds settled to the available balance (H+1)'": [
    'Funds settled to the available balance (H+1)',
  ],
  "shared/operations/callbacks.ts: 'The gateway reported the payment failed'": [
    'The gateway reported the payment failed',
  ],
  "shared/operations/callbacks.ts: 'The gateway reported the payment cancelled'": [
    'The gateway reported the payment cancelled',
  ],
  "shared/operations/callbacks.ts: `Payment received at ${paidAt} (gateway reference ${callback.gateway_reference})${tx.status === 'waiting_payment' ? '' : `, after the transaction was ${tx.status}`}`":
    [
      'Payment received at 2026-11-29T14:05:00+07:00 (gateway reference GW-1)',
      'Payment received at 2026-11-29T14:05:00+07:00 (gateway reference GW-1), after the transaction was expired',
    ],
  'shared/channels/refunds/money.ts: `Refund ${refund.refund_id} of ${refund.amount} asked for (${how}); ${refund.amount}${fee} held from the available balance`':
    [
      'Refund rf_1 of 20000 asked for (back on the payment rail); 20000 held from the available balance',
      'Refund rf_1 of 20000 asked for (as a payout); 20000 + 2500 fee held from the available balance',
    ],
  'shared/channels/refunds/money.ts: `Refund ${refund.refund_id} of ${refund.amount} succeeded (gateway reference ${end.gatewayReference})`':
    ['Refund rf_1 of 20000 succeeded (gateway reference GW-RF-1)'],
  'shared/channels/refunds/money.ts: `Refund ${refund.refund_id} of ${refund.amount} failed: ${end.reason}; the held funds were returned`':
    ['Refund rf_1 of 20000 failed: Customer account closed; the held funds were returned'],
  // The ledger's memos: a statement entry's description.
  'shared/domain/ledger.ts: `payment ${reference} net`': ['payment QR-1 net'],
  'shared/domain/ledger.ts: `payment ${reference}`': ['payment QR-1 gateway_fee', 'payment QR-1 platform_fee'],
  'shared/domain/ledger.ts: `${memoPrefix} ${leg}`': ['payout PO-1 gateway_fee', 'refund rf_1 platform_fee'],
  'shared/domain/ledger.ts: `settlement ${reference}`': ['settlement QR-1'],
  'shared/domain/ledger.ts: `hold ${reference}`': ['hold PO-1', 'hold bat_1#2'],
  'shared/domain/ledger.ts: `payout ${reference}`': ['payout PO-1'],
  'shared/domain/ledger.ts: `refund ${reference}`': ['refund rf_1'],
  'shared/domain/ledger.ts: `order ${reference} provider`': ['order DG-1 provider'],
  'shared/domain/ledger.ts: `order ${reference} markup`': ['order DG-1 markup'],
  'shared/domain/ledger.ts: `return ${reference}`': ['return PO-1'],
  'shared/domain/ledger.ts: `void ${reference}`': ['void PO-1'],
  'shared/operations/suspense.ts: `suspense ${entry.id} credited by ${operator}`': [
    'suspense sus_1 credited by ops@example.com',
  ],
};

/** Literals found that no history or statement of a merchant shows as a note. */
const NOT_NOTES = [
  // A CSV column's header (the bucket statement's description column, lang=id).
  "shared/operations/bucket-statement.ts: 'Keterangan'",
  // A transaction's or record's own description (the list's column, or a creation's error text).
  "shared/channels/batches/create.ts: 'Batch'",
  "shared/channels/payment-links/create.ts: 'Payment link'",
  'shared/channels/batches/payout.ts: `Payout to ${accountName} (row ${row.item_reference} of batch ${batch.reference})`',
  'shared/channels/dedicated-va/payments.ts: `Payment to dedicated VA ${va.virtual_account_number}`',
  'shared/channels/digital/orders.ts: `${draft.productName} to ${draft.tujuan}`',
  'shared/channels/payouts/inquiry.ts: `Payout to ${draft.accountName}`',
  'shared/channels/withdrawals/hold.ts: `Withdrawal to ${account.account_name} (${account.bank_name} ${account.account_number})`',
  'shared/operations/suspense.ts: `Suspense ${entry.id} credited`',
  "shared/operations/export.ts: 'Deskripsi'",
  // The API's field descriptions of the sandbox's VA and cash-in calls (in their channel's file).
  'shared/channels/sandbox/ewallet-cashin.ts: "The reference number the wallet app shows (the cash-in\'s `reference_number`)"',
  'shared/channels/sandbox/va.ts: "The amount paid: a one-time VA\'s own amount, any amount for a dedicated VA"',
  "shared/channels/sandbox/va.ts: 'The number of one of your VAs (one-time or dedicated)'",
  // An event type; the memos of system accounts only (suspense); the ledger's error messages.
  'shared/channels/refunds/money.ts: `refund_${end.status}`',
  'shared/operations/suspense.ts: `suspense ${entry.id} refunded by ${operator}`',
  'shared/operations/suspense.ts: `suspense ${id}: ${reason}`',
];

const ledgerErrors = (literal: string) => /^shared\/domain\/ledger\.ts: `(move|posting) /.test(literal);

const id = translator('id');
const en = translator('en');

describe('the status history notes in the chosen language', () => {
  test('every note literal of the service is listed (a note with its samples, or not a note)', () => {
    const found = serviceNoteLiterals().filter((literal) => !ledgerErrors(literal));
    const listed = [...Object.keys(TEMPLATES), ...NOT_NOTES];
    expect(found.filter((literal) => !listed.includes(literal))).toEqual([]);
    expect(listed.filter((literal) => !found.includes(literal))).toEqual([]);
  });

  const samples = Object.values(TEMPLATES).flat();

  test.each(samples)('%s has a pattern and reads in Bahasa Indonesia', (sample) => {
    expect(notePatternOf(sample)).toBeDefined();
    const text = translateNote(sample, id, 'id');
    expect(text).not.toBe(sample);
    expect(text).not.toMatch(/\{\w+\}/);
    expect(notePatternOf(text)).toBeUndefined();
  });

  test('every pattern is used by a sample (none is left behind by a changed template)', () => {
    const used = new Set(samples.map((sample) => notePatternOf(sample)));
    expect(NOTE_PATTERNS.filter((pattern) => !used.has(pattern)).map((pattern) => pattern.key)).toEqual([]);
  });

  test('times in WIB, amounts in rupiah, references and reasons verbatim', () => {
    expect(translateNote('Payment received at 2026-11-29T14:05:00+07:00 (gateway reference GW-1)', id, 'id')).toBe(
      `Pembayaran diterima pada ${formatDateTime('2026-11-29T14:05:00+07:00', 'id')} (referensi gateway GW-1)`,
    );
    expect(
      translateNote('The gateway rejected the payout: Account closed; the held funds were returned', id, 'id'),
    ).toBe('Gateway menolak pembayaran keluar: Account closed; dana yang ditahan dikembalikan');
    expect(
      translateNote(
        'Refund rf_1 of 20000 asked for (as a payout); 20000 + 2500 fee held from the available balance',
        id,
        'id',
      ),
    ).toBe(
      'Refund rf_1 sebesar Rp 20.000 diminta (sebagai pembayaran keluar); Rp 20.000 ditambah biaya Rp 2.500 ditahan dari saldo tersedia',
    );
    expect(translateNote('payout PO-1 gateway_fee', id, 'id')).toBe('Pembayaran keluar PO-1 (biaya gateway)');
    expect(translateNote('settlement QR-1', en, 'en')).toBe('Settlement QR-1');
  });

  test('English shows the same notes with WIB times; an unknown note or none as it is', () => {
    expect(translateNote('Payment received at 2026-11-29T14:05:00+07:00 (gateway reference GW-1)', en, 'en')).toBe(
      `Payment received at ${formatDateTime('2026-11-29T14:05:00+07:00', 'en')} (gateway reference GW-1)`,
    );
    expect(translateNote('goodwill credit for the outage', id, 'id')).toBe('goodwill credit for the outage');
    expect(translateNote(null, id, 'id')).toBe('');
  });
});
