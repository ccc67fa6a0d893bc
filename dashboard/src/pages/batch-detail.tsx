import { useEffect, useRef, useState } from 'preact/hooks';
import { useRoute } from 'preact-iso';
import type { components } from '../../../client/schema';
import { unwrap, type ApiClient } from '../api';
import { destinationText, resultsCsv, type BatchItem } from '../batch-csv';
import { Amount } from '../components/Amount';
import { Async } from '../components/Async';
import { DataTable, type Column } from '../components/DataTable';
import { DateTime } from '../components/DateTime';
import { ErrorMessage } from '../components/ErrorMessage';
import { useAction, useApi, type ApiState } from '../hooks';
import { useI18n, type Translate } from '../i18n';
import { BatchDecision } from './batch-decision';
import { BatchState, countsText, MOVING, type Batch } from './batches';

type ItemStatus = BatchItem['status'];
type ItemsPage = components['schemas']['PayoutBatchItemsResponse'];

/** Rows per page of the rows' table, and of each read of the results file (the API's most). */
const ITEMS_PER_PAGE = 100;
/** While its rows are checked or paid out the page reads the batch again this often, at most this many times. */
export const BATCH_POLL_MS = 2_000;
export const BATCH_POLLS_MAX = 900;

const ITEM_STATUS_CLASS: Record<ItemStatus, string> = {
  pending: 'pending',
  valid: 'paid',
  invalid: 'failed',
  paid: 'paid',
  failed: 'failed',
};

/** One batch: what it is, its progress (read again while it moves), the decision, its rows and the results file. */
export function BatchDetail() {
  const { t } = useI18n();
  const batchId = useRoute().params.batch_id ?? '';
  const [page, setPage] = useState(1);
  const batch = useApi(
    (api) => unwrap(api.GET('/dashboard/v1/payout-batches/{batch_id}', { params: { path: { batch_id: batchId } } })),
    [batchId],
  );
  const items = useApi((api) => itemsPage(api, batchId, page), [batchId, page]);
  useRefreshWhileMoving(batch, items);
  return (
    <section>
      <p>
        <a href="/dashboard/payout-batches">{t('batches.back')}</a>
      </p>
      <Async state={batch}>
        {({ batch: current }) => (
          <>
            <h1>{t('batches.detailTitle', { reference: current.reference })}</h1>
            <BatchSummary batch={current} />
            <BatchDecision
              batch={current}
              onDone={() => {
                batch.reload();
                items.reload();
              }}
            />
            <Results batch={current} />
            <h2>{t('batches.itemsTitle')}</h2>
            <ItemList items={items} page={page} onPage={setPage} />
          </>
        )}
      </Async>
    </section>
  );
}

const itemsPage = (api: ApiClient, batchId: string, page: number) =>
  unwrap(
    api.GET('/dashboard/v1/payout-batches/{batch_id}/items', {
      params: { path: { batch_id: batchId }, query: { page, per_page: ITEMS_PER_PAGE } },
    }),
  );

/** Reads the batch and its rows again every BATCH_POLL_MS while it is validating or processing. */
function useRefreshWhileMoving(batch: ApiState<{ batch: Batch }>, items: ApiState<ItemsPage>): void {
  const polls = useRef(0);
  const status = batch.data?.batch.status;
  useEffect(() => {
    if (status === undefined || !MOVING.includes(status) || polls.current >= BATCH_POLLS_MAX) return undefined;
    const timer = setTimeout(() => {
      polls.current += 1;
      batch.reload();
      items.reload();
    }, BATCH_POLL_MS);
    return () => clearTimeout(timer);
  }, [batch.data]);
}

