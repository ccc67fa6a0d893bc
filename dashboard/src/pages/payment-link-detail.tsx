import { useState } from 'preact/hooks';
import { useRoute } from 'preact-iso';
import { unwrap } from '../api';
import { Amount } from '../components/Amount';
import { Async } from '../components/Async';
import { CopyButton } from '../components/CopyButton';
import { DataTable, type Column } from '../components/DataTable';
import { DateTime } from '../components/DateTime';
import { ErrorMessage } from '../components/ErrorMessage';
import { useAction, useApi } from '../hooks';
import type { TransactionListItem } from '../money';
import { useI18n, type Translate } from '../i18n';
import { useHasRole } from '../session';
import { LINK_MAKERS, LinkAmount, LinkState, usageText, usesText, type PaymentLink } from './payment-links';

/** The WhatsApp share of a link: a chat of the user's choice, opened with the description and the URL. */
export const whatsAppHref = (link: Pick<PaymentLink, 'description' | 'url'>): string =>
  `https://wa.me/?text=${encodeURIComponent(`${link.description} ${link.url}`)}`;

const PAYMENTS_PER_PAGE = 20;

/**
 * One payment link: the URL to send (copy, or share by WhatsApp), its terms and counters, the
 * deactivate (with a confirmation) for the roles that make links, and the payments made from it.
 */
export function PaymentLinkDetail() {
  const { t } = useI18n();
  const linkId = useRoute().params.link_id ?? '';
  const link = useApi(
    (api) => unwrap(api.GET('/dashboard/v1/payment-links/{link_id}', { params: { path: { link_id: linkId } } })),
    [linkId],
  );
  return (
    <section>
      <p>
        <a href="/dashboard/payment-links">{t('links.back')}</a>
      </p>
      <Async state={link}>
        {({ link: current }) => (
          <>
            <h1>{current.description}</h1>
            <LinkShare link={current} />
            <LinkFacts link={current} />
            {current.status !== 'inactive' && <Deactivate link={current} onDone={link.reload} />}
            <LinkPayments linkId={current.link_id} />
          </>
        )}
      </Async>
    </section>
  );
}

function LinkShare(props: { link: PaymentLink }) {
  const { t } = useI18n();
  const { link } = props;
  return (
    <article aria-labelledby="link-url">
      <h2 id="link-url">{t('links.urlTitle')}</h2>
      <p class="reference-number">
        <a href={link.url} target="_blank" rel="noopener noreferrer">
          {link.url}
        </a>
      </p>
      <div class="actions">
        <CopyButton text={link.url} label={t('links.copyUrl')} />
        <a href={whatsAppHref(link)} target="_blank" rel="noopener noreferrer">
          {t('links.whatsApp')}
        </a>
      </div>
    </article>
  );
}

function LinkFacts(props: { link: PaymentLink }) {
  const { t } = useI18n();
  const { link } = props;
  return (
    <dl class="details">
      <dt>{t('links.statusColumn')}</dt>
      <dd>
        <LinkState status={link.status} />
      </dd>
      <dt>{t('links.amount')}</dt>
      <dd>
        <LinkAmount amount={link.amount} />
      </dd>
      <dt>{t('links.methods')}</dt>
      <dd>{link.methods.map((method) => t(`links.method.${method}`)).join(', ')}</dd>
      <dt>{t('links.usage')}</dt>
      <dd>{usageText(link, t)}</dd>
      <dt>{t('links.uses')}</dt>
      <dd data-testid="link-uses">{usesText(link)}</dd>
      <dt>{t('links.paidAmount')}</dt>
      <dd data-testid="link-paid">
        <Amount value={link.paid_amount} />
      </dd>
      <dt>{t('links.expires')}</dt>
      <dd>{link.expires_at === null ? t('links.noExpiry') : <DateTime value={link.expires_at} />}</dd>
      {link.customer_name !== null && (
        <>
          <dt>{t('links.customerName')}</dt>
          <dd>{link.customer_name}</dd>
        </>
      )}
      <dt>{t('links.created')}</dt>
      <dd>
        <DateTime value={link.created_at} />
      </dd>
    </dl>
  );
}

