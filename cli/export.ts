/**
 * `export --from --to [--type] [--status] > file.csv`: the transactions CSV, written to stdout as it
 * arrives, with progress (rows and bytes so far) on stderr: one line rewritten in place on a
 * terminal, a single final line otherwise, so logs and CI output stay readable.
 */
import { Readable, Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { operations } from '../client/schema';
import type { CommandContext } from './context';
import { CliError, describeApiError } from './http';

export type ExportQuery = NonNullable<operations['exportTransactions']['parameters']['query']>;

/** How often the in-place progress line is redrawn on a terminal. */
export const PROGRESS_REDRAW_MS = 100;

/**
 * Counts CSV records in a byte stream split anywhere: a record ends at a line feed outside quotes
 * (RFC 4180 lets a quoted field hold line breaks; a doubled quote inside one toggles twice).
 */
export class CsvRecordCounter {
  records = 0;
  bytes = 0;
  private inQuotes = false;
  private pendingRecord = false;

  push(chunk: Uint8Array): void {
    this.bytes += chunk.length;
    for (const byte of chunk) {
      if (byte === 0x22) this.inQuotes = !this.inQuotes;
      if (byte === 0x0a && !this.inQuotes) {
        this.records += 1;
        this.pendingRecord = false;
      } else if (byte !== 0x0d) {
        this.pendingRecord = true;
      }
    }
  }

  /** Records so far, the last one counted even without a final line break. */
  total(): number {
    return this.records + (this.pendingRecord ? 1 : 0);
  }
}

/** `1,234 rows, 56.7 KB`: data rows, the header row not counted. */
export function progressText(counter: CsvRecordCounter): string {
  const rows = Math.max(0, counter.total() - 1);
  return `${rows.toLocaleString('en-US')} rows, ${formatBytes(counter.bytes)}`;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

interface ProgressSink {
  isTTY?: boolean;
  write(text: string): unknown;
}

/** Writes the CSV to `out` and the progress to `progress`; resolves with the counts. */
export async function exportCsv(
  context: CommandContext,
  query: ExportQuery,
  out: Writable,
  progress: ProgressSink,
): Promise<CsvRecordCounter> {
  const { data, error, response } = await context.client.GET('/transactions/export', {
    params: { query },
    parseAs: 'stream',
  });
  if (!response.ok || data === undefined || data === null)
    throw new CliError(`GET /api/v1/transactions/export: ${describeApiError(response.status, error)}`);
  const counter = new CsvRecordCounter();
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'transactions.csv';
  let lastDrawMs = 0;
  const draw = (final: boolean): void => {
    if (progress.isTTY === true) progress.write(`\r\x1b[2K${name}: ${progressText(counter)}${final ? ' done\n' : ''}`);
    else if (final) progress.write(`${name}: ${progressText(counter)} done\n`);
  };
  const count = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      counter.push(chunk);
      const nowMs = Date.now();
      if (nowMs - lastDrawMs >= PROGRESS_REDRAW_MS) {
        lastDrawMs = nowMs;
        draw(false);
      }
      callback(null, chunk);
    },
  });
  await pipeline(Readable.fromWeb(data as WebReadableStream<Uint8Array>), count, out, { end: false });
  draw(true);
  return counter;
}
