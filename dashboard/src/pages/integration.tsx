import { useState } from 'preact/hooks';
import { ApiError, unwrap } from '../api';
import { Async } from '../components/Async';
import {
  bodyOf,
  ClientFields,
  creatorText,
  draftOf,
  permissionLabel,
  SecretOnce,
  type Client,
} from '../components/ClientForm';
import { DataTable, type Column } from '../components/DataTable';
import { DateTime } from '../components/DateTime';
import { errorText } from '../components/ErrorMessage';
import { useAction, useApi } from '../hooks';
import { useI18n, type Translate } from '../i18n';
import { useHasRole, useSession } from '../session';
import { PinAwareError } from './payouts';

/** "Verify first", with the way there: shown before KYC (a notice) and as the API's 403 kyc_required (an alert). */
export function KycRequired(props: { error?: unknown }) {
  const { t } = useI18n();
  const link = <a href="/dashboard/onboarding">{t('integration.kycLink')}</a>;
  if (props.error)
    return (
      <div role="alert" class="error-message">
        <p>
          {errorText(props.error, t)} {t('integration.kycRequired')} {link}
        </p>
      </div>
    );
  return (
    <p class="notice">
      {t('integration.kycRequired')} {link}
    </p>
  );
}

/** In the sandbox before KYC: keys now, and KYC as what the live environment will need. */
function SandboxKeysNote() {
  const { t } = useI18n();
  return (
    <p class="notice">
      {t('integration.sandboxKeys')} <a href="/dashboard/onboarding">{t('integration.kycLink')}</a>
    </p>
  );
}

function isKycRequired(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'kyc_required';
}

/**
 * API integration: the merchant's API clients (never a secret), and a form to create one whose
 * secret is then shown once, with a copy button. Each client's settings, rotation and
 * deactivation are on its own page (/dashboard/integration/<client_id>).
 */
export function Integration() {
  const { t } = useI18n();
  const { merchant, config } = useSession();
  const clients = useApi((api) => unwrap(api.GET('/dashboard/v1/clients')), []);
  const { draft, setDraft, created, setCreated, create, submit } = useCreateClient(clients.reload);
  const isOwner = useHasRole('owner');
  // In the sandbox a new merchant gets keys at once (DESIGN 18); live, KYC comes first.
  const sandbox = config.environment === 'sandbox';
  const unverified = merchant !== undefined && merchant.kyc_status !== 'verified';
  const keysWait = unverified && !sandbox;
  return (
    <section>
      <h1>{t('nav.integration')}</h1>
      <p>{t('integration.intro')}</p>
      {keysWait && <KycRequired />}
      {unverified && sandbox && <SandboxKeysNote />}
      {created && (
        <SecretOnce
          name={created.name ?? created.client_id}
          clientId={created.client_id}
          secret={created.client_secret}
          onDone={() => setCreated(undefined)}
        />
      )}
      <h2>{t('integration.clients')}</h2>
      <Async state={clients}>{({ data }) => <ClientsTable clients={data} />}</Async>
      <h2 id="create-client">{t('integration.createTitle')}</h2>
      <form onSubmit={(event) => void submit(event)} aria-labelledby="create-client">
        <ClientFields draft={draft} onDraft={setDraft} mayGrantMoneyOut={isOwner} error={create.error} />
        {isKycRequired(create.error) ? <KycRequired error={create.error} /> : <PinAwareError error={create.error} />}
        {/* Before KYC the API refuses the client (403 kyc_required): the notice above says why and links to KYC. */}
        <button type="submit" aria-busy={create.busy} disabled={create.busy || keysWait}>
          {t('integration.create')}
        </button>
      </form>
    </section>
  );
}

/** The new client's draft and its creation: the created client (its secret to show once), then a fresh draft. */
function useCreateClient(reload: () => void) {
  const [draft, setDraft] = useState(draftOf());
  const [created, setCreated] = useState<{ client_id: string; name: string | null; client_secret: string }>();
  const create = useAction((api, body: ReturnType<typeof bodyOf>) =>
    unwrap(api.POST('/dashboard/v1/clients', { body })),
  );
  const submit = async (event: Event) => {
    event.preventDefault();
    const answer = await create.run(bodyOf(draft));
    if (!answer) {
      setDraft({ ...draft, pin: '' });
      return;
    }
    setCreated(answer.client);
    setDraft(draftOf());
    reload();
  };
  return { draft, setDraft, created, setCreated, create, submit };
}

/** The merchant's API clients, each name a link to the client's own page. */
function ClientsTable(props: { clients: Client[] }) {
  const { t } = useI18n();
  return (
    <DataTable<Client>
      caption={t('integration.clients')}
      rows={props.clients}
      rowKey={(client) => client.client_id}
      empty={t('integration.empty')}
      columns={clientColumns(t)}
    />
  );
}

/** The client table's columns: name, id, permissions, callback URL, status, creation date and maker. */
function clientColumns(t: Translate): Column<Client>[] {
  return [
    {
      header: t('integration.name'),
      cell: (client) => (
        <a
          href={`/dashboard/integration/${client.client_id}`}
          aria-label={t('integration.manage', { name: client.name ?? client.client_id })}
        >
          {client.name ?? t('integration.noName')}
        </a>
      ),
    },
    { header: t('integration.clientId'), cell: (client) => <code>{client.client_id}</code> },
    {
      header: t('integration.permissions'),
      cell: (client) =>
        client.permissions.length === 0
          ? t('integration.permissionsNone')
          : client.permissions.map((permission) => (
              <span key={permission} class="tag" title={t(permissionLabel(permission))}>
                {permission}
              </span>
            )),
    },
    {
      header: t('integration.callbackUrl'),
      cell: (client) =>
        client.callback_url ? <code class="secret">{client.callback_url}</code> : t('integration.noCallback'),
    },
    {
      header: t('integration.status'),
      cell: (client) => (client.active ? t('integration.active') : t('integration.inactive')),
    },
    { header: t('integration.created'), cell: (client) => <DateTime value={client.created_at} /> },
    { header: t('integration.createdBy'), cell: (client) => creatorText(client, t) },
  ];
}
