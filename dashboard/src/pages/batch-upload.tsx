import { useMemo, useState } from 'preact/hooks';
import { ApiError, unwrap, type ApiClient } from '../api';
import {
  CSV_TEMPLATE,
  FILE_REFERENCE_LENGTH_MAX,
  FILE_ROWS_MAX,
  BATCH_ROWS_MAX,
  lineOfField,
  parseBatchCsv,
  splitBatches,
  type BatchPart,
  type CsvProblem,
} from '../batch-csv';
import { Amount } from '../components/Amount';
import { errorText } from '../components/ErrorMessage';
import { Field } from '../components/Field';
import { Toast } from '../components/Toast';
import { useI18n, type Translate } from '../i18n';
import { useSession } from '../session';

/** A part made, with the batch the service answered. */
interface Made {
  reference: string;
  batchId: string;
}

/** The file read: its parts, or its problems. */
type Read =
  | { name: string; reference: string; parts: BatchPart[]; total: number; rows: number }
  | { name: string; problems: CsvProblem[] };

/**
 * The upload of a CSV file (up to FILE_ROWS_MAX rows, read in the browser): the template to fill in,
 * the file and its reference, what was found in it (or every problem by line and column), then one
 * create per part of at most BATCH_ROWS_MAX rows, in order. Each part keeps its idempotency key, so
 * "Create" again after a failure never makes a part twice; `onMade` is told each batch made.
 */
export function BatchUpload(props: { onMade: () => void }) {
  const { t, lang } = useI18n();
  const locale = lang === 'en' ? 'en-GB' : 'id-ID';
  const template = useMemo(() => URL.createObjectURL(new Blob([CSV_TEMPLATE], { type: 'text/csv' })), []);
  const upload = useUpload(props.onMade);
  const limits = { max: FILE_ROWS_MAX.toLocaleString(locale), part: BATCH_ROWS_MAX.toLocaleString(locale) };
  return (
    <section aria-labelledby="batch-upload-title">
      <h2 id="batch-upload-title">{t('batches.uploadTitle')}</h2>
      <p>{t('batches.uploadIntro', limits)}</p>
      <p>
        <a href={template} download="batch-payouts-template.csv">
          {t('batches.template')}
        </a>
      </p>
      <UploadForm upload={upload} />
    </section>
  );
}

type Upload = ReturnType<typeof useUpload>;

/** The file, its reference and description, what was found in it, and the create. */
function UploadForm(props: { upload: Upload }) {
  const { t } = useI18n();
  const { upload } = props;
  const { read } = upload;
  const ready = read !== undefined && 'parts' in read;
  return (
    <form aria-labelledby="batch-upload-title" onSubmit={(event) => void upload.create(event)}>
      <label>
        {t('batches.file')}
        <input
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => void upload.choose(event.currentTarget.files?.[0])}
        />
      </label>
      <Field
        label={t('batches.reference')}
        hint={t('batches.referenceHint', { max: FILE_REFERENCE_LENGTH_MAX })}
        value={upload.reference}
        onValue={upload.rename}
        maxLength={FILE_REFERENCE_LENGTH_MAX}
        autoComplete="off"
        required
      />
      <Field
        label={t('batches.description')}
        value={upload.description}
        onValue={upload.setDescription}
        maxLength={200}
        autoComplete="off"
      />
      {read && 'problems' in read && <CsvProblems name={read.name} problems={read.problems} />}
      {ready && <FileSummary rows={read.rows} parts={read.parts.length} total={read.total} />}
      {upload.failure && <PartFailure part={upload.failure.part} error={upload.failure.error} />}
      {upload.made.length > 0 && <MadeParts made={upload.made} />}
      <button type="submit" disabled={!ready || upload.busy || upload.reference.trim() === ''} aria-busy={upload.busy}>
        {t('batches.create')}
      </button>
    </form>
  );
}

/** The file read and its parts' creates. */
function useUpload(onMade: () => void) {
  const { api } = useSession();
  const [read, setRead] = useState<Read>();
  const [reference, setReference] = useState('');
  const [description, setDescription] = useState('');
  const [keys, setKeys] = useState<string[]>([]);
  const [made, setMade] = useState<Made[]>([]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ part: BatchPart; error: unknown }>();
  // Another reference is another set of batches: new idempotency keys (the same key with another body is refused).
  const rename = (next: string) => {
    setReference(next);
    setKeys((old) => old.map(() => crypto.randomUUID()));
  };
  const choose = async (file: File | undefined) => {
    setMade([]);
    setFailure(undefined);
    const next = file && (await readFile(file, reference));
    setRead(next);
    if (next && 'parts' in next) {
      setReference(next.reference);
      setKeys(next.parts.map(() => crypto.randomUUID()));
    }
  };
  const create = async (event: Event) => {
    event.preventDefault();
    if (!read || !('parts' in read)) return;
    setBusy(true);
    setFailure(undefined);
    const rows = read.parts.flatMap((part) => part.rows);
    const parts = splitBatches(
      reference.trim(),
      rows,
      read.parts.flatMap((part) => part.lines),
    );
    await createParts(api, parts, made, { description, keys, onMade }, (done) => setMade(done), setFailure);
    setBusy(false);
  };
  return { read, reference, rename, description, setDescription, made, busy, failure, choose, create };
}

