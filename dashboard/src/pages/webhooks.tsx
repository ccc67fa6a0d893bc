import { useLocation } from 'preact-iso';
import { useId, useState } from 'preact/hooks';
import type { components } from '../../../client/schema';
import { unwrap } from '../api';
import { Async } from '../components/Async';
import type { Client } from '../components/ClientForm';
import { DataTable } from '../components/DataTable';
import { DateTime } from '../components/DateTime';
import { Empty } from '../components/Empty';
import { ErrorMessage } from '../components/ErrorMessage';
import { Toast } from '../components/Toast';
import { useAction, useApi } from '../hooks';
import { useI18n } from '../i18n';

type Delivery = components['schemas']['WebhookDeliveryAttempt'];

/**
 * The webhook debugger: pick an API client (`?client=<id>` preselects one), send it a ping and see
 * the answer and latency, and see its last 15 delivery attempts (status, HTTP answer, latency,
 * time in WIB) with a "resend" on each.
 */
export function Webhooks() {
  const { t } = useI18n();
  const clients = useApi((api) => unwrap(api.GET('/dashboard/v1/clients')), []);
  return (
    <section>
      <h1>{t('nav.webhooks')}</h1>
      <p>{t('webhooks.intro')}</p>
      <Async state={clients}>
        {({ data }) =>
          data.length === 0 ? (
            <Empty>
              {t('webhooks.noClients')} <a href="/dashboard/integration">{t('nav.integration')}</a>
            </Empty>
          ) : (
            <ClientWebhooks clients={data} />
          )
        }
      </Async>
    </section>
  );
}

function ClientWebhooks(props: { clients: Client[] }) {
  const { t } = useI18n();
  const location = useLocation();
  const selectId = useId();
  const wanted = location.query.client;
  const initial =
    props.clients.find((client) => client.client_id === wanted) ??
    props.clients.find((client) => client.callback_url) ??
    props.clients[0]!;
  const [clientId, setClientId] = useState(initial.client_id);
  const client = props.clients.find((candidate) => candidate.client_id === clientId) ?? initial;
  return (
    <>
      <label for={selectId}>
        {t('webhooks.client')}
        <select id={selectId} value={client.client_id} onChange={(event) => setClientId(event.currentTarget.value)}>
          {props.clients.map((candidate) => (
            <option key={candidate.client_id} value={candidate.client_id}>
              {candidate.name ?? candidate.client_id} ({candidate.client_id})
            </option>
          ))}
        </select>
      </label>
      <Deliveries key={client.client_id} client={client} />
    </>
  );
}

function Deliveries(props: { client: Client }) {
  const { t } = useI18n();
  const { client } = props;
  const { deliveries, ping, pinged, resend, resent, runPing, runResend } = useWebhookDebugger(client);
  return (
    <>
      <CallbackNotice client={client} />
      <div class="webhook-actions">
        <button
          type="button"
          aria-busy={ping.busy}
          disabled={ping.busy || !client.callback_url}
          onClick={() => void runPing()}
        >
          {t('webhooks.ping')}
        </button>
        <button type="button" class="secondary outline" onClick={deliveries.reload}>
          {t('webhooks.refresh')}
        </button>
      </div>
      <ActionResult pinged={pinged} resent={resent} />
      <ErrorMessage error={ping.error} />
      <ErrorMessage error={resend.error} />
      <h2>{t('webhooks.deliveries')}</h2>
      <Async state={deliveries}>
        {({ data }) => <DeliveryTable rows={data} busy={resend.busy} onResend={(id) => void runResend(id)} />}
      </Async>
    </>
  );
}

type Pinged = components['schemas']['WebhookPingResult'];
type Resent = components['schemas']['ResentWebhook'];

/**
 * The client's delivery attempts, its ping and the resend of an attempt, with the answer of the last
 * of those two actions (a resend also reloads the attempts).
 */
