import { useRoute } from 'preact-iso';
import { useState } from 'preact/hooks';
import { unwrap } from '../api';
import { Async } from '../components/Async';
import {
  bodyOf,
  ClientFields,
  creatorText,
  draftOf,
  GrantPinField,
  SecretOnce,
  type Client,
} from '../components/ClientForm';
import { DateTime } from '../components/DateTime';
import { ErrorMessage } from '../components/ErrorMessage';
import { Toast } from '../components/Toast';
import { useAction, useApi } from '../hooks';
import { useI18n } from '../i18n';
import { isMoneyOut } from '../permissions';
import { useHasRole } from '../session';
import { PinAwareError } from './payouts';

/**
 * One API client: its settings (name, permissions, IP allow list, callback URL), a secret rotation
 * (the new secret shown once; the old one kept 24 hours unless revoked now) and deactivation. The
 * API has no "get one client", so the page finds it in the list.
 */
export function IntegrationClient() {
  const { t } = useI18n();
  const { client_id: clientId } = useRoute().params as { client_id: string };
  const clients = useApi((api) => unwrap(api.GET('/dashboard/v1/clients')), [clientId]);
  return (
    <section>
      <p>
        <a href="/dashboard/integration">{t('integration.backToList')}</a>
      </p>
      <Async state={clients}>
        {({ data }) => {
          const client = data.find((candidate) => candidate.client_id === clientId);
          if (!client)
            return (
              <>
                <h1>{t('nav.integration')}</h1>
                <p role="alert">{t('integration.notFound')}</p>
              </>
            );
          return <ClientPanels key={client.client_id} client={client} reload={clients.reload} />;
        }}
      </Async>
    </section>
  );
}

function ClientPanels(props: { client: Client; reload: () => void }) {
  const { t } = useI18n();
  const { client } = props;
  const name = client.name ?? client.client_id;
  return (
    <>
      <h1>
        {t('nav.integration')}: {name}
      </h1>
      <p>
        <code>{client.client_id}</code> · {client.active ? t('integration.active') : t('integration.inactive')} ·{' '}
        {t('integration.created')} <DateTime value={client.created_at} /> · {t('integration.createdBy')}:{' '}
        {creatorText(client, t)}
      </p>
      <p>
        <a href={`/dashboard/webhooks?client=${encodeURIComponent(client.client_id)}`}>
          {t('integration.webhooksLink')}
        </a>
      </p>
      <Settings client={client} reload={props.reload} />
      <Rotate client={client} reload={props.reload} />
      <Activation client={client} reload={props.reload} />
    </>
  );
}

function Settings(props: { client: Client; reload: () => void }) {
  const { t } = useI18n();
  const isOwner = useHasRole('owner');
  const [draft, setDraft] = useState(draftOf(props.client));
  const [saved, setSaved] = useState(false);
  const save = useAction((api, body: ReturnType<typeof bodyOf>) =>
    unwrap(
      api.PATCH('/dashboard/v1/clients/{client_id}', { params: { path: { client_id: props.client.client_id } }, body }),
    ),
  );
  const submit = async (event: Event) => {
    event.preventDefault();
    setSaved(false);
    const answer = await save.run(bodyOf(draft));
    // The PIN is never kept; once saved, what the client holds is what was sent.
    setDraft(answer ? { ...draft, held: answer.client.permissions, pin: '' } : { ...draft, pin: '' });
    if (answer) {
      setSaved(true);
      props.reload();
    }
  };
  return (
    <article aria-labelledby="client-settings">
      <h2 id="client-settings">{t('integration.editTitle')}</h2>
      <form onSubmit={(event) => void submit(event)}>
        <ClientFields
          draft={draft}
          onDraft={(next) => {
            setSaved(false);
            setDraft(next);
          }}
          mayGrantMoneyOut={isOwner}
          error={save.error}
        />
        <PinAwareError error={save.error} />
        {saved && <Toast>{t('integration.saved')}</Toast>}
        <button type="submit" aria-busy={save.busy} disabled={save.busy}>
          {t('common.save')}
        </button>
      </form>
    </article>
  );
}