/** Creates the parts not made yet, in order, and stops at the first refusal. */
async function createParts(
  api: ApiClient,
  parts: BatchPart[],
  made: readonly Made[],
  with_: { description: string; keys: string[]; onMade: () => void },
  onDone: (made: Made[]) => void,
  onFailure: (failure: { part: BatchPart; error: unknown }) => void,
): Promise<void> {
  const done = [...made];
  for (const [n, part] of parts.entries()) {
    if (done.some((m) => m.reference === part.reference)) continue;
    try {
      done.push({
        reference: part.reference,
        batchId: await createPart(api, part, with_.description, with_.keys[n] ?? crypto.randomUUID()),
      });
      onDone([...done]);
      with_.onMade();
    } catch (error) {
      onFailure({ part, error });
      return;
    }
  }
}

/** The file's rows in parts (named after `reference`, else after the file), or its problems. */
async function readFile(file: File, reference: string): Promise<Read> {
  const parsed = parseBatchCsv(await file.text());
  if (!parsed.ok) return { name: file.name, problems: parsed.problems };
  const base = reference || referenceOf(file.name);
  const parts = splitBatches(base, parsed.rows, parsed.lines);
  const total = parsed.rows.reduce((sum, row) => sum + row.amount, 0);
  return { name: file.name, reference: base, parts, total, rows: parsed.rows.length };
}

async function createPart(api: ApiClient, part: BatchPart, description: string, key: string): Promise<string> {
  const answer = await unwrap(
    api.POST('/dashboard/v1/payout-batches', {
      body: { reference: part.reference, items: part.rows, ...(description.trim() ? { description } : {}) },
      headers: { 'idempotency-key': key },
    }),
  );
  return answer.batch.batch_id;
}

/** A reference from the file's name: `gaji-november.csv` is `gaji-november`. */
const referenceOf = (name: string): string =>
  name
    .replace(/\.csv$/i, '')
    .replace(/[^\w.-]+/g, '-')
    .slice(0, FILE_REFERENCE_LENGTH_MAX);

/** A problem of the file in words: which line, which column, what is wrong. */
export function problemText(problem: CsvProblem, t: Translate): string {
  const what = t(`batches.csv.${problem.code}`, { other: problem.other ?? '' });
  if (problem.column === undefined) return t('batches.csv.atLine', { line: problem.line, what });
  return t('batches.csv.atColumn', { line: problem.line, column: problem.column, what });
}

function CsvProblems(props: { name: string; problems: CsvProblem[] }) {
  const { t } = useI18n();
  return (
    <div role="alert" class="error-message">
      <p>{t('batches.csv.title', { file: props.name })}</p>
      <ul>
        {props.problems.map((problem, n) => (
          <li key={n}>{problemText(problem, t)}</li>
        ))}
      </ul>
    </div>
  );
}

function FileSummary(props: { rows: number; parts: number; total: number }) {
  const { t } = useI18n();
  return (
    <p role="status">
      {t('batches.fileSummary', { rows: props.rows, parts: props.parts })} <Amount value={props.total} />
    </p>
  );
}

/** A part the service refused: its reference, the refusal, and each refused row by its line in the file. */
function PartFailure(props: { part: BatchPart; error: unknown }) {
  const { t } = useI18n();
  const { part, error } = props;
  const fields = error instanceof ApiError ? Object.entries(error.fields) : [];
  return (
    <div role="alert" class="error-message">
      <p>
        {t('batches.partFailed', { reference: part.reference })} {errorText(error, t)}
      </p>
      {fields.length > 0 && (
        <ul>
          {fields.map(([field, messages]) => {
            const at = lineOfField(field, part);
            const where = at ? t('batches.csv.atColumn', { line: at.line, column: at.column, what: '' }) : field;
            return (
              <li key={field}>
                {where} {messages.join(', ')}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function MadeParts(props: { made: Made[] }) {
  const { t } = useI18n();
  return (
    <Toast>
      <p>{t('batches.made', { count: props.made.length })}</p>
      <ul>
        {props.made.map((m) => (
          <li key={m.batchId}>
            <a href={`/dashboard/payout-batches/${m.batchId}`}>{m.reference}</a>
          </li>
        ))}
      </ul>
    </Toast>
  );
}