function useWebhookDebugger(client: Client) {
  const path = { params: { path: { client_id: client.client_id } } };
  const deliveries = useApi(
    (api) => unwrap(api.GET('/dashboard/v1/clients/{client_id}/webhook-deliveries', path)),
    [client.client_id],
  );
  const ping = useAction((api) => unwrap(api.POST('/dashboard/v1/clients/{client_id}/webhook-ping', path)));
  const [pinged, setPinged] = useState<Awaited<ReturnType<typeof ping.run>>>();
  const resend = useAction((api, id: string) =>
    unwrap(api.POST('/dashboard/v1/webhook-deliveries/{id}/resend', { params: { path: { id } } })),
  );
  const [resent, setResent] = useState<Awaited<ReturnType<typeof resend.run>>>();
  const runPing = async () => {
    // One answer at a time: the last action's result is the one shown.
    setPinged(undefined);
    setResent(undefined);
    resend.clearError();
    setPinged(await ping.run());
  };
  const runResend = async (id: string) => {
    setResent(undefined);
    setPinged(undefined);
    ping.clearError();
    const answer = await resend.run(id);
    if (answer) {
      setResent(answer);
      deliveries.reload();
    }
  };
  return { deliveries, ping, pinged, resend, resent, runPing, runResend };
}

/** The client's callback URL, or a notice that it has none with a link to set one. */
function CallbackNotice(props: { client: Client }) {
  const { t } = useI18n();
  const { client } = props;
  return client.callback_url ? (
    <p>{t('webhooks.callbackUrl', { url: client.callback_url })}</p>
  ) : (
    <p class="notice">
      {t('webhooks.noCallback')} <a href={`/dashboard/integration/${client.client_id}`}>{t('webhooks.setCallback')}</a>
    </p>
  );
}

/** The answer of the last ping or resend (HTTP status or error, and latency), announced as it comes. */
function ActionResult(props: { pinged: Pinged | undefined; resent: Resent | undefined }) {
  const { t } = useI18n();
  const { pinged, resent } = props;
  return (
    <div>
      {pinged && (
        <Toast tone={pinged.http_status === null ? 'danger' : 'success'}>
          {pinged.http_status === null
            ? t('webhooks.pingFailed', { error: pinged.error ?? '-', latency: pinged.latency_ms })
            : t('webhooks.pingResult', { status: pinged.http_status, latency: pinged.latency_ms })}
        </Toast>
      )}
      {resent && (
        <Toast tone={resent.delivery.state === 'delivered' ? 'success' : 'info'}>
          {t('webhooks.resent', {
            state: t(`webhooks.state.${resent.delivery.state}`),
            status: resent.delivery.http_status ?? '-',
            latency: resent.delivery.latency_ms,
          })}
        </Toast>
      )}
    </div>
  );
}

/** The delivery attempts: time, event and reference, state with the HTTP answer, latency, attempt and resend. */
function DeliveryTable(props: { rows: Delivery[]; busy: boolean; onResend: (id: string) => void }) {
  const { t } = useI18n();
  return (
    <DataTable<Delivery>
      caption={t('webhooks.deliveries')}
      rows={props.rows}
      rowKey={(row) => `${row.id}-${row.attempt}`}
      empty={t('webhooks.empty')}
      columns={[
        { header: t('webhooks.time'), cell: (row) => <DateTime value={row.at} /> },
        { header: t('webhooks.event'), cell: (row) => <DeliveryEvent row={row} /> },
        { header: t('webhooks.state'), cell: (row) => <DeliveryState row={row} /> },
        {
          header: t('webhooks.latency'),
          cell: (row) => t('webhooks.latencyMs', { latency: row.latency_ms }),
          numeric: true,
        },
        { header: t('webhooks.attempt'), cell: (row) => row.attempt, numeric: true },
        {
          header: t('webhooks.action'),
          cell: (row) => (
            <button
              type="button"
              class="secondary outline compact"
              disabled={props.busy}
              aria-label={t('webhooks.resendLabel', { event: row.event, reference: row.partner_reff ?? row.id })}
              onClick={() => props.onResend(row.id)}
            >
              {t('webhooks.resend')}
            </button>
          ),
        },
      ]}
    />
  );
}

/** An attempt's event code, and the transaction's reference under it when there is one. */
function DeliveryEvent(props: { row: Delivery }) {
  const { row } = props;
  return (
    <>
      <code>{row.event}</code>
      {row.partner_reff && (
        <>
          <br />
          <small>{row.partner_reff}</small>
        </>
      )}
    </>
  );
}

/** An attempt's state with the HTTP status when one came, and the error under it when there is one. */
function DeliveryState(props: { row: Delivery }) {
  const { t } = useI18n();
  const { row } = props;
  return (
    <span class={`delivery-${row.state}`}>
      {t(`webhooks.state.${row.state}`)}
      {row.http_status !== null && ` · HTTP ${row.http_status}`}
      {row.error && (
        <>
          <br />
          <small>{row.error}</small>
        </>
      )}
    </span>
  );
}
