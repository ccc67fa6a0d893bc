import { useEffect, useRef, useState } from 'preact/hooks';
import type { components } from '../../../client/schema';
import { ApiError, unwrap, type ApiClient } from '../api';
import { Amount } from '../components/Amount';
import { Async } from '../components/Async';
import { DataTable } from '../components/DataTable';
import { ErrorMessage } from '../components/ErrorMessage';
import { DateField } from '../components/DateField';
import { Loading } from '../components/Loading';
import { Toast } from '../components/Toast';
import { jakartaDate } from '../format';
import { useAction, useApi } from '../hooks';
import { isMessageKey, useI18n, type Translate } from '../i18n';
import { retryable, withoutFields } from '../money';
import { serviceNow, serviceTimeSeen } from '../service-time';
import { RangeReport } from './report-range';

type SettlementReport = components['schemas']['SettlementReport'];
type Bucket = components['schemas']['SettlementReportBucket'];
type Movement = components['schemas']['SettlementReportMovement'];
type FileFormat = 'csv' | 'xlsx';

const BUCKETS = ['available', 'held', 'pending_settlement'] as const;
const BUCKET_LABEL = {
  available: 'overview.available',
  held: 'overview.held',
  pending_settlement: 'overview.pending',
} as const;

/**
 * The day's settlement report (DESIGN 17): a Jakarta day (today by the service's clock, at the
 * latest), then per bucket its opening balance, the movements grouped by kind and the closing
 * balance, as the service reads them from the ledger; and the same report as a CSV or XLSX file,
 * fetched with the session's token and handed to the browser from memory.
 */
export function Reports() {
  const { t } = useI18n();
  const today = useApi(serviceToday, []);
  return (
    <section>
      <h1>{t('nav.reports')}</h1>
      <p>{t('reports.intro')}</p>
      <Async state={today}>
        {(day) => (
          <>
            <DayReport today={day} />
            <RangeReport today={day} />
          </>
        )}
      </Async>
    </section>
  );
}

/**
 * Today in Jakarta by the service's clock, read now: the sandbox clock may have moved since the
 * session read it, and a day after the service's today is refused.
 */
async function serviceToday(api: ApiClient): Promise<string> {
  serviceTimeSeen((await unwrap(api.GET('/dashboard/v1/me'))).server_time);
  return jakartaDate(serviceNow());
}

/** The day's form (today at the latest) and the chosen day's report. */
function DayReport(props: { today: string }) {
  const { t } = useI18n();
  const { today } = props;
  const [draft, setDraft] = useState(today);
  const [date, setDate] = useState(today);
  const report = useApi((api) => readReport(api, date), [date]);
  const fields = report.error instanceof ApiError ? report.error.fields : {};
  return (
    <>
      <form
        class="inline-form"
        aria-label={t('reports.show')}
        onSubmit={(event) => {
          event.preventDefault();
          if (draft === date) report.reload();
          else setDate(draft);
        }}
      >
        <DateField
          label={t('reports.date')}
          value={draft}
          onValue={setDraft}
          max={today}
          errors={fields.date}
          required
        />
        <button type="submit" disabled={report.loading}>
          {t('reports.show')}
        </button>
      </form>
      {report.error !== undefined ? (
        <ErrorMessage error={withoutFields(report.error)} retry={retryable(report.error) ? report.reload : undefined} />
      ) : report.data === undefined ? (
        <Loading />
      ) : (
        <ReportView report={report.data} />
      )}
    </>
  );
}

/** The day's report as JSON (the route's other answers, the files, are asked for with `format` csv or xlsx). */
async function readReport(api: ApiClient, date: string): Promise<SettlementReport> {
  const answer = await unwrap(
    api.GET('/dashboard/v1/reports/settlement', { params: { query: { date, format: 'json' } } }),
  );
  if (typeof answer === 'string') throw new Error('The settlement report did not answer JSON');
  return answer.report;
}

/** The report of one day: its downloads, then one table per bucket. */
function ReportView(props: { report: SettlementReport }) {
  const { t } = useI18n();
  const { report } = props;
  return (
    <article aria-labelledby="report-title">
      <h2 id="report-title">{t('reports.title', { date: report.date })}</h2>
      <ReportDownloads date={report.date} />
      {BUCKETS.map((bucket) => (
        <BucketTable key={bucket} name={t(BUCKET_LABEL[bucket])} bucket={report.buckets[bucket]} />
      ))}
    </article>
  );
}

