import { unwrap, type ApiClient } from '../api';
import { Amount } from '../components/Amount';
import { Async } from '../components/Async';
import { DataTable } from '../components/DataTable';
import { Empty } from '../components/Empty';
import { formatDate, formatRupiah, jakartaDate } from '../format';
import { useApi } from '../hooks';
import { useI18n } from '../i18n';
import { serviceNow } from '../service-time';
import { INBOUND_TYPES, PAID_STATUSES, type TransactionListItem, type TransactionType } from '../money';

const DAYS = 30;
const DAY_MS = 86_400_000;
const PER_PAGE = 100;
/** Pages read per type and status: 1,000 payments each; more are left out and the chart says so. */
const PAGES_MAX = 10;

interface Day {
  date: string;
  /** Amount paid in per channel, and the count. */
  amounts: Record<TransactionType, number>;
  counts: Record<TransactionType, number>;
  total: number;
}

interface ChartData {
  days: Day[];
  count: number;
  total: number;
  partial: boolean;
}

/** The last 30 Jakarta days, oldest first, `YYYY-MM-DD`. */
function lastDays(now: Date): string[] {
  const today = jakartaDate(now);
  const noon = Date.parse(`${today}T12:00:00+07:00`);
  return Array.from({ length: DAYS }, (_, index) => jakartaDate(new Date(noon - (DAYS - 1 - index) * DAY_MS)));
}

/**
 * Every paid (or since settled) inbound payment of the days: one filtered list per channel and
 * status (the service reads only those), paged through.
 */
async function loadPayments(api: ApiClient, from: string, to: string) {
  let partial = false;
  const lists = await Promise.all(
    INBOUND_TYPES.flatMap((type) =>
      PAID_STATUSES.map(async (status) => {
        const rows: TransactionListItem[] = [];
        for (let page = 1; ; page += 1) {
          const answer = await unwrap(
            api.GET('/dashboard/v1/transactions', {
              params: { query: { type, status, from, to, page, per_page: PER_PAGE } },
            }),
          );
          rows.push(...answer.data);
          if (page >= answer.meta.last_page) break;
          if (page >= PAGES_MAX) {
            partial = true;
            break;
          }
        }
        return rows;
      }),
    ),
  );
  return { payments: lists.flat(), partial };
}

function chartOf(dates: string[], payments: TransactionListItem[], partial: boolean): ChartData {
  const zero = () => Object.fromEntries(INBOUND_TYPES.map((type) => [type, 0])) as Record<TransactionType, number>;
  const days = new Map(dates.map((date) => [date, { date, amounts: zero(), counts: zero(), total: 0 }]));
  for (const payment of payments) {
    const day = days.get(jakartaDate(payment.created_at));
    if (!day) continue;
    day.amounts[payment.type] += payment.amount;
    day.counts[payment.type] += 1;
    day.total += payment.amount;
  }
  const list = [...days.values()];
  return {
    days: list,
    count: payments.length,
    total: list.reduce((sum, day) => sum + day.total, 0),
    partial,
  };
}

const WIDTH = 600;
const HEIGHT = 180;
const SLOT = WIDTH / DAYS;

/**
 * The last 30 days' incoming payments by channel: stacked bars drawn by hand in SVG (no chart
 * library in the first page's bundle). The SVG is one image named by its title and summary; the
 * numbers themselves are in a table below for screen readers and for anyone who wants them exact.
 */
export function PaymentsChart() {
  const { t, lang } = useI18n();
  const dates = lastDays(serviceNow());
  const from = dates[0]!;
  const to = dates[DAYS - 1]!;
  const state = useApi(
    async (api) => {
      const { payments, partial } = await loadPayments(api, from, to);
      return chartOf(dates, payments, partial);
    },
    [from, to],
  );
  const dayText = (date: string) => formatDate(`${date}T12:00:00+07:00`, lang);
  return (
    <section class="payments-chart" aria-labelledby="payments-chart-title">
      <h2 id="payments-chart-title">{t('chart.title')}</h2>
      <Async state={state}>
        {(chart) =>
          chart.count === 0 ? (
            <Empty>{t('chart.empty')}</Empty>
          ) : (
            <ChartView chart={chart} from={from} middle={dates[Math.floor(DAYS / 2)]!} to={to} dayText={dayText} />
          )
        }
      </Async>
    </section>
  );
}

