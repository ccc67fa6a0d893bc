/**
 * `npm run admin -- <command>`: the admin API for operators, against a running stack
 * (BASE_URL, as the README's examples and the CLI; ADMIN_URL, its old name, is still read; default
 * http://localhost:3000; ADMIN_TOKEN, default local-admin-token).
 */
import { randomUUID } from 'node:crypto';

const BASE = process.env.BASE_URL ?? process.env.ADMIN_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
const TOKEN = process.env.ADMIN_TOKEN ?? 'local-admin-token';

type Command = {
  usage: string;
  run: (args: string[]) => [method: string, path: string, body?: unknown, headers?: Record<string, string>];
};

/**
 * Always sent with a key, so that running the printed command again after a lost answer shows the
 * same new secret instead of rotating twice (a second rotation would end the secret still in use).
 */
function rotateSecret(args: string[]): ReturnType<Command['run']> {
  const [id, ...options] = args;
  const keyAt = options.indexOf('--idempotency-key');
  const key = keyAt >= 0 ? (options[keyAt + 1] ?? '') : `rotate-${randomUUID()}`;
  const revoke = options.includes('--revoke-previous');
  if (keyAt < 0)
    process.stderr.write(`idempotency key ${key} (pass --idempotency-key ${key} to repeat this rotation)\n`);
  return [
    'POST',
    `/clients/${id}/rotate-secret`,
    revoke ? { revoke_previous: true } : {},
    { 'x-idempotency-key': key },
  ];
}

const COMMANDS: Record<string, Command> = {
  'create-merchant': {
    usage: '<name> [verified|unverified] [pin]',
    run: ([name, kyc, pin]) => [
      'POST',
      '/merchants',
      { name, ...(kyc ? { kyc_status: kyc } : {}), ...(pin ? { pin } : {}) },
    ],
  },
  'set-kyc': {
    usage: '<merchant_id> <verified|unverified>',
    run: ([id, kyc]) => ['PATCH', `/merchants/${id}`, { kyc_status: kyc }],
  },
  kyc: {
    usage: '<merchant_id> <approve|reject> [reason...]',
    run: ([id, decision, ...reason]) => [
      'POST',
      `/merchants/${id}/kyc`,
      { decision, ...(reason.length > 0 ? { reason: reason.join(' ') } : {}) },
    ],
  },
  // The submission and a short-lived download URL per document, to review before `kyc ... approve|reject`.
  'kyc-show': { usage: '<merchant_id>', run: ([id]) => ['GET', `/merchants/${id}/kyc`] },
  'set-pin': { usage: '<merchant_id> <6 digits>', run: ([id, pin]) => ['PATCH', `/merchants/${id}`, { pin }] },
  'set-balance-shards': {
    usage: '<merchant_id> <1..32>',
    run: ([id, shards]) => ['PATCH', `/merchants/${id}`, { balance_shards: Number(shards) }],
  },
  'create-client': {
    usage: '<merchant_id> [callback_url]',
    run: ([id, url]) => ['POST', `/merchants/${id}/clients`, url ? { callback_url: url } : {}],
  },
  'deactivate-client': { usage: '<client_id>', run: ([id]) => ['PATCH', `/clients/${id}`, { active: false }] },
  'activate-client': { usage: '<client_id>', run: ([id]) => ['PATCH', `/clients/${id}`, { active: true }] },
  'set-callback-url': {
    usage: '<client_id> <url>',
    run: ([id, url]) => ['PATCH', `/clients/${id}`, { callback_url: url }],
  },
  'rotate-secret': { usage: '<client_id> [--revoke-previous] [--idempotency-key <key>]', run: rotateSecret },
  // The key is the operator's: running the same command line again adjusts once.
  adjust: {
    usage: '<merchant_id> <amount> <idempotency_key> <note>',
    run: ([id, amount, key, ...note]) => [
      'POST',
      `/merchants/${id}/balance-adjustments`,
      { amount: Number(amount), note: note.join(' ') },
      { 'x-idempotency-key': key ?? '' },
    ],
  },
  balance: { usage: '<merchant_id>', run: ([id]) => ['GET', `/merchants/${id}/balance`] },
  deliveries: { usage: '<client_id>', run: ([id]) => ['GET', `/clients/${id}/webhook-deliveries`] },
  resend: { usage: '<delivery_id>', run: ([id]) => ['POST', `/webhook-deliveries/${id}/resend`] },
  ping: { usage: '<client_id>', run: ([id]) => ['POST', `/clients/${id}/webhook-ping`] },
  audit: { usage: '', run: () => ['GET', '/audit'] },
  suspense: { usage: '', run: () => ['GET', '/suspense'] },
  'resolve-suspense': {
    usage: '<suspense_id> <merchant_id|refund|close>',
    run: ([id, target]) => [
      'POST',
      `/suspense/${encodeURIComponent(id ?? '')}/resolve`,
      target === 'refund' ? { refund: true } : target === 'close' ? { close: true } : { merchant_id: target },
    ],
  },
  redrive: {
    usage: '<callbacks|webhooks|orders>',
    run: ([queue]) => ['POST', `/queues/${encodeURIComponent(queue ?? '')}/redrive`],
  },
};

function help(): string {
  return [
    'Usage: npm run admin -- <command> [args]',
    ...Object.entries(COMMANDS).map(([name, command]) => `  ${name} ${command.usage}`),
  ].join('\n');
}

async function main(): Promise<number> {
  const [name, ...args] = process.argv.slice(2);
  const command = name === undefined ? undefined : COMMANDS[name];
  if (command === undefined) {
    process.stdout.write(`${help()}\n`);
    return name === undefined || name === 'help' ? 0 : 2;
  }
  const [method, path, body, headers = {}] = command.run(args);
  const response = await fetch(`${BASE}/admin/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${TOKEN}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  process.stdout.write(`${JSON.stringify(await response.json(), null, 2)}\n`);
  return response.ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `admin: ${error instanceof Error ? error.message : String(error)} (is the stack running at ${BASE}?)\n`,
    );
    process.exit(1);
  },
);
