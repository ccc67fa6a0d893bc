import { useLocation } from 'preact-iso';
import type { components } from '../../../client/schema';
import { ApiError, unwrap } from '../api';
import { Amount } from '../components/Amount';
import { DataTable, type Column } from '../components/DataTable';
import { DateTime } from '../components/DateTime';
import { ErrorMessage } from '../components/ErrorMessage';
import { Loading } from '../components/Loading';
import { TransactionFilterForm } from '../components/TransactionFilterForm';
import { formatRupiah } from '../format';
import { useApi } from '../hooks';
import { useI18n, type Translate } from '../i18n';
import {
  filterQuery,
  filtersOf,
  NO_FILTERS,
  retryable,
  searchOf,
  withoutFields,
  type TransactionFilters,
  type TransactionListItem,
} from '../money';

const PER_PAGE = 20;

/**
 * The merchant's transactions, newest first, with filters and pages. The filters and the page live
 * in the URL (`?status=paid&page=2`), so the detail's "back" link, a reload and a shared link all
 * show the same list.
 */
export function Transactions() {
  const { t } = useI18n();
  const { query, route } = useLocation();
  const filters = filtersOf(query);
  const page = Math.max(1, Number(query.page) || 1);
  const key = JSON.stringify({ ...filters, page });
  const list = useTransactionPage(filters, page, key);
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);
  const go = (next: TransactionFilters, nextPage = 1) =>
    route(`/dashboard/transactions${searchOf({ ...next, page: nextPage > 1 ? nextPage : undefined })}`);
  const error = list.error;
  return (
    <section>
      <h1>{t('nav.transactions')}</h1>
      <TransactionFilterForm
        key={key}
        initial={filters}
        submitLabel={t('transactions.apply')}
        busy={list.loading}
        fieldErrors={error instanceof ApiError ? error.fields : undefined}
        onSubmit={(next) => go(next)}
        onReset={filtered ? () => go(NO_FILTERS) : undefined}
      />
      {error !== undefined ? (
        <>
          <ErrorMessage error={withoutFields(error)} retry={retryable(error) ? list.reload : undefined} />
          {error instanceof ApiError && error.code === 'filter_too_broad' && <p>{t('transactions.tooBroad')}</p>}
        </>
      ) : list.data === undefined ? (
        <Loading />
      ) : (
        <TransactionList
          list={list.data}
          busy={list.loading}
          filtered={filtered}
          query={query}
          page={page}
          onPage={(nextPage) => go(filters, nextPage)}
        />
      )}
    </section>
  );
}

type TransactionPage = components['schemas']['ListTransactionsResponse'];

/** Loads one page of the transactions that match `filters`; `key` stands for the filters and the page. */
function useTransactionPage(filters: TransactionFilters, page: number, key: string) {
  return useApi(
    (api) =>
      unwrap(
        api.GET('/dashboard/v1/transactions', {
          params: { query: { ...filterQuery(filters), page, per_page: PER_PAGE } },
        }),
      ),
    [key],
  );
}

/** One page of transactions as a table, with the pager when there are any. */
function TransactionList(props: {
  list: TransactionPage;
  busy: boolean;
  filtered: boolean;
  query: Record<string, string | undefined>;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useI18n();
  const { list } = props;
  return (
    // The fee is in the detail: six columns fit beside the menu on a laptop.
    <div class="money-list" aria-busy={props.busy ? 'true' : undefined}>
      <DataTable
        caption={t('transactions.caption')}
        rows={list.data}
        rowKey={(row) => row.partner_reff}
        empty={props.filtered ? t('transactions.emptyFiltered') : t('transactions.empty')}
        columns={transactionColumns(t, props.query)}
      />
      {list.meta.total > 0 && <TransactionPager meta={list.meta} page={props.page} onPage={props.onPage} />}
    </div>
  );
}

/**
 * The list's columns: reference (to the detail, keeping the filters), type, status (and refunds),
 * amount, net, creation time, and the customer and description the payment was made with.
 */
function transactionColumns(t: Translate, query: Record<string, string | undefined>): Column<TransactionListItem>[] {
  return [
    {
      header: t('transactions.reference'),
      cell: (row) => (
        <a href={`/dashboard/transactions/${encodeURIComponent(row.partner_reff)}${searchOf(query)}`}>
          {row.partner_reff}
        </a>
      ),
    },
    { header: t('transactions.type'), cell: (row) => t(`money.type.${row.type}`) },
    { header: t('transactions.status'), cell: (row) => <StatusCell row={row} /> },
    { header: t('transactions.amount'), cell: (row) => <Amount value={row.amount} />, numeric: true },
    { header: t('transactions.net'), cell: (row) => <Amount value={row.net_amount} />, numeric: true },
    { header: t('transactions.created'), cell: (row) => <DateTime value={row.created_at} /> },
    { header: t('transactions.customer'), cell: (row) => <CustomerCell row={row} /> },
  ];
}

/** Who paid and for what, as the merchant said when it made the payment (empty when it said nothing). */
function CustomerCell(props: { row: TransactionListItem }) {
  const { customer_name: name, description } = props.row;
  return (
    <>
      {name}
      {description !== undefined && <small class="cell-note">{description}</small>}
    </>
  );
}

/** The status, and what was refunded of a payment (a badge with the amount, partly or in full). */
function StatusCell(props: { row: TransactionListItem }) {
  const { t } = useI18n();
  const { row } = props;
  return (
    <>
      <span class={`status status-${row.status}`}>{t(`money.status.${row.status}`)}</span>
      {row.refund_status !== 'none' && (
        <>
          <br />
          <span class={`tag refund-badge refund-${row.refund_status}`}>
            {t(`transactions.refunded.${row.refund_status}`, { amount: formatRupiah(row.refunded_amount) })}
          </span>
        </>
      )}
    </>
  );
}

/** Previous and next page of the list, and which page of how many (and how many transactions) it shows. */
function TransactionPager(props: { meta: TransactionPage['meta']; page: number; onPage: (page: number) => void }) {
  const { t } = useI18n();
  const { meta, page } = props;
  return (
    <nav class="pager" aria-label={t('transactions.pagination')}>
      <button type="button" class="secondary outline" disabled={page <= 1} onClick={() => props.onPage(page - 1)}>
        {t('money.previous')}
      </button>
      <span aria-live="polite">
        {t('transactions.page', {
          page,
          last: meta.last_page,
          total: meta.total,
        })}
      </span>
      <button
        type="button"
        class="secondary outline"
        disabled={page >= meta.last_page}
        onClick={() => props.onPage(page + 1)}
      >
        {t('money.next')}
      </button>
    </nav>
  );
}
