import { useEffect, useRef, useState } from 'preact/hooks';
import type { components } from '../../../client/schema';
import { ApiError, unwrap } from '../api';
import { DateRangeFields } from '../components/DateRangeFields';
import { DateTime } from '../components/DateTime';
import { ErrorMessage } from '../components/ErrorMessage';
import { SelectField } from '../components/SelectField';
import { useAction, useApi } from '../hooks';
import { useI18n } from '../i18n';
import { withoutFields } from '../money';

type ReportJob = components['schemas']['ReportJob'];
type FileFormat = ReportJob['format'];

/** How often a pending report is read again, and for how long at most (15 minutes). */
export const REPORT_POLL_MS = 2_000;
export const REPORT_POLLS_MAX = 450;
/** A copy of the service's longest range (shared/channels/reports/limits.ts). */
export const REPORT_RANGE_DAYS_MAX = 92;

/**
 * A report of a range of days (up to 92), made by the service in the background: the range and the
 * file's format are sent, then the report is read again every REPORT_POLL_MS until it is ready (a
 * download link that expires) or failed.
 */
export function RangeReport(props: { today: string }) {
  const { t } = useI18n();
  const [range, setRange] = useState({ from: props.today, to: props.today });
  const [format, setFormat] = useState<FileFormat>('csv');
  const { reportId, ask, submit } = useAskReport();
  const fields = ask.error instanceof ApiError ? ask.error.fields : {};
  return (
    <section aria-labelledby="range-report">
      <h2 id="range-report">{t('reports.rangeTitle')}</h2>
      <p>{t('reports.rangeIntro', { days: REPORT_RANGE_DAYS_MAX })}</p>
      <form aria-labelledby="range-report" onSubmit={(event) => void submit(event, { ...range, format })}>
        <div class="filter-grid">
          <DateRangeFields
            from={range.from}
            to={range.to}
            onFrom={(from) => setRange({ ...range, from })}
            onTo={(to) => setRange({ ...range, to })}
            fieldErrors={fields}
          />
          <SelectField
            label={t('reports.format')}
            value={format}
            onValue={(value) => setFormat(value === 'xlsx' ? 'xlsx' : 'csv')}
            options={[
              ['csv', 'CSV'],
              ['xlsx', 'Excel (XLSX)'],
            ]}
          />
        </div>
        <ErrorMessage error={withoutFields(ask.error)} />
        <button type="submit" aria-busy={ask.busy} disabled={ask.busy}>
          {t('reports.request')}
        </button>
      </form>
      {reportId && <ReportJobStatus key={reportId} reportId={reportId} />}
    </section>
  );
}

/** Asks for the report; `reportId` is the one asked for last. */
function useAskReport() {
  const [reportId, setReportId] = useState<string>();
  const ask = useAction((api, body: { from: string; to: string; format: FileFormat }) =>
    unwrap(api.POST('/dashboard/v1/reports', { body: { type: 'settlement', ...body } })),
  );
  const submit = async (event: Event, body: { from: string; to: string; format: FileFormat }) => {
    event.preventDefault();
    setReportId(undefined);
    const answer = await ask.run(body);
    if (answer) setReportId(answer.report.report_id);
  };
  return { reportId, ask, submit };
}

/** The report's status, read again while it is pending; once ready, its download link and when the link expires. */
function ReportJobStatus(props: { reportId: string }) {
  const { t } = useI18n();
  const job = useApi(
    (api) => unwrap(api.GET('/dashboard/v1/reports/{report_id}', { params: { path: { report_id: props.reportId } } })),
    [props.reportId],
  );
  useReadWhilePending(job.data, job.reload);
  if (job.error !== undefined) return <ErrorMessage error={job.error} retry={job.reload} />;
  const report = job.data?.report;
  if (!report || report.status === 'pending')
    return (
      <div class="export-progress">
        <p role="status">{t('reports.pending')}</p>
        <progress aria-label={t('reports.pending')} />
      </div>
    );
  if (report.status === 'failed')
    return (
      <p role="status" class="notice refund-failed">
        {t('reports.failed')}
      </p>
    );
  return (
    <div role="status" class="export-ready">
      <p>{t('reports.ready', { from: report.from, to: report.to })}</p>
      {report.download_url && (
        <a
          href={report.download_url}
          role="button"
          download={`settlement-${report.from}-${report.to}.${report.format}`}
        >
          {t('reports.downloadRange', { format: report.format.toUpperCase() })}
        </a>
      )}
      {report.download_expires_at && (
        <p class="hint">
          {t('reports.linkExpires')} <DateTime value={report.download_expires_at} />
        </p>
      )}
    </div>
  );
}

/** Reads the report again every REPORT_POLL_MS while it is pending, at most REPORT_POLLS_MAX times (each answer starts the next wait). */
function useReadWhilePending(answer: { report: ReportJob } | undefined, reload: () => void): void {
  const polls = useRef(0);
  useEffect(() => {
    if (answer?.report.status !== 'pending' || polls.current >= REPORT_POLLS_MAX) return undefined;
    const timer = setTimeout(() => {
      polls.current += 1;
      reload();
    }, REPORT_POLL_MS);
    return () => clearTimeout(timer);
  }, [answer]);
}
