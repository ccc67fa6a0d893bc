import { useEffect, useState } from 'preact/hooks';
import { ApiError, unwrap, type ApiClient } from '../api';
import { ErrorMessage } from '../components/ErrorMessage';
import { TransactionFilterForm } from '../components/TransactionFilterForm';
import { jakartaDate, type Lang } from '../format';
import { useAction } from '../hooks';
import { useI18n } from '../i18n';
import { filterQuery, NO_FILTERS, withoutFields, type TransactionFilters } from '../money';
import { serviceNow } from '../service-time';

interface Progress {
  rows: number;
  bytes: number;
}

interface ExportFile {
  url: string;
  name: string;
  rows: number;
}

const DAY_MS = 86_400_000;

/**
 * The CSV export. The route answers the whole file in one response (no job to poll): locally the
 * server streams it as it reads, on AWS it arrives once built. So the progress shown is what has
 * arrived: the rows counted as the bytes come in; then the file is offered as a download from
 * memory (a Blob), so the browser never asks the API again without the token.
 */
export function Export() {
  const { t, lang } = useI18n();
  const [progress, setProgress] = useState<Progress>();
  const [file, setFile] = useState<ExportFile>();
  const [filters, setFilters] = useState<TransactionFilters>(NO_FILTERS);
  useEffect(() => () => file && URL.revokeObjectURL(file.url), [file]);
  const run = useAction(async (api, chosen: TransactionFilters) => {
    setFile(undefined);
    setProgress({ rows: 0, bytes: 0 });
    try {
      setFile(await download(api, chosen, lang, setProgress));
    } finally {
      setProgress(undefined);
    }
  });
  const fields = run.error instanceof ApiError ? run.error.fields : undefined;
  return (
    <section>
      <h1>{t('nav.export')}</h1>
      <p>{t('export.intro')}</p>
      <TransactionFilterForm
        initial={filters}
        submitLabel={t('export.start')}
        busy={run.busy}
        fieldErrors={fields}
        onSubmit={(chosen) => {
          setFilters(chosen);
          void run.run(chosen);
        }}
      />
      <ErrorMessage error={withoutFields(run.error)} />
      {progress && <ExportProgress progress={progress} />}
      {file && <ExportReady file={file} />}
    </section>
  );
}

/**
 * Reads the export of `chosen` as it arrives, telling `onProgress` the rows and bytes so far; the
 * file in memory, its header line in the page's language.
 */
async function download(
  api: ApiClient,
  chosen: TransactionFilters,
  lang: Lang,
  onProgress: (progress: Progress) => void,
): Promise<ExportFile> {
  const stream = await unwrap(
    api.GET('/dashboard/v1/transactions/export', {
      params: { query: { ...filterQuery(chosen), lang } },
      parseAs: 'stream',
    }),
  );
  const counter = new RowCounter();
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    counter.add(value);
    onProgress({ rows: counter.dataRows(), bytes: counter.bytes });
  }
  const blob = new Blob(chunks as BlobPart[], { type: 'text/csv;charset=utf-8' });
  return { url: URL.createObjectURL(blob), name: fileName(chosen), rows: counter.dataRows() };
}

/** The server's name for the file (`transactions-<from>-<to>.csv`), from the days it defaults to. */
function fileName(chosen: TransactionFilters): string {
  const to = chosen.to || jakartaDate(serviceNow());
  const from = chosen.from || jakartaDate(new Date(Date.parse(`${to}T12:00:00+07:00`) - 29 * DAY_MS));
  return `transactions-${from}-${to}.csv`;
}

/** The export under way: a busy progress bar and the rows and size arrived so far (read out politely). */
function ExportProgress(props: { progress: Progress }) {
  const { t, lang } = useI18n();
  const { progress } = props;
  return (
    <div class="export-progress">
      <p>{t('export.running')}</p>
      <progress aria-label={t('export.progressLabel')} />
      <p aria-live="polite">
        {t('export.progress', { rows: progress.rows.toLocaleString(LOCALE[lang]), size: sizeText(progress.bytes) })}
      </p>
    </div>
  );
}

/** The finished export: how many rows (or that there are none) and the download link. */
function ExportReady(props: { file: ExportFile }) {
  const { t, lang } = useI18n();
  const { file } = props;
  return (
    <div role="status" class="export-ready">
      {file.rows === 0 ? (
        <p>{t('export.empty')}</p>
      ) : (
        <p>{t('export.ready', { rows: file.rows.toLocaleString(LOCALE[lang]) })}</p>
      )}
      <a href={file.url} download={file.name} role="button">
        {t('export.download', { file: file.name })}
      </a>
    </div>
  );
}

const LOCALE = { id: 'id-ID', en: 'en-GB' } as const;

function sizeText(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
}

/**
 * Counts CSV records as bytes arrive (RFC 4180: a line end inside quotes is part of a field), so
 * a description holding a new line does not count as a row.
 */
class RowCounter {
  bytes = 0;
  private lines = 0;
  private quoted = false;
  private last = 0;

  add(chunk: Uint8Array): void {
    this.bytes += chunk.length;
    for (const byte of chunk) {
      if (byte === 0x22) this.quoted = !this.quoted;
      else if (byte === 0x0a && !this.quoted) this.lines += 1;
      this.last = byte;
    }
  }

  /** Records after the header; a last line without its line end counts too. */
  dataRows(): number {
    const records = this.lines + (this.bytes > 0 && this.last !== 0x0a ? 1 : 0);
    return Math.max(0, records - 1);
  }
}
