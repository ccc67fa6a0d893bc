import { useState } from 'preact/hooks';
import { ApiError, unwrap } from '../api';
import { Async } from '../components/Async';
import { ChoiceField } from '../components/ChoiceField';
import { DataTable } from '../components/DataTable';
import { DateTime } from '../components/DateTime';
import { ErrorMessage } from '../components/ErrorMessage';
import { Field } from '../components/Field';
import { Toast } from '../components/Toast';
import { useAction, useApi } from '../hooks';
import { useI18n, type Translate } from '../i18n';
import { useSession, type Role, type Session } from '../session';

const ROLES: Role[] = ['owner', 'developer', 'finance', 'viewer'];

type User = { user_id: string; email: string; role: Role; joined_at: string };
type Invitation = { invitation_id: string; email: string; role: Role; invited_at: string; invited_by: string };

/**
 * The owner's page of the merchant's users: the members with their role (change it, remove one:
 * the API refuses the last owner with 409 last_owner, shown as its message), the invite form, and
 * the pending invitations (cancel one). Every change reloads the list, and says what it did.
 */
export function Users() {
  const { t } = useI18n();
  const session = useSession();
  const list = useApi((api) => unwrap(api.GET('/dashboard/v1/users')), []);
  const edits = useUserEdits(t, session, list.reload);
  return (
    <section>
      <h1>{t('nav.users')}</h1>
      <p>{t('users.intro')}</p>
      <p>
        <small>{t('users.roleHelp')}</small>
      </p>
      {edits.notice && <Toast>{edits.notice}</Toast>}
      <ErrorMessage error={edits.change.error ?? edits.remove.error ?? edits.revoke.error} />
      <Async state={list}>
        {({ users, invitations }) => (
          <>
            <MembersTable
              users={users}
              me={edits.me}
              changeBusy={edits.change.busy}
              removeBusy={edits.remove.busy}
              onChange={edits.changeRole}
              onRemove={edits.removeUser}
            />
            <h2>{t('users.invitations')}</h2>
            <InvitationsTable invitations={invitations} busy={edits.revoke.busy} onRevoke={edits.revokeInvitation} />
          </>
        )}
      </Async>
      <InviteForm onInvited={edits.invited} />
    </section>
  );
}

/** The role change, removal and cancelled invitation of the users page. */
function useUserActions() {
  const change = useAction(async (api, user: User, role: Role) => {
    await unwrap(
      api.PATCH('/dashboard/v1/users/{user_id}', { params: { path: { user_id: user.user_id } }, body: { role } }),
    );
    return { user, role };
  });
  const remove = useAction(async (api, user: User) => {
    await unwrap(api.DELETE('/dashboard/v1/users/{user_id}', { params: { path: { user_id: user.user_id } } }));
    return user;
  });
  const revoke = useAction(async (api, invitation: Invitation) => {
    await unwrap(
      api.DELETE('/dashboard/v1/invitations/{invitation_id}', {
        params: { path: { invitation_id: invitation.invitation_id } },
      }),
    );
    return invitation;
  });
  return { change, remove, revoke };
}

/**
 * The changes the users page makes (role, removal, cancelled and new invitation) and the notice that
 * says what the last one did; each clears the previous errors and notice, and a done one reloads the list.
 */
function useUserEdits(t: Translate, session: Session, reload: () => void) {
  const [notice, setNotice] = useState<string>();
  const { change, remove, revoke } = useUserActions();
  const done = async (text: string, self = false) => {
    setNotice(text);
    reload();
    // A change of the user's own role changes what the menu and the pages allow. A failed reload shows
    // on the session's own page (as the other reloads), not as an unhandled rejection.
    if (self) await session.reload().catch(() => undefined);
  };
  const clearErrors = () => {
    change.clearError();
    remove.clearError();
    revoke.clearError();
    setNotice(undefined);
  };
  const me = session.me?.user.sub;
  const changeRole = async (user: User, role: Role) => {
    clearErrors();
    const answer = await change.run(user, role);
    if (!answer) return false;
    await done(t('users.changed', { email: user.email, role: t(`role.${role}`) }), user.user_id === me);
    return true;
  };
  const removeUser = async (user: User) => {
    clearErrors();
    const answer = await remove.run(user);
    if (answer) await done(t('users.removed', { email: user.email }), user.user_id === me);
  };
  const revokeInvitation = async (invitation: Invitation) => {
    clearErrors();
    const answer = await revoke.run(invitation);
    if (answer) await done(t('users.revoked', { email: invitation.email }));
  };
  const invited = (email: string) => {
    clearErrors();
    void done(t('users.invited', { email }));
  };
  return { notice, change, remove, revoke, me, changeRole, removeUser, revokeInvitation, invited };
}

