import { useState } from 'preact/hooks';
import { unwrap } from '../api';
import { useAction } from '../hooks';
import { useI18n } from '../i18n';
import { useSession, type ReceivedInvitation } from '../session';
import { ErrorMessage } from './ErrorMessage';
import { Toast } from './Toast';

/**
 * The signed-in user's pending invitations (GET /me), each with the merchant's name and id, the
 * role and who sent it, and Accept / Decline. An invitation is no membership until accepted
 * (DESIGN 21), so a stranger's invitation changes nothing until the user chooses it. Accepting
 * switches to that merchant; declining reloads the list. Renders nothing without invitations.
 * `first`: the page's first content (a user without a merchant yet), so its heading is the page's h1.
 */
export function Invitations(props: { first?: boolean }) {
  const { t } = useI18n();
  const session = useSession();
  const actions = useInvitationActions();
  const invitations = session.me?.invitations ?? [];
  if (invitations.length === 0 && actions.notice === undefined) return null;
  return (
    <section aria-labelledby="invitations-title" class={props.first ? 'auth-card' : undefined}>
      {props.first ? (
        <h1 id="invitations-title">{t('invitations.title')}</h1>
      ) : (
        <h2 id="invitations-title">{t('invitations.title')}</h2>
      )}
      {actions.notice && <Toast>{actions.notice}</Toast>}
      <ErrorMessage error={actions.error} />
      {invitations.map((invitation) => (
        <InvitationCard
          key={invitation.invitation_id}
          invitation={invitation}
          busy={actions.busy}
          onAccept={() => void actions.accept(invitation)}
          onDecline={() => void actions.decline(invitation)}
        />
      ))}
      {invitations.length === 0 && <p>{t('invitations.none')}</p>}
    </section>
  );
}

/** Accept (then act on that merchant) and decline (then say so); either way GET /me is read again. */
function useInvitationActions() {
  const { t } = useI18n();
  const session = useSession();
  const [notice, setNotice] = useState<string>();
  const path = (invitation: ReceivedInvitation) => ({ params: { path: { invitation_id: invitation.invitation_id } } });
  const accepting = useAction((api, invitation: ReceivedInvitation) =>
    unwrap(api.POST('/dashboard/v1/invitations/{invitation_id}/accept', path(invitation))),
  );
  const declining = useAction((api, invitation: ReceivedInvitation) =>
    unwrap(api.POST('/dashboard/v1/invitations/{invitation_id}/decline', path(invitation))),
  );
  // A failed reload shows on the session's own page (as the other reloads), not as an unhandled rejection.
  const accept = async (invitation: ReceivedInvitation) => {
    declining.clearError();
    setNotice(undefined);
    const answer = await accepting.run(invitation);
    if (answer) await session.chooseMerchant(answer.membership.merchant_id).catch(() => undefined);
    else await session.reload().catch(() => undefined);
  };
  const decline = async (invitation: ReceivedInvitation) => {
    accepting.clearError();
    setNotice(undefined);
    const answer = await declining.run(invitation);
    if (answer) setNotice(t('invitations.declined', { business: invitation.business_name }));
    await session.reload().catch(() => undefined);
  };
  return {
    notice,
    error: accepting.error ?? declining.error,
    busy: accepting.busy || declining.busy,
    accept,
    decline,
  };
}

/** One invitation: who invited the user to which merchant with which role, and the two choices. */
function InvitationCard(props: {
  invitation: ReceivedInvitation;
  busy: boolean;
  onAccept: () => void;
  onDecline: () => void;
}) {
  const { t } = useI18n();
  const { invitation } = props;
  return (
    <article aria-label={invitation.business_name}>
      <p>
        {t('invitations.text', {
          business: invitation.business_name,
          role: t(`role.${invitation.role}`),
          by: invitation.invited_by,
        })}
      </p>
      <p>
        <small>{t('invitations.merchantId', { id: invitation.merchant_id })}</small>
      </p>
      <div class="actions">
        <button
          type="button"
          disabled={props.busy}
          aria-label={`${t('invitations.accept')}: ${invitation.business_name}`}
          onClick={props.onAccept}
        >
          {t('invitations.accept')}
        </button>
        <button
          type="button"
          class="secondary outline"
          disabled={props.busy}
          aria-label={`${t('invitations.decline')}: ${invitation.business_name}`}
          onClick={props.onDecline}
        >
          {t('invitations.decline')}
        </button>
      </div>
    </article>
  );
}