function Rotate(props: { client: Client; reload: () => void }) {
  const { t } = useI18n();
  const [revoke, setRevoke] = useState(false);
  const [rotated, setRotated] = useState<Rotated>();
  const rotate = useAction((api, revokePrevious: boolean) =>
    unwrap(
      api.POST('/dashboard/v1/clients/{client_id}/rotate-secret', {
        params: { path: { client_id: props.client.client_id } },
        body: { revoke_previous: revokePrevious },
      }),
    ),
  );
  const run = () =>
    void rotate.run(revoke).then((answer) => {
      if (!answer) return;
      setRotated({ secret: answer.client.client_secret, previousUntil: answer.previous_secret_expires_at });
      setRevoke(false);
    });
  return (
    <article aria-labelledby="client-rotate">
      <h2 id="client-rotate">{t('integration.rotateTitle')}</h2>
      {rotated ? (
        <RotatedSecret
          client={props.client}
          rotated={rotated}
          onDone={() => {
            setRotated(undefined);
            props.reload();
          }}
        />
      ) : (
        <>
          <p>{t('integration.rotateIntro')}</p>
          <label>
            <input type="checkbox" checked={revoke} onChange={(event) => setRevoke(event.currentTarget.checked)} />
            {t('integration.revokePrevious')}
          </label>
          <ErrorMessage error={rotate.error} />
          <button type="button" class="secondary" aria-busy={rotate.busy} disabled={rotate.busy} onClick={run}>
            {t('integration.rotate')}
          </button>
        </>
      )}
    </article>
  );
}

/** A rotation's outcome: the new secret, and until when the previous one works (null: revoked now). */
interface Rotated {
  secret: string;
  previousUntil: string | null;
}

/** The new secret, shown once, with when the previous one stops working (or that it was revoked). */
function RotatedSecret(props: { client: Client; rotated: Rotated; onDone: () => void }) {
  const { t } = useI18n();
  const { client, rotated } = props;
  return (
    <SecretOnce
      name={client.name ?? client.client_id}
      clientId={client.client_id}
      secret={rotated.secret}
      level={3}
      onDone={props.onDone}
    >
      <p>
        {rotated.previousUntil ? (
          <>
            {t('integration.previousUntil')} <DateTime value={rotated.previousUntil} />.
          </>
        ) : (
          t('integration.previousRevoked')
        )}
      </p>
    </SecretOnce>
  );
}

/**
 * Turning the client off, or on again. Turning on a client that holds a money-out permission
 * grants it again: an owner is asked for the PIN, anyone else is told only an owner may.
 */
function Activation(props: { client: Client; reload: () => void }) {
  const { t } = useI18n();
  const isOwner = useHasRole('owner');
  const { done, pin, setPin, grants, patch, toggle } = useActivation(props.client, props.reload);
  return (
    <article aria-labelledby="client-active">
      <h2 id="client-active">{t('integration.activeTitle')}</h2>
      <p>
        {t('integration.status')}:{' '}
        <strong>{props.client.active ? t('integration.active') : t('integration.inactive')}</strong>
      </p>
      <p>{t('integration.activeIntro')}</p>
      {done && <Toast>{t(`integration.${done}`)}</Toast>}
      <form onSubmit={(event) => void toggle(event)}>
        {grants &&
          (isOwner ? <GrantPinField value={pin} onValue={setPin} /> : <p>{t('integration.reactivateOwnerOnly')}</p>)}
        <PinAwareError error={patch.error} />
        <button
          type="submit"
          class={props.client.active ? 'secondary outline' : undefined}
          aria-busy={patch.busy}
          disabled={patch.busy || (grants && !isOwner)}
        >
          {props.client.active ? t('integration.deactivate') : t('integration.reactivate')}
        </button>
      </form>
    </article>
  );
}

/** The status change of a client: off, or on again (with the PIN when that grants money-out). */
function useActivation(client: Client, reload: () => void) {
  const [done, setDone] = useState<'deactivated' | 'reactivated'>();
  const [pin, setPin] = useState('');
  const grants = !client.active && client.permissions.some(isMoneyOut);
  const patch = useAction((api, body: { active: boolean; pin?: string }) =>
    unwrap(api.PATCH('/dashboard/v1/clients/{client_id}', { params: { path: { client_id: client.client_id } }, body })),
  );
  const toggle = async (event: Event) => {
    event.preventDefault();
    const active = !client.active;
    const answer = await patch.run(grants ? { active, pin } : { active });
    setPin('');
    if (answer) {
      setDone(active ? 'reactivated' : 'deactivated');
      reload();
    }
  };
  return { done, pin, setPin, grants, patch, toggle };
}
