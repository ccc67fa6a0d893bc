import { formatDateTime, formatRupiah, type Lang } from './format';
import { isMessageKey, type MessageKey, type Translate } from './i18n/translate';

/**
 * The notes of a transaction's status history (and of a statement entry) in the chosen language.
 * The service writes them in English, machine-facing, and the API keeps them so; the dashboard
 * recognizes each of its templates here and shows it with the `note.*` message of the language:
 * times in WIB, amounts in rupiah, references and a gateway's or operator's own words verbatim.
 * A note no pattern knows is shown as it is. test/unit/dashboard-history-notes.test.ts renders
 * every template of the service and fails when one has no pattern here.
 */

type Values = Record<string, string>;

/** How a captured part is shown: as is, a time in WIB, an amount, a status or a fixed word. */
type Shape = 'text' | 'time' | 'amount' | 'status' | 'refundHow' | 'direction' | 'memoKind' | 'memoLeg';

interface NotePattern {
  pattern: RegExp;
  key: MessageKey;
  /** The captured groups' names and shapes, in order. */
  parts: ReadonlyArray<readonly [string, Shape]>;
}

const note = (pattern: RegExp, key: MessageKey, ...parts: Array<readonly [string, Shape]>): NotePattern => ({
  pattern,
  key,
  parts,
});

const REF = '([^\\s()]+)';
const re = (source: string) => new RegExp(`^${source}$`);

/** One pattern per template of the service (shared/channels, shared/operations), most specific first. */
export const NOTE_PATTERNS: readonly NotePattern[] = [
  note(re('QRIS created'), 'note.qrisCreated'),
  note(re('One-time virtual account created'), 'note.vaCreated'),
  note(re(`E-wallet cash-in from ${REF} requested`), 'note.cashinRequested', ['product', 'text']),
  note(
    re(`Payment received on dedicated VA ${REF} at ${REF} \\(gateway reference ${REF}\\)`),
    'note.dedicatedVaPaid',
    ['va', 'text'],
    ['time', 'time'],
    ['reference', 'text'],
  ),
  note(
    re(`Payment received at ${REF} \\(gateway reference ${REF}\\), after the transaction was (\\w+)`),
    'note.paymentReceivedLate',
    ['time', 'time'],
    ['reference', 'text'],
    ['status', 'status'],
  ),
  note(
    re(`Payment received at ${REF} \\(gateway reference ${REF}\\)`),
    'note.paymentReceived',
    ['time', 'time'],
    ['reference', 'text'],
  ),
  note(re('The gateway reported the payment failed'), 'note.paymentFailed'),
  note(re('The gateway reported the payment cancelled'), 'note.paymentCancelled'),
  note(re('Validity elapsed'), 'note.expired'),
  note(re('Funds settled to the available balance \\(H\\+1\\)'), 'note.settled'),
  note(re(`The provider delivered it \\(SN (.+)\\)`), 'note.providerDelivered', ['sn', 'text']),
  note(
    re(`The provider refused it: (.+); (\\d+) returned to the balance`),
    'note.providerRefused',
    ['reason', 'text'],
    ['amount', 'amount'],
  ),
  note(
    re(`Order ${REF}: (.+), (\\d+) held`),
    'note.orderHeld',
    ['order', 'text'],
    ['product', 'text'],
    ['amount', 'amount'],
  ),
  note(re('PIN confirmed; amount \\+ fees held from the available balance'), 'note.pinConfirmed'),
  note(
    re('Destination verified \\((.+)\\); waiting for the PIN confirm \\(dashboard user (.+)\\)'),
    'note.destinationVerifiedBy',
    ['name', 'text'],
    ['user', 'text'],
  ),
  note(re('Destination verified \\((.+)\\); waiting for the PIN confirm'), 'note.destinationVerified', [
    'name',
    'text',
  ]),
  note(re(`The gateway executed the payout \\(gateway reference ${REF}\\)`), 'note.payoutExecuted', [
    'reference',
    'text',
  ]),
  note(re('The gateway rejected the payout: (.+); the held funds were returned'), 'note.payoutRejected', [
    'reason',
    'text',
  ]),
  note(
    re(`The bank returned the payout \\(gateway reference ${REF}\\): (.+); the amount and fees were credited back`),
    'note.payoutReturned',
    ['reference', 'text'],
    ['reason', 'text'],
  ),
  note(
    re(`Row (.+) of payout batch ${REF}, approved by (.+); amount \\+ fees held by the approval`),
    'note.batchRowHeld',
    ['row', 'text'],
    ['batch', 'text'],
    ['by', 'text'],
  ),
  note(
    re(`Withdrawal to settlement account ${REF} by (.+); amount \\+ fees held`),
    'note.withdrawalHeld',
    ['account', 'text'],
    ['by', 'text'],
  ),
  note(
    re('(credit|debit) of (-?\\d+) by ([^:]+): (.*)'),
    'note.adjusted',
    ['direction', 'direction'],
    ['amount', 'amount'],
    ['by', 'text'],
    ['note', 'text'],
  ),
  note(
    re(`Suspense ${REF} credited by ([^:]+): (.*) \\(gateway reference ${REF}\\)`),
    'note.suspenseCredited',
    ['suspense', 'text'],
    ['by', 'text'],
    ['reason', 'text'],
    ['reference', 'text'],
  ),
  note(
    re(
      `Refund ${REF} of (\\d+) asked for \\((back on the payment rail|as a payout)\\); (\\d+) \\+ (\\d+) fee held from the available balance`,
    ),
    'note.refundRequestedFee',
    ['refund', 'text'],
    ['amount', 'amount'],
    ['how', 'refundHow'],
    ['held', 'amount'],
    ['fee', 'amount'],
  ),
  note(
    re(
      `Refund ${REF} of (\\d+) asked for \\((back on the payment rail|as a payout)\\); (\\d+) held from the available balance`,
    ),
    'note.refundRequested',
    ['refund', 'text'],
    ['amount', 'amount'],
    ['how', 'refundHow'],
    ['held', 'amount'],
  ),
  note(
    re(`Refund ${REF} of (\\d+) succeeded \\(gateway reference ${REF}\\)`),
    'note.refundSucceeded',
    ['refund', 'text'],
    ['amount', 'amount'],
    ['reference', 'text'],
  ),
  note(
    re(`Refund ${REF} of (\\d+) failed: (.+); the held funds were returned`),
    'note.refundFailed',
    ['refund', 'text'],
    ['amount', 'amount'],
    ['reason', 'text'],
  ),
  // The ledger's memos (a statement entry's description; shared/domain/ledger.ts).
  note(
    re(
      `(payment|settlement|hold|payout|refund|order|return|void) ${REF}(?: (net|gateway_fee|platform_fee|provider|markup))?`,
    ),
    'note.memo',
    ['kind', 'memoKind'],
    ['reference', 'text'],
    ['leg', 'memoLeg'],
  ),
  note(re(`suspense ${REF} credited by (.+)`), 'note.memo.suspenseCredited', ['suspense', 'text'], ['by', 'text']),
];

