/**
 * `npm run cli -- <command>`: the merchant developer's CLI for the merchant payment service. Every
 * command has --help. Output for the user goes to stdout (JSON answers, one line per forwarded
 * event, the CSV); notices and progress go to stderr. Exit codes: 0 done, 1 failed, 2 usage.
 */
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import {
  commandContext,
  DEFAULT_BASE_URL,
  DEMO_APPROVER_CLIENT_ID,
  DEMO_APPROVER_CLIENT_SECRET,
  DEMO_CLIENT_ID,
  DEMO_CLIENT_SECRET,
  type CommandContext,
  type GlobalOptions,
} from './context';
import { exportCsv, type ExportQuery } from './export';
import { CliError, unwrap } from './http';
import { listen, listenSummary, type ListenOptions } from './listen/run';
import { DEMO_PIN, EVENTS, eventHelp, trigger, type TriggerOptions } from './trigger';

/** Exit codes (README): 0 done, 1 failed, 2 usage. */
/** The base URL's old variable, read below BASE_URL and --base-url (the README's examples once set it). */
const LEGACY_BASE_URL = process.env.MERCHANT_API_URL;
const USAGE_EXIT_CODE = 2;

const note = (line: string): void => {
  process.stderr.write(`${line}\n`);
};
const printJson = (value: unknown): void => {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
};

function integer(min: number, max: number): (value: string) => number {
  return (value) => {
    if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max)
      throw new InvalidArgumentError(`must be a whole number from ${min} to ${max}`);
    return Number(value);
  };
}

function calendarDate(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new InvalidArgumentError('must be a date YYYY-MM-DD');
  return value;
}

function httpUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return value;
  } catch {
    // Reported below, like any other value that is not an http(s) URL.
  }
  throw new InvalidArgumentError('must be an http:// or https:// URL');
}

/**
 * Every value the export filters accept. Records over the schema's unions: the compiler fails here
 * when the API adds or removes a transaction type or status, so the choices never drift.
 */
const EXPORT_TYPES: Record<NonNullable<ExportQuery['type']>, true> = {
  qris: true,
  va: true,
  dedicated_va: true,
  transfer: true,
  ewallet: true,
  withdrawal: true,
  ewallet_cashin: true,
  digital: true,
  ppob: true,
  adjustment: true,
};
const EXPORT_STATUSES: Record<NonNullable<ExportQuery['status']>, true> = {
  created: true,
  waiting_payment: true,
  pending: true,
  paid: true,
  settled: true,
  failed: true,
  expired: true,
  cancelled: true,
};

type ContextOf = (command: Command, signal?: AbortSignal) => CommandContext;
const contextOf: ContextOf = (command, signal) =>
  commandContext(command.optsWithGlobals<GlobalOptions>(), note, signal);
const printLine = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

function buildProgram(): Command {
  const program = new Command('npm run cli --')
    .description(
      'Merchant payment service CLI: forward webhooks to your machine, trigger events in the sandbox, export transactions.',
    )
    .addOption(
      new Option('--base-url <url>', 'service base URL (MERCHANT_API_URL, its old name, is still read)')
        .env('BASE_URL')
        .default(LEGACY_BASE_URL ?? DEFAULT_BASE_URL, LEGACY_BASE_URL === undefined ? undefined : 'MERCHANT_API_URL')
        .argParser(httpUrl),
    )
    .addOption(new Option('--client-id <id>', 'API client id').env('MERCHANT_CLIENT_ID').default(DEMO_CLIENT_ID))
    .addOption(
      new Option('--client-secret <secret>', 'API client secret')
        .env('MERCHANT_CLIENT_SECRET')
        .default(DEMO_CLIENT_SECRET, 'the local demo secret'),
    )
    .showHelpAfterError()
    .configureHelp({ showGlobalOptions: true })
    // Commander exits 1 on a usage error by itself; thrown instead, main answers 2 (the README's code).
    .exitOverride();
  addListen(program);
  addTrigger(program);
  addWebhookCommands(program);
  addExport(program);
  return program;
}

function addListen(program: Command): void {
  program
    .command('listen')
    .description('poll your webhook events and forward each new one, signed like a real delivery, to a local URL')
    .requiredOption('--forward-to <url>', 'where to POST each event, e.g. http://localhost:8080/hook', httpUrl)
    .option(
      '--interval-ms <ms>',
      'time between polls (stretched to stay within half of the API rate limit)',
      integer(100, 3_600_000),
      1000,
    )
    .option('--since-now', 'forward only events created after listen starts (default: the latest 20 first)', false)
    .option('--exit-after <n>', 'stop after forwarding n events', integer(1, 1_000_000))
    .action(async (options: ListenOptions, command: Command) => {
      // Ctrl-C (or a TERM) ends the polling loop cleanly instead of killing the process mid-line.
      const stop = new AbortController();
      const interrupt = (): void => stop.abort();
      process.once('SIGINT', interrupt);
      process.once('SIGTERM', interrupt);
      try {
        const tally = await listen(contextOf(command, stop.signal), options, stop.signal, printLine);
        note(`${stop.signal.aborted ? 'stopped' : 'done'}: ${listenSummary(tally)}`);
        // Forwards that got no answer or an error status would otherwise pass unnoticed in a script.
        if (tally.failed > 0)
          throw new CliError(
            `${tally.failed} of ${tally.forwarded + tally.failed} forward(s) failed (no answer, or a status outside 2xx)`,
          );
      } finally {
        process.off('SIGINT', interrupt);
        process.off('SIGTERM', interrupt);
      }
    });
}

