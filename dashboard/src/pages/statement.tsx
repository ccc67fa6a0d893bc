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
import { useApi } from '../hooks';
import { useI18n, type Translate } from '../i18n';
import { retryable, withoutFields } from '../money';

const PAGE_SIZE = 25;

/**
 * The balance statement: every ledger entry on the three buckets, newest first, with its signed
 * amount and the bucket's balance after it. The API pages by cursor (older entries only), so the
 * page keeps the cursors it has followed to go back a page without asking the service for one.
 */
export function Statement() {
  const { t } = useI18n();
  const [range, setRange] = useState({ from: '', to: '' });
  const [draft, setDraft] = useState(range);
  // cursors[i] is the starting_after of page i + 1 (undefined for the first page).
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const statement = useStatement(range, cursors[cursors.length - 1]);
  const error = statement.error;
  const fields = error instanceof ApiError ? error.fields : {};
  return (
    <section>
      <h1>{t('nav.statement')}</h1>
      <p>{t('statement.intro')}</p>
      <StatementFilters
        draft={draft}
        onDraft={setDraft}
        fields={fields}
        busy={statement.loading}
        onShow={() => {
          setRange(draft);
          setCursors([undefined]);
        }}
      />
      {error !== undefined ? (
        <ErrorMessage error={withoutFields(error)} retry={retryable(error) ? statement.reload : undefined} />
      ) : statement.data === undefined ? (
        <Loading />
      ) : (
        <div class="money-list" aria-busy={statement.loading ? 'true' : undefined}>
          <DataTable
            caption={t('statement.caption')}
            rows={statement.data.entries}
            rowKey={(entry) => entry.id}
            empty={t('statement.empty')}
            columns={statementColumns(t)}
          />
          {(cursors.length > 1 || statement.data.next_cursor) && (
            <StatementPager cursors={cursors} nextCursor={statement.data.next_cursor} onCursors={setCursors} />
          )}
        </div>
      )}
    </section>
  );
}

type Range = { from: string; to: string };
type StatementEntry = components['schemas']['StatementEntry'];

/** Loads the page of the statement that starts after `cursor`, within `range`. */
function useStatement(range: Range, cursor: string | undefined) {
  return useApi(
    (api) =>
      unwrap(
        api.GET('/dashboard/v1/balance/statement', {
          params: {
            query: {
              from: range.from || undefined,
              to: range.to || undefined,
              limit: PAGE_SIZE,
              starting_after: cursor,
            },
          },
        }),
      ),
    [range.from, range.to, cursor],
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