const MEMO_KINDS = ['payment', 'settlement', 'hold', 'payout', 'refund', 'order', 'return', 'void'] as const;
const MEMO_LEGS = ['net', 'gateway_fee', 'platform_fee', 'provider', 'markup'] as const;

/** The words of a fixed part of a template (a status, a refund's way back, an adjustment's direction). */
function shaped(value: string, shape: Shape, t: Translate, lang: Lang): string {
  switch (shape) {
    case 'time':
      return Number.isNaN(Date.parse(value)) ? value : formatDateTime(value, lang);
    case 'amount':
      return formatRupiah(Number(value));
    case 'status': {
      const key = `money.status.${value}`;
      return isMessageKey(key) ? t(key) : value;
    }
    case 'refundHow':
      return t(value === 'as a payout' ? 'note.refundHow.payout' : 'note.refundHow.original');
    case 'direction':
      return t(value === 'debit' ? 'note.direction.debit' : 'note.direction.credit');
    case 'memoKind': {
      const kind = MEMO_KINDS.find((known) => known === value) ?? 'payment';
      return t(`note.memo.kind.${kind}`);
    }
    case 'memoLeg': {
      const leg = MEMO_LEGS.find((known) => known === value);
      return leg === undefined ? '' : ` (${t(`note.memo.leg.${leg}`)})`;
    }
    case 'text':
      return value;
  }
}

/** The pattern of the service's note `text`, or undefined for a note the dashboard does not know. */
export function notePatternOf(text: string): NotePattern | undefined {
  return NOTE_PATTERNS.find((candidate) => candidate.pattern.test(text));
}

/** A history or statement note in the chosen language; an unknown note (or none) as it is. */
export function translateNote(text: string | null | undefined, t: Translate, lang: Lang): string {
  if (!text) return '';
  for (const { pattern, key, parts } of NOTE_PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values: Values = {};
    parts.forEach(([name, shape], index) => {
      values[name] = shaped(match[index + 1] ?? '', shape, t, lang);
    });
    return t(key, values);
  }
  return text;
}
