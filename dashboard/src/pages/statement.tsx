import { useState } from 'preact/hooks';
import type { components } from '../../../client/schema';
import { ApiError, unwrap } from '../api';
import { Amount } from '../components/Amount';
import { DataTable, type Column } from '../components/DataTable';
import { DateRangeFields } from '../components/DateRangeFields';
import { DateTime } from '../components/DateTime';
import { Note } from '../components/Note';
import { ErrorMessage } from '../components/ErrorMessage';
import { Loading } from '../components/Loading';
import { jakartaDate } from '../format';
import { useAction, useApi } from '../hooks';
import { useI18n, type Translate } from '../i18n';
import { retryable, withoutFields } from '../money';
import { serviceNow } from '../service-time';

const PAGE_SIZE = 25;

/**
 * The balance statement of one bucket (available by default; a switcher picks held or pending
 * settlement): its opening balance, its entries newest first with the signed amount and the balance
 * after each, its closing balance, and the range as a CSV file. The API pages by cursor (older
 * entries only), so the page keeps the cursors it has followed to go back a page without asking
 * the service for one.
 */
export function Statement() {
  const { t } = useI18n();
  const [range, setRange] = useState({ from: '', to: '' });
  const [draft, setDraft] = useState(range);
  const [bucket, setBucket] = useState<Bucket>('available');
  // cursors[i] is the starting_after of page i + 1 (undefined for the first page).
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const statement = useStatement(range, bucket, cursors[cursors.length - 1]);
  // A new range or bucket starts from its first page.
  const show = (next: Range, chosen: Bucket) => {
    setRange(next);
    setBucket(chosen);
    setCursors([undefined]);
  };
  const error = statement.error;
  const fields = error instanceof ApiError ? error.fields : {};
  return (
    <section>
      <h1>{t('nav.statement')}</h1>
      <p>{t('statement.intro')}</p>
      <BucketSwitcher bucket={bucket} onBucket={(chosen) => show(range, chosen)} />
      <StatementFilters
        draft={draft}
        onDraft={setDraft}
        fields={fields}
        busy={statement.loading}
        onShow={() => show(draft, bucket)}
      />
      {error !== undefined ? (
        <ErrorMessage error={withoutFields(error)} retry={retryable(error) ? statement.reload : undefined} />
      ) : statement.data === undefined ? (
        <Loading />
      ) : (
        <StatementBody
          data={statement.data}
          loading={statement.loading}
          range={range}
          bucket={bucket}
          cursors={cursors}
          onCursors={setCursors}
        />
      )}
    </section>
  );
}

type Range = { from: string; to: string };
type Bucket = keyof typeof BUCKET_LABEL;
type StatementEntry = components['schemas']['StatementEntry'];
type StatementData = components['schemas']['DashboardStatementResponse'];

/** The statement shown: opening balance, the page of entries, closing balance, the pager and the CSV. */
function StatementBody(props: {
  data: StatementData;
  loading: boolean;
  range: Range;
  bucket: Bucket;
  cursors: (string | undefined)[];
  onCursors: (cursors: (string | undefined)[]) => void;
}) {
  const { t } = useI18n();
  const { data, cursors } = props;
  return (
    <div class="money-list statement" aria-busy={props.loading ? 'true' : undefined}>
      <dl class="statement-balances">
        <div>
          <dt>{t('statement.opening')}</dt>
          <dd>
            <Amount value={data.opening_balance ?? 0} />
          </dd>
        </div>
        <div>
          <dt>{t('statement.closing')}</dt>
          <dd>
            <Amount value={data.closing_balance ?? 0} />
          </dd>
        </div>
      </dl>
      <CsvDownload range={props.range} bucket={props.bucket} />
      <DataTable
        caption={t('statement.caption', { bucket: t(BUCKET_LABEL[props.bucket]) })}
        rows={data.entries}
        rowKey={(entry) => entry.id}
        empty={t('statement.empty')}
        columns={statementColumns(t)}
      />
      {(cursors.length > 1 || data.next_cursor) && (
        <StatementPager cursors={cursors} nextCursor={data.next_cursor} onCursors={props.onCursors} />
      )}
    </div>
  );
}

/** Which bucket the statement is of: one radio per bucket, applied at once. */
function BucketSwitcher(props: { bucket: Bucket; onBucket: (bucket: Bucket) => void }) {
  const { t } = useI18n();
  return (
    <fieldset class="bucket-switcher">
      <legend>{t('statement.bucket')}</legend>
      {(Object.keys(BUCKET_LABEL) as Bucket[]).map((bucket) => (
        <label key={bucket}>
          <input
            type="radio"
            name="statement-bucket"
            value={bucket}
            checked={props.bucket === bucket}
            onChange={() => props.onBucket(bucket)}
          />
          {t(BUCKET_LABEL[bucket])}
        </label>
      ))}
    </fieldset>
  );
}

const DAY_MS = 86_400_000;