interface Line {
  key: string;
  label: string;
  count?: number;
  amount: number;
  total?: boolean;
}

/** A bucket as lines: the opening balance, each movement (signed), the closing balance. */
function BucketTable(props: { name: string; bucket: Bucket }) {
  const { t } = useI18n();
  const { bucket } = props;
  const lines: Line[] = [
    { key: 'opening', label: t('reports.opening'), amount: bucket.opening, total: true },
    ...bucket.movements.map((movement) => ({
      key: `${movement.kind}|${movement.channel ?? ''}`,
      label: movementLabel(movement, t),
      count: movement.count,
      amount: movement.amount,
    })),
    { key: 'closing', label: t('reports.closing'), amount: bucket.closing, total: true },
  ];
  return (
    <div class="report-bucket">
      <DataTable
        caption={t('reports.caption', { bucket: props.name })}
        rows={lines}
        rowKey={(line) => line.key}
        columns={[
          { header: t('reports.line'), cell: (line) => (line.total ? <strong>{line.label}</strong> : line.label) },
          { header: t('reports.count'), cell: (line) => line.count ?? '', numeric: true },
          { header: t('reports.amount'), cell: (line) => <SignedAmount line={line} />, numeric: true },
        ]}
      />
      {bucket.movements.length === 0 && <p class="hint">{t('reports.noMovements')}</p>}
    </div>
  );
}

/** A movement's kind in words, with its channel (the transaction type) for payments and payouts. */
function movementLabel(movement: Movement, t: Translate): string {
  const kind = t(`reports.kind.${movement.kind}`);
  if (!movement.channel) return kind;
  const key = `money.type.${movement.channel}`;
  return `${kind}: ${isMessageKey(key) ? t(key) : movement.channel}`;
}

/** A movement's amount with its sign (a credit's `+`); the opening and closing balances as they are. */
function SignedAmount(props: { line: Line }) {
  const { line } = props;
  if (line.total)
    return (
      <strong>
        <Amount value={line.amount} />
      </strong>
    );
  return (
    <span class={line.amount > 0 ? 'credit' : undefined}>
      {line.amount > 0 && '+'}
      <Amount value={line.amount} />
    </span>
  );
}

/** CSV and XLSX of the day: each fetched with the token, then saved by the browser as `settlement-<date>.<format>`. */
function ReportDownloads(props: { date: string }) {
  const { t } = useI18n();
  const [saved, setSaved] = useState<string>();
  // The last file's Blob URL, let go at the next download or when the page closes (never while the browser may still read it).
  const lastUrl = useRef<string>();
  useEffect(() => () => lastUrl.current && URL.revokeObjectURL(lastUrl.current), []);
  const download = useAction(async (api, format: FileFormat) => {
    setSaved(undefined);
    if (lastUrl.current) URL.revokeObjectURL(lastUrl.current);
    const file = await saveReportFile(api, props.date, format);
    lastUrl.current = file.url;
    setSaved(file.name);
  });
  return (
    <div class="report-downloads">
      <div class="actions">
        {(['csv', 'xlsx'] as const).map((format) => (
          <button
            key={format}
            type="button"
            class="secondary"
            aria-busy={download.busy}
            disabled={download.busy}
            onClick={() => void download.run(format)}
          >
            {t(format === 'csv' ? 'reports.downloadCsv' : 'reports.downloadXlsx')}
          </button>
        ))}
      </div>
      <ErrorMessage error={download.error} />
      {saved && <Toast>{t('reports.downloaded', { file: saved })}</Toast>}
    </div>
  );
}

/** Fetches the day's file and hands it to the browser's downloads (a link to the Blob, clicked once). */
async function saveReportFile(api: ApiClient, date: string, format: FileFormat) {
  const blob = await unwrap(
    api.GET('/dashboard/v1/reports/settlement', { params: { query: { date, format } }, parseAs: 'blob' }),
  );
  const name = `settlement-${date}.${format}`;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  return { name, url };
}