/** Deactivate, then "deactivate this link?" with Yes and Cancel: a stray click turns nothing off. */
function Deactivate(props: { link: PaymentLink; onDone: () => void }) {
  const { t } = useI18n();
  const mayDeactivate = useHasRole(...LINK_MAKERS);
  const [asking, setAsking] = useState(false);
  const deactivate = useAction((api) =>
    unwrap(
      api.POST('/dashboard/v1/payment-links/{link_id}/deactivate', {
        params: { path: { link_id: props.link.link_id } },
      }),
    ),
  );
  if (!mayDeactivate) return null;
  if (!asking)
    return (
      <button type="button" class="secondary outline" onClick={() => setAsking(true)}>
        {t('links.deactivate')}
      </button>
    );
  const confirm = async () => {
    if (await deactivate.run()) props.onDone();
  };
  return (
    <div role="group" aria-label={t('links.deactivate')}>
      <p>{t('links.deactivateConfirm')}</p>
      <ErrorMessage error={deactivate.error} />
      <div class="actions">
        <button type="button" aria-busy={deactivate.busy} disabled={deactivate.busy} onClick={() => void confirm()}>
          {t('links.deactivateYes')}
        </button>
        <button type="button" class="secondary outline" onClick={() => setAsking(false)}>
          {t('common.cancel')}
        </button>
      </div>
    </div>
  );
}

/** The payments made from the link, newest first, each to its transaction's page; older ones a page at a time. */
function LinkPayments(props: { linkId: string }) {
  const { t } = useI18n();
  const [cursors, setCursors] = useState<string[]>([]);
  const after = cursors.at(-1);
  const payments = useApi(
    (api) =>
      unwrap(
        api.GET('/dashboard/v1/payment-links/{link_id}/payments', {
          params: {
            path: { link_id: props.linkId },
            query: { limit: PAYMENTS_PER_PAGE, ...(after === undefined ? {} : { starting_after: after }) },
          },
        }),
      ),
    [props.linkId, after],
  );
  return (
    <>
      <h2>{t('links.paymentsTitle')}</h2>
      <Async state={payments}>
        {(data) => (
          <>
            <DataTable
              caption={t('links.paymentsCaption')}
              rows={data.data}
              rowKey={(tx) => tx.partner_reff}
              empty={t('links.paymentsEmpty')}
              columns={paymentColumns(t)}
            />
            <CursorPager
              back={cursors.length > 0}
              next={data.next_cursor}
              onBack={() => setCursors(cursors.slice(0, -1))}
              onNext={(cursor) => setCursors([...cursors, cursor])}
            />
          </>
        )}
      </Async>
    </>
  );
}

/** Newer and older pages of a list read by cursor: back to the page before, on to the next cursor's page. */
function CursorPager(props: {
  back: boolean;
  next: string | null;
  onBack: () => void;
  onNext: (cursor: string) => void;
}) {
  const { t } = useI18n();
  const { next } = props;
  if (!props.back && next === null) return null;
  return (
    <nav class="pager" aria-label={t('links.paymentsPagination')}>
      {props.back && (
        <button type="button" class="secondary outline" onClick={props.onBack}>
          {t('money.previous')}
        </button>
      )}
      {next !== null && (
        <button type="button" class="secondary outline" onClick={() => props.onNext(next)}>
          {t('money.next')}
        </button>
      )}
    </nav>
  );
}

function paymentColumns(t: Translate): Column<TransactionListItem>[] {
  return [
    {
      header: t('links.paymentReference'),
      cell: (tx) => <a href={`/dashboard/transactions/${encodeURIComponent(tx.partner_reff)}`}>{tx.partner_reff}</a>,
    },
    { header: t('links.paymentMethod'), cell: (tx) => t(`links.method.${tx.type === 'qris' ? 'qris' : 'va'}`) },
    {
      header: t('links.statusColumn'),
      cell: (tx) => <span class={`status status-${tx.status}`}>{t(`money.status.${tx.status}`)}</span>,
    },
    { header: t('links.amount'), cell: (tx) => <Amount value={tx.amount} />, numeric: true },
    { header: t('links.created'), cell: (tx) => <DateTime value={tx.created_at} /> },
  ];
}
