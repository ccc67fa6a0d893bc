import { useState } from 'preact/hooks';
import type { components } from '../../../client/schema';
import { unwrap } from '../api';
import { Amount } from '../components/Amount';
import { Async } from '../components/Async';
import { DataTable, type Column } from '../components/DataTable';
import { DateTime } from '../components/DateTime';
import { useApi } from '../hooks';
import { useI18n, type Translate } from '../i18n';
import { useHasRole, type Role } from '../session';

export type PaymentLink = components['schemas']['PaymentLink'];
export type LinkStatus = PaymentLink['status'];

/** The roles that create and deactivate links (the service's rows say the same; a viewer reads). */
export const LINK_MAKERS: Role[] = ['owner', 'developer', 'finance'];
const LIST_PER_PAGE = 20;

/** A link's status colour, by the transactions' classes: active and completed green, the rest red. */
const LINK_STATUS_CLASS: Record<LinkStatus, string> = {
  active: 'paid',
  completed: 'settled',
  expired: 'expired',
  inactive: 'cancelled',
};

export function LinkState(props: { status: LinkStatus }) {
  const { t } = useI18n();
  return <span class={`status status-${LINK_STATUS_CLASS[props.status]}`}>{t(`links.status.${props.status}`)}</span>;
}

/** `Rp 150.000`, or "Open amount" when the customer enters it. */
export function LinkAmount(props: { amount: number | null }) {
  const { t } = useI18n();
  return props.amount === null ? <span>{t('links.openAmount')}</span> : <Amount value={props.amount} />;
}

/** "Single use", or "Reusable" (with its cap). */
export function usageText(link: PaymentLink, t: Translate): string {
  if (!link.reusable) return t('links.single');
  return link.max_uses === null ? t('links.reusable') : t('links.reusableMax', { max: link.max_uses });
}

/** Paid payments so far, out of the most the link takes when it has a cap. */
export function usesText(link: PaymentLink): string {
  const max = link.reusable ? link.max_uses : 1;
  return max === null ? String(link.payments_count) : `${link.payments_count} / ${max}`;
}

/**
 * Payment links (DESIGN 19): the merchant's links, newest first, each to its page (the URL to send,
 * its payments); the roles that make links have a button to the create form.
 */
export function PaymentLinks() {
  const { t } = useI18n();
  const mayCreate = useHasRole(...LINK_MAKERS);
  const [page, setPage] = useState(1);
  const list = useApi(
    (api) => unwrap(api.GET('/dashboard/v1/payment-links', { params: { query: { page, per_page: LIST_PER_PAGE } } })),
    [page],
  );
  return (
    <section>
      <h1>{t('links.title')}</h1>
      <p>{t('links.intro')}</p>
      {mayCreate ? (
        <p>
          <a href="/dashboard/payment-links/new" role="button">
            {t('links.create')}
          </a>
        </p>
      ) : (
        <p class="notice">{t('links.createRoles')}</p>
      )}
      <Async state={list}>
        {(data) => (
          <>
            <DataTable
              caption={t('links.caption')}
              rows={data.data}
              rowKey={(link) => link.link_id}
              empty={t('links.empty')}
              columns={linkColumns(t)}
            />
            {data.meta.last_page > 1 && <Pager page={page} last={data.meta.last_page} onPage={setPage} />}
          </>
        )}
      </Async>
    </section>
  );
}

function Pager(props: { page: number; last: number; onPage: (page: number) => void }) {
  const { t } = useI18n();
  const { page, last } = props;
  return (
    <nav class="pager" aria-label={t('links.pagination')}>
      <button type="button" class="secondary outline" disabled={page <= 1} onClick={() => props.onPage(page - 1)}>
        {t('money.previous')}
      </button>
      <span aria-live="polite">{t('links.page', { page, last })}</span>
      <button type="button" class="secondary outline" disabled={page >= last} onClick={() => props.onPage(page + 1)}>
        {t('money.next')}
      </button>
    </nav>
  );
}

function linkColumns(t: Translate): Column<PaymentLink>[] {
  return [
    { header: t('links.statusColumn'), cell: (link) => <LinkState status={link.status} /> },
    {
      header: t('links.description'),
      cell: (link) => <a href={`/dashboard/payment-links/${link.link_id}`}>{link.description}</a>,
    },
    { header: t('links.amount'), cell: (link) => <LinkAmount amount={link.amount} />, numeric: true },
    { header: t('links.usage'), cell: (link) => usageText(link, t) },
    { header: t('links.uses'), cell: (link) => usesText(link), numeric: true },
    { header: t('links.paidAmount'), cell: (link) => <Amount value={link.paid_amount} />, numeric: true },
    {
      header: t('links.expires'),
      cell: (link) => (link.expires_at === null ? t('links.noExpiry') : <DateTime value={link.expires_at} />),
    },
  ];
}