/** The loaded chart: its summary, the legend, the bars with their scale and days, and the table of the numbers. */
function ChartView(props: {
  chart: ChartData;
  from: string;
  middle: string;
  to: string;
  dayText: (date: string) => string;
}) {
  const { t } = useI18n();
  const { chart, from, to, dayText } = props;
  const max = Math.max(...chart.days.map((day) => day.total));
  const summary = t('chart.summary', {
    count: chart.count,
    total: formatRupiah(chart.total),
    from: dayText(from),
    to: dayText(to),
  });
  return (
    <>
      <p id="payments-chart-summary">{summary}</p>
      {chart.partial && <p class="hint">{t('chart.partial')}</p>}
      <ChartLegend />
      <div class="chart">
        <p class="chart-max" aria-hidden="true">
          {formatRupiah(max)}
        </p>
        <ChartBars days={chart.days} max={max} />
        <p class="chart-days" aria-hidden="true">
          <span>{dayText(from)}</span>
          <span>{dayText(props.middle)}</span>
          <span>{dayText(to)}</span>
        </p>
      </div>
      <ChartTable days={chart.days} dayText={dayText} />
    </>
  );
}

/** The channels' colours and names. */
function ChartLegend() {
  const { t } = useI18n();
  return (
    <ul class="chart-legend" aria-label={t('chart.legend')}>
      {INBOUND_TYPES.map((type) => (
        <li key={type}>
          <span class={`swatch chart-${type}`} aria-hidden="true" />
          {t(`money.type.${type}`)}
        </li>
      ))}
    </ul>
  );
}

/** The SVG image: one stack of bars per day, one bar per channel, scaled to the highest day's total. */
function ChartBars(props: { days: Day[]; max: number }) {
  const { max } = props;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      role="img"
      aria-labelledby="payments-chart-title"
      aria-describedby="payments-chart-summary"
      class="chart-svg"
    >
      <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} class="chart-axis" />
      {props.days.map((day, index) => {
        let top = HEIGHT;
        return (
          <g key={day.date}>
            {INBOUND_TYPES.filter((type) => day.amounts[type] > 0).map((type) => {
              const height = Math.max(1, (day.amounts[type] / max) * (HEIGHT - 4));
              top -= height;
              return (
                <rect
                  key={type}
                  x={index * SLOT + SLOT * 0.15}
                  y={top}
                  width={SLOT * 0.7}
                  height={height}
                  class={`chart-${type}`}
                />
              );
            })}
          </g>
        );
      })}
    </svg>
  );
}

/** The chart's numbers as a table, folded away: one row per day and channel with payments, newest day first. */
function ChartTable(props: { days: Day[]; dayText: (date: string) => string }) {
  const { t } = useI18n();
  const { dayText } = props;
  return (
    <details>
      <summary>{t('chart.table')}</summary>
      <DataTable
        caption={t('chart.tableCaption')}
        rows={props.days
          .filter((day) => day.total > 0)
          .reverse()
          .flatMap((day) =>
            INBOUND_TYPES.filter((type) => day.counts[type] > 0).map((type) => ({
              date: day.date,
              type,
              count: day.counts[type],
              amount: day.amounts[type],
            })),
          )}
        rowKey={(row) => `${row.date}-${row.type}`}
        columns={[
          { header: t('chart.day'), cell: (row) => dayText(row.date) },
          { header: t('chart.legend'), cell: (row) => t(`money.type.${row.type}`) },
          { header: t('chart.count'), numeric: true, cell: (row) => row.count },
          { header: t('chart.total'), numeric: true, cell: (row) => <Amount value={row.amount} /> },
        ]}
      />
    </details>
  );
}