/** The batch's status, rows and amounts, who made and approved it, and (while paid out) a progress bar. */
function BatchSummary(props: { batch: Batch }) {
  const { t } = useI18n();
  const { batch } = props;
  const final = batch.counts.paid + batch.counts.failed;
  const paying = batch.status === 'processing' && batch.valid_count > 0;
  return (
    <>
      <dl class="details">
        <dt>{t('batches.statusColumn')}</dt>
        <dd>
          <BatchState status={batch.status} />
        </dd>
        <dt>{t('batches.rows')}</dt>
        <dd>{countsText(batch, t)}</dd>
        <dt>{t('batches.amount')}</dt>
        <dd>
          <Amount value={batch.total_amount} /> + <Amount value={batch.total_fee} /> {t('batches.feeWord')}
        </dd>
        <dt>{t('batches.created')}</dt>
        <dd>
          <DateTime value={batch.created_at} />
        </dd>
        {batch.completed_at && (
          <>
            <dt>{t('batches.completed')}</dt>
            <dd>
              <DateTime value={batch.completed_at} />
            </dd>
          </>
        )}
      </dl>
      <p role="status">{t(`batches.explain.${batch.status}`)}</p>
      {paying && <progress aria-label={t('batches.progressLabel')} value={final} max={batch.valid_count} />}
    </>
  );
}

/** The results file (every row of the batch, read 100 at a time): once the batch is not being checked. */
function Results(props: { batch: Batch }) {
  const { t } = useI18n();
  const { batch } = props;
  const download = useAction(async (api) => {
    const items: BatchItem[] = [];
    for (let page = 1; items.length < batch.item_count; page++) {
      const answer = await itemsPage(api, batch.batch_id, page);
      items.push(...answer.data);
      if (page >= answer.meta.last_page) break;
    }
    const url = URL.createObjectURL(new Blob([resultsCsv(items)], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${batch.reference}-results.csv`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  });
  if (batch.status === 'validating') return null;
  return (
    <p>
      <button type="button" class="secondary" onClick={() => void download.run()} aria-busy={download.busy}>
        {t('batches.downloadResults')}
      </button>
      <ErrorMessage error={download.error} />
    </p>
  );
}

function ItemList(props: { items: ApiState<ItemsPage>; page: number; onPage: (page: number) => void }) {
  const { t } = useI18n();
  const { page } = props;
  return (
    <Async state={props.items}>
      {(data) => (
        <>
          <DataTable
            caption={t('batches.itemsCaption')}
            rows={data.data.map((item, n) => ({ item, row: (page - 1) * ITEMS_PER_PAGE + n + 1 }))}
            rowKey={({ item }) => item.item_reference}
            columns={itemColumns(t)}
          />
          {data.meta.last_page > 1 && (
            <nav class="pager" aria-label={t('batches.itemsPagination')}>
              <button
                type="button"
                class="secondary outline"
                disabled={page <= 1}
                onClick={() => props.onPage(page - 1)}
              >
                {t('money.previous')}
              </button>
              <span aria-live="polite">{t('batches.page', { page, last: data.meta.last_page })}</span>
              <button
                type="button"
                class="secondary outline"
                disabled={page >= data.meta.last_page}
                onClick={() => props.onPage(page + 1)}
              >
                {t('money.next')}
              </button>
            </nav>
          )}
        </>
      )}
    </Async>
  );
}

function itemColumns(t: Translate): Column<{ item: BatchItem; row: number }>[] {
  return [
    { header: t('batches.row'), cell: ({ row }) => row, numeric: true },
    { header: t('batches.itemReference'), cell: ({ item }) => item.item_reference },
    {
      header: t('batches.destination'),
      cell: ({ item }) => `${t(`batches.type.${item.type}`)} ${destinationText(item)}`,
    },
    { header: t('batches.amount'), cell: ({ item }) => <Amount value={item.amount} />, numeric: true },
    { header: t('batches.statusColumn'), cell: ({ item }) => <ItemState item={item} /> },
    { header: t('batches.holder'), cell: ({ item }) => item.account_holder_name ?? '' },
    { header: t('batches.outcome'), cell: ({ item }) => <ItemOutcome item={item} /> },
  ];
}

function ItemState(props: { item: BatchItem }) {
  const { t } = useI18n();
  const { status } = props.item;
  return <span class={`status status-${ITEM_STATUS_CLASS[status]}`}>{t(`batches.itemStatus.${status}`)}</span>;
}

/** Why a row is invalid or failed, or the transaction that paid it out. */
function ItemOutcome(props: { item: BatchItem }) {
  const { item } = props;
  if (item.partner_reff)
    return (
      <>
        <a href={`/dashboard/transactions/${item.partner_reff}`}>{item.partner_reff}</a>
        {item.failure_reason && <small> {item.failure_reason}</small>}
      </>
    );
  return <>{item.failure_reason ?? ''}</>;
}