function addTrigger(program: Command): void {
  program
    .command('trigger')
    .description('make the sandbox produce a webhook event, printing each step and the partner_reff or ref_id')
    .argument('<event>', `a webhook event name: ${Object.keys(EVENTS).join(', ')}`)
    .option(
      '--channel <channel>',
      'which channel produces the event, where several do (transaction.*: qris, va, transfer, ewallet)',
    )
    .option('--amount <idr>', 'amount in IDR for QR, VA and payout events', integer(10_000, 100_000_000))
    .option('--pin <pin>', "transaction PIN for payouts (the demo merchant's by default)", DEMO_PIN)
    .addOption(
      new Option('--approver-client-id <id>', 'batch.completed: the second API client that approves the batch')
        .env('MERCHANT_APPROVER_CLIENT_ID')
        .default(DEMO_APPROVER_CLIENT_ID),
    )
    .addOption(
      new Option('--approver-client-secret <secret>', "the approver client's secret")
        .env('MERCHANT_APPROVER_CLIENT_SECRET')
        .default(DEMO_APPROVER_CLIENT_SECRET, 'the local demo approver secret'),
    )
    .addHelpText('after', `\nEvents:\n${eventHelp()}`)
    .action(async (event: string, options: TriggerOptions, command: Command) => {
      await trigger(contextOf(command), event, options, printLine);
    });
}

/** The event feed and the webhook debugger: JSON answers of the typed client, printed as they are. */
function addWebhookCommands(program: Command): void {
  program
    .command('events')
    .description('list your latest webhook events (GET /api/v1/events), newest first')
    .option('--limit <n>', 'how many, 1 to 100', integer(1, 100), 20)
    .option('--starting-after <id>', 'list the events older than this event id')
    .action(async (options: { limit: number; startingAfter?: string }, command: Command) => {
      const query = {
        limit: options.limit,
        ...(options.startingAfter === undefined ? {} : { starting_after: options.startingAfter }),
      };
      printJson(unwrap(await contextOf(command).client.GET('/events', { params: { query } })));
    });
  program
    .command('deliveries')
    .description("this API client's last 15 webhook delivery attempts (GET /api/v1/webhooks/deliveries)")
    .action(async (_options: object, command: Command) => {
      printJson(unwrap(await contextOf(command).client.GET('/webhooks/deliveries')));
    });
  program
    .command('resend')
    .description('send one of your webhook deliveries again (POST /api/v1/webhooks/deliveries/{id}/resend)')
    .argument('<delivery_id>', 'the delivery id (X-Webhook-Delivery), e.g. wh_...')
    .action(async (deliveryId: string, _options: object, command: Command) => {
      printJson(
        unwrap(
          await contextOf(command).client.POST('/webhooks/deliveries/{id}/resend', {
            params: { path: { id: deliveryId } },
          }),
        ),
      );
    });
  program
    .command('ping')
    .description("send a webhook.ping to this API client's callback URL (POST /api/v1/webhooks/ping)")
    .action(async (_options: object, command: Command) => {
      printJson(unwrap(await contextOf(command).client.POST('/webhooks/ping')));
    });
}

function addExport(program: Command): void {
  program
    .command('export')
    .description('write your transactions as CSV to stdout (GET /api/v1/transactions/export), progress on stderr')
    .option('--from <date>', 'first day, YYYY-MM-DD (Asia/Jakarta); default 29 days before --to', calendarDate)
    .option(
      '--to <date>',
      "last day, YYYY-MM-DD (Asia/Jakarta), at most 92 days after --from; default the service's today",
      calendarDate,
    )
    .addOption(new Option('--type <type>', 'only this transaction type').choices(Object.keys(EXPORT_TYPES)))
    .addOption(new Option('--status <status>', 'only this status').choices(Object.keys(EXPORT_STATUSES)))
    .action(async (options: ExportQuery, command: Command) => {
      const query: ExportQuery = {
        ...(options.from ? { from: options.from } : {}),
        ...(options.to ? { to: options.to } : {}),
        ...(options.type ? { type: options.type } : {}),
        ...(options.status ? { status: options.status } : {}),
      };
      await exportCsv(contextOf(command), query, process.stdout, process.stderr);
    });
}

async function main(): Promise<number> {
  try {
    await buildProgram().parseAsync(process.argv);
    return 0;
  } catch (error) {
    // Commander has already printed the problem (or the help, exit code 0).
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : USAGE_EXIT_CODE;
    if (error instanceof CliError) {
      note(`error: ${error.message}`);
      return error.exitCode;
    }
    const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
    const reason =
      error instanceof Error
        ? `${error.message}${typeof cause?.code === 'string' ? ` (${cause.code})` : ''}`
        : String(error);
    note(`error: ${reason}; is the service running at the --base-url?`);
    return 1;
  }
}

process.exitCode = await main();
