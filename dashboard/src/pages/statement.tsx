import { useState } from 'preact/hooks';
import { ApiError, unwrap } from '../api';
import { Amount } from '../components/Amount';
import { DataTable } from '../components/DataTable';
import { DateTime } from '../components/DateTime';
import { ErrorMessage } from '../components/ErrorMessage';
import { Field } from '../components/Field';
import { Loading } from '../components/Loading';
import { useApi } from '../hooks';
import { useI18n } from '../i18n';
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
  const cursor = cursors[cursors.length - 1];
  const statement = useApi(
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
  const error = statement.error;
  const fields = error instanceof ApiError ? error.fields : {};
  const rangeErrors = fields.from || fields.to ? [t('money.rangeInvalid')] : undefined;
  return (
    <section>
      <h1>{t('nav.statement')}</h1>
      <p>{t('statement.intro')}</p>
      <form
        class="filters"
        aria-label={t('transactions.filters')}
        onSubmit={(event) => {
          event.preventDefault();
          setRange(draft);
          setCursors([undefined]);
        }}
      >
        <div class="filter-grid">
          <Field
            label={t('money.from')}
            type="date"
            value={draft.from}
            onValue={(from) => setDraft({ ...draft, from })}
            errors={fields.from && rangeErrors}
          />
          <Field
            label={t('money.to')}
            type="date"
            value={draft.to}
            onValue={(to) => setDraft({ ...draft, to })}
            errors={fields.to && rangeErrors}
          />
        </div>
        <p class="hint">{t('money.rangeHint')}</p>
        <div class="form-actions">
          <button type="submit" disabled={statement.loading}>
            {t('statement.show')}
          </button>
        </div>
      </form>
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
            columns={[
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
                    <a href={`/dashboard/transactions/${encodeURIComponent(entry.partner_reff)}`}>
                      {entry.partner_reff}
                    </a>
                  ) : (
                    entry.description
                  ),
              },
            ]}
          />
          {(cursors.length > 1 || statement.data.next_cursor) && (
            <nav class="pager" aria-label={t('statement.pagination')}>
              <button
                type="button"
                class="secondary outline"
                disabled={cursors.length <= 1}
                onClick={() => setCursors(cursors.slice(0, -1))}
              >
                {t('money.previous')}
              </button>
              <span aria-live="polite">{t('statement.pageNumber', { page: cursors.length })}</span>
              <button
                type="button"
                class="secondary outline"
                disabled={!statement.data.next_cursor}
                onClick={() => setCursors([...cursors, statement.data?.next_cursor ?? undefined])}
              >
                {t('money.next')}
              </button>
            </nav>
          )}
        </div>
      )}
    </section>
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