/** The members with their email (and "you"), role editor, join date and remove button. */
function MembersTable(props: {
  users: User[];
  me: string | undefined;
  changeBusy: boolean;
  removeBusy: boolean;
  onChange: (user: User, role: Role) => Promise<boolean>;
  onRemove: (user: User) => Promise<void>;
}) {
  const { t } = useI18n();
  return (
    <DataTable
      caption={t('users.members')}
      rows={props.users}
      rowKey={(user) => user.user_id}
      columns={[
        {
          header: t('users.email'),
          cell: (user) => (
            <>
              {user.email} {user.user_id === props.me && <small>{t('users.you')}</small>}
            </>
          ),
        },
        {
          header: t('users.role'),
          cell: (user) => (
            <RoleEditor user={user} busy={props.changeBusy} onChange={(role) => props.onChange(user, role)} />
          ),
        },
        { header: t('users.joined'), cell: (user) => <DateTime value={user.joined_at} /> },
        {
          header: t('users.actions'),
          cell: (user) => (
            <RemoveButton user={user} busy={props.removeBusy} onRemove={() => void props.onRemove(user)} />
          ),
        },
      ]}
    />
  );
}

/** The pending invitations with their email, role, time, inviter and cancel button. */
function InvitationsTable(props: {
  invitations: Invitation[];
  busy: boolean;
  onRevoke: (invitation: Invitation) => Promise<void>;
}) {
  const { t } = useI18n();
  return (
    <DataTable
      caption={t('users.invitations')}
      rows={props.invitations}
      rowKey={(invitation) => invitation.invitation_id}
      empty={t('users.noInvitations')}
      columns={[
        { header: t('users.email'), cell: (invitation) => invitation.email },
        { header: t('users.role'), cell: (invitation) => t(`role.${invitation.role}`) },
        { header: t('users.invitedAt'), cell: (invitation) => <DateTime value={invitation.invited_at} /> },
        { header: t('users.invitedBy'), cell: (invitation) => invitation.invited_by },
        {
          header: t('users.actions'),
          cell: (invitation) => (
            <button
              type="button"
              class="secondary outline"
              disabled={props.busy}
              onClick={() => void props.onRevoke(invitation)}
            >
              {t('users.revoke', { email: invitation.email })}
            </button>
          ),
        },
      ]}
    />
  );
}

/** A role choice with its own "change role" button (a select that saved on change would surprise a keyboard user). */
function RoleEditor(props: { user: User; busy: boolean; onChange: (role: Role) => Promise<boolean> }) {
  const { t } = useI18n();
  const [role, setRole] = useState<Role>(props.user.role);
  return (
    <div class="inline-form">
      <ChoiceField
        label={t('users.roleFor', { email: props.user.email })}
        hideLabel
        value={role}
        onValue={(value) => setRole(value as Role)}
        choices={ROLES.map((value) => ({ value, label: t(`role.${value}`) }))}
      />
      <button
        type="button"
        class="secondary"
        disabled={props.busy || role === props.user.role}
        onClick={() =>
          void props.onChange(role).then((changed) => {
            // A refused change (the last owner) puts the choice back to the role the user still has.
            if (!changed) setRole(props.user.role);
          })
        }
        aria-label={`${t('users.changeRole')}: ${props.user.email}`}
      >
        {t('users.changeRole')}
      </button>
    </div>
  );
}

/** Remove asks once more in place (no browser dialog): "Remove x? Yes, remove / Cancel". */
function RemoveButton(props: { user: User; busy: boolean; onRemove: () => void }) {
  const { t } = useI18n();
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button
        type="button"
        class="secondary outline"
        onClick={() => setAsking(true)}
        aria-label={`${t('users.remove')}: ${props.user.email}`}
      >
        {t('users.remove')}
      </button>
    );
  return (
    <div role="group" aria-label={t('users.removeConfirm', { email: props.user.email })}>
      <p>{t('users.removeConfirm', { email: props.user.email })}</p>
      <div class="actions">
        <button
          type="button"
          class="contrast"
          disabled={props.busy}
          onClick={() => {
            setAsking(false);
            props.onRemove();
          }}
        >
          {t('users.removeYes')}
        </button>
        <button type="button" class="secondary outline" onClick={() => setAsking(false)}>
          {t('common.cancel')}
        </button>
      </div>
    </div>
  );
}

function InviteForm(props: { onInvited: (email: string) => void }) {
  const { t } = useI18n();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('viewer');
  const invite = useAction((api, body: { email: string; role: Role }) =>
    unwrap(api.POST('/dashboard/v1/users', { body })),
  );
  const submit = async (event: Event) => {
    event.preventDefault();
    const answer = await invite.run({ email: email.trim(), role });
    if (answer) {
      setEmail('');
      props.onInvited(answer.invitation.email);
    }
  };
  const fields = invite.error instanceof ApiError ? invite.error.fields : {};
  return (
    <form onSubmit={(event) => void submit(event)} aria-labelledby="invite-title">
      <h2 id="invite-title">{t('users.inviteTitle')}</h2>
      <Field
        label={t('users.email')}
        hint={t('users.inviteHint')}
        type="email"
        value={email}
        onValue={setEmail}
        autoComplete="off"
        errors={fields.email}
        required
      />
      <ChoiceField
        label={t('users.role')}
        value={role}
        onValue={(value) => setRole(value as Role)}
        choices={ROLES.map((value) => ({ value, label: t(`role.${value}`) }))}
        errors={fields.role}
      />
      <ErrorMessage error={invite.error} />
      <button type="submit" aria-busy={invite.busy} disabled={invite.busy}>
        {t('users.invite')}
      </button>
    </form>
  );
}