/** The server's name for the file (`statement-<bucket>-<from>-<to>.csv`), from the days it defaults to. */
function csvName(range: Range, bucket: Bucket): string {
  const to = range.to || jakartaDate(serviceNow());
  const from = range.from || jakartaDate(new Date(Date.parse(`${to}T12:00:00+07:00`) - 29 * DAY_MS));
  return `statement-${bucket}-${from}-${to}.csv`;
}

/** Downloads the shown range of the bucket as CSV (every entry, header in the page's language). */
function CsvDownload(props: { range: Range; bucket: Bucket }) {
  const { t, lang } = useI18n();
  const { range, bucket } = props;
  const download = useAction(async (api) => {
    const query = { from: range.from || undefined, to: range.to || undefined, bucket, format: 'csv' as const, lang };
    const blob = await unwrap(api.GET('/dashboard/v1/balance/statement', { params: { query }, parseAs: 'blob' }));
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([blob], { type: 'text/csv;charset=utf-8' }));
    link.download = csvName(range, bucket);
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
  });
  return (
    <div class="statement-download">
      <button type="button" class="secondary" disabled={download.busy} onClick={() => void download.run()}>
        {t('statement.download')}
      </button>
      <ErrorMessage error={download.error} />
    </div>
  );
}

/** Loads the page of the bucket's statement that starts after `cursor`, within `range`. */
function useStatement(range: Range, bucket: Bucket, cursor: string | undefined) {
  return useApi(
    (api) =>
      unwrap(
        api.GET('/dashboard/v1/balance/statement', {
          params: {
            query: {
              from: range.from || undefined,
              to: range.to || undefined,
              bucket,
              limit: PAGE_SIZE,
              starting_after: cursor,
            },
          },
        }),
      ),
    [range.from, range.to, bucket, cursor],
  );
}

/** The from/to form of the statement: `onShow` shows the statement for the drafted range from its first page. */
function StatementFilters(props: {
  draft: Range;
  onDraft: (draft: Range) => void;
  fields: Record<string, string[] | undefined>;
  busy: boolean;
  onShow: () => void;
}) {
  const { t } = useI18n();
  const { draft, fields } = props;
  return (
    <form
      class="filters"
      aria-label={t('transactions.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        props.onShow();
      }}
    >
      <div class="filter-grid">
        <DateRangeFields
          from={draft.from}
          to={draft.to}
          onFrom={(from) => props.onDraft({ ...draft, from })}
          onTo={(to) => props.onDraft({ ...draft, to })}
          fieldErrors={fields}
        />
      </div>
      <p class="hint">{t('money.rangeHint')}</p>
      <div class="form-actions">
        <button type="submit" disabled={props.busy}>
          {t('statement.show')}
        </button>
      </div>
    </form>
  );
}

/** The statement's columns: time, type and bucket, signed amount, balance after, and reference. */
function statementColumns(t: Translate): Column<StatementEntry>[] {
  return [
    { header: t('statement.at'), cell: (entry) => <DateTime value={entry.at} /> },
    {
      header: t('statement.type'),
      cell: (entry) => (
        <>
          {t(`statement.type.${entry.type}`)}
          <br />
          <small>{t(BUCKET_LABEL[entry.bucket])}</small>
        </>
      ),
    },
    {
      header: t('statement.amount'),
      cell: (entry) => <SignedAmount value={entry.amount} />,
      numeric: true,
    },
    {
      header: t('statement.balanceAfter'),
      cell: (entry) => <Amount value={entry.balance_after} />,
      numeric: true,
    },
    {
      // The transaction when there is one (its detail says the rest), else the entry's own words.
      header: t('statement.reference'),
      cell: (entry) =>
        entry.partner_reff ? (
          <a href={`/dashboard/transactions/${encodeURIComponent(entry.partner_reff)}`}>{entry.partner_reff}</a>
        ) : (
          <Note text={entry.description} />
        ),
    },
  ];
}

/** Previous and next page of the statement, and the number of the page shown. */
function StatementPager(props: {
  cursors: (string | undefined)[];
  nextCursor: string | null;
  onCursors: (cursors: (string | undefined)[]) => void;
}) {
  const { t } = useI18n();
  const { cursors, nextCursor } = props;
  return (
    <nav class="pager" aria-label={t('statement.pagination')}>
      <button
        type="button"
        class="secondary outline"
        disabled={cursors.length <= 1}
        onClick={() => props.onCursors(cursors.slice(0, -1))}
      >
        {t('money.previous')}
      </button>
      <span aria-live="polite">{t('statement.pageNumber', { page: cursors.length })}</span>
      <button
        type="button"
        class="secondary outline"
        disabled={!nextCursor}
        onClick={() => props.onCursors([...cursors, nextCursor ?? undefined])}
      >
        {t('money.next')}
      </button>
    </nav>
  );
}

const BUCKET_LABEL = {
  available: 'overview.available',
  held: 'overview.held',
  pending_settlement: 'overview.pending',
} as const;

/** A credit with its `+` (a debit has its `-` and the red of <Amount>), so the sign reads without colour. */
function SignedAmount(props: { value: number }) {
  return (
    <span class={props.value > 0 ? 'credit' : undefined}>
      {props.value > 0 && '+'}
      <Amount value={props.value} />
    </span>
  );
}
