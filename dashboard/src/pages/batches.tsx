import { useState } from 'preact/hooks';
import type { components } from '../../../client/schema';
import { unwrap } from '../api';
import { Amount } from '../components/Amount';
import { Async } from '../components/Async';
import { DataTable, type Column } from '../components/DataTable';
import { DateTime } from '../components/DateTime';
import { useApi } from '../hooks';
import { useI18n, type Translate } from '../i18n';
import { useHasRole } from '../session';
import { BatchUpload } from './batch-upload';

export type Batch = components['schemas']['PayoutBatch'];
export type BatchStatus = Batch['status'];

/** The statuses a batch still moves from by itself (its rows are being checked or paid out): the pages read it again. */
export const MOVING: readonly BatchStatus[] = ['validating', 'processing'];
const LIST_PER_PAGE = 20;

/** A status's colour, by the transactions' classes. */
export const BATCH_STATUS_CLASS: Record<BatchStatus, string> = {
  validating: 'pending',
  ready: 'pending',
  invalid: 'failed',
  processing: 'pending',
  completed: 'paid',
  rejected: 'failed',
  expired: 'failed',
};

/**
 * Batch payouts (DESIGN 16): the upload of a CSV file (finance and owners) and the merchant's
 * batches, newest first, with their status, rows and amounts; a batch's page has its rows, the
 * approval and the results.
 */
export function Batches() {
  const { t } = useI18n();
  const mayCreate = useHasRole('owner', 'finance');
  const [page, setPage] = useState(1);
  const list = useApi(
    (api) => unwrap(api.GET('/dashboard/v1/payout-batches', { params: { query: { page, per_page: LIST_PER_PAGE } } })),
    [page],
  );
  return (
    <section>
      <h1>{t('batches.title')}</h1>
      <p>{t('batches.intro')}</p>
      {mayCreate ? <BatchUpload onMade={list.reload} /> : <p class="notice">{t('batches.createRoles')}</p>}
      <h2>{t('batches.listTitle')}</h2>
      <Async state={list}>
        {(data) => (
          <>
            <DataTable
              caption={t('batches.caption')}
              rows={data.data}
              rowKey={(batch) => batch.batch_id}
              empty={t('batches.empty')}
              columns={batchColumns(t)}
            />
            {data.meta.last_page > 1 && (
              <nav class="pager" aria-label={t('batches.pagination')}>
                <button type="button" class="secondary outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {t('money.previous')}
                </button>
                <span aria-live="polite">{t('batches.page', { page, last: data.meta.last_page })}</span>
                <button
                  type="button"
                  class="secondary outline"
                  disabled={page >= data.meta.last_page}
                  onClick={() => setPage(page + 1)}
                >
                  {t('money.next')}
                </button>
              </nav>
            )}
          </>
        )}
      </Async>
    </section>
  );
}

export function BatchState(props: { status: BatchStatus }) {
  const { t } = useI18n();
  return <span class={`status status-${BATCH_STATUS_CLASS[props.status]}`}>{t(`batches.status.${props.status}`)}</span>;
}

/** `48 valid, 2 invalid` (and, once paid out, `46 paid, 2 failed, 0 in progress`). */
export function countsText(batch: Batch, t: Translate): string {
  const checked = t('batches.counts', {
    rows: batch.item_count,
    valid: batch.valid_count,
    invalid: batch.invalid_count,
  });
  if (batch.approved_at === null) return checked;
  return `${checked}; ${t('batches.outcomes', batch.counts)}`;
}

function batchColumns(t: Translate): Column<Batch>[] {
  return [
    {
      header: t('batches.reference'),
      cell: (batch) => <a href={`/dashboard/payout-batches/${batch.batch_id}`}>{batch.reference}</a>,
    },
    { header: t('batches.created'), cell: (batch) => <DateTime value={batch.created_at} /> },
    { header: t('batches.statusColumn'), cell: (batch) => <BatchState status={batch.status} /> },
    { header: t('batches.rows'), cell: (batch) => countsText(batch, t) },
    { header: t('batches.amount'), cell: (batch) => <Amount value={batch.total_amount} />, numeric: true },
    { header: t('batches.fee'), cell: (batch) => <Amount value={batch.total_fee} />, numeric: true },
  ];
}
