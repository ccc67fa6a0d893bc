import type { ComponentChildren } from 'preact';
import { useEffect, useId, useRef } from 'preact/hooks';
import type { components } from '../../../client/schema';
import { ApiError } from '../api';
import { useI18n, type MessageKey, type Translate } from '../i18n';
import { isMoneyOut, moneyOutAdded, PERMISSIONS, type Permission } from '../permissions';
import { CopyButton } from './CopyButton';
import { Field, PinField } from './Field';

export type Client = components['schemas']['DashboardClient'];

/** Who made a client: the user's e-mail, the operator, or a dash for a client made before this was recorded. */
export function creatorText(client: Client, t: Translate): string {
  if (!client.created_by) return '—';
  return client.created_by.type === 'operator' ? t('integration.byOperator') : (client.created_by.email ?? '—');
}

export function permissionLabel(permission: Permission): MessageKey {
  return `integration.perm.${permission}`;
}

/**
 * What the client form edits, as the user typed it (the IP list one address a line), with the
 * permissions the client holds now (`held`: none for a new client) and the PIN, asked for only when
 * the draft grants a money-out permission.
 */
export interface ClientDraft {
  name: string;
  permissions: Permission[];
  ips: string;
  callbackUrl: string;
  held: Permission[];
  pin: string;
}

export function draftOf(client?: Client): ClientDraft {
  return {
    name: client?.name ?? '',
    permissions: client?.permissions ?? ['qris:create', 'qris:read'],
    ips: client?.ip_allowlist.join('\n') ?? '',
    callbackUrl: client?.callback_url ?? '',
    held: client?.permissions ?? [],
    pin: '',
  };
}

/** The money-out permissions saving the draft grants (each needs an owner and the PIN). */
export const draftGrants = (draft: ClientDraft): Permission[] => moneyOutAdded(draft.held, draft.permissions);

/**
 * The API body of a draft: an empty callback URL is "none" (null), blank lines of the IP list are
 * dropped, and the PIN goes only with a draft that grants money-out.
 */
export function bodyOf(draft: ClientDraft) {
  return {
    name: draft.name.trim(),
    permissions: draft.permissions,
    ip_allowlist: draft.ips
      .split(/[\s,]+/)
      .map((ip) => ip.trim())
      .filter(Boolean),
    callback_url: draft.callbackUrl.trim() === '' ? null : draft.callbackUrl.trim(),
    ...(draftGrants(draft).length > 0 ? { pin: draft.pin } : {}),
  };
}

/**
 * The fields of an API client, shared by "create" and "settings": name, permissions as labelled
 * checkboxes in a fieldset (money-out ones marked; only an owner may tick one, and is then asked
 * for the PIN), the IP allow list (a textarea, one a line) and the callback URL. The 422 field
 * errors of `error` go next to their field.
 */
export function ClientFields(props: {
  draft: ClientDraft;
  onDraft: (draft: ClientDraft) => void;
  /** The signed-in user is an owner: the only role that grants money-out permissions. */
  mayGrantMoneyOut: boolean;
  error?: unknown;
  children?: ComponentChildren;
}) {
  const { t } = useI18n();
  const ipsId = useId();
  const { draft, onDraft } = props;
  const fields = props.error instanceof ApiError ? props.error.fields : {};
  const ipErrors = ipErrorsOf(draft, fields, t);
  return (
    <>
      <Field
        label={t('integration.name')}
        value={draft.name}
        onValue={(name) => onDraft({ ...draft, name })}
        maxLength={100}
        required
        errors={fields.name}
      />
      <PermissionChecks
        permissions={draft.permissions}
        held={draft.held}
        mayGrantMoneyOut={props.mayGrantMoneyOut}
        onPermissions={(permissions) => onDraft({ ...draft, permissions })}
      />
      {draftGrants(draft).length > 0 && (
        <GrantPinField value={draft.pin} onValue={(pin) => onDraft({ ...draft, pin })} errors={fields.pin} />
      )}
      <Field
        label={t('integration.callbackUrl')}
        hint={t('integration.callbackHint')}
        type="url"
        value={draft.callbackUrl}
        onValue={(callbackUrl) => onDraft({ ...draft, callbackUrl })}
        placeholder="https://"
        errors={fields.callback_url}
      />
      <IpAllowlistField id={ipsId} value={draft.ips} onValue={(ips) => onDraft({ ...draft, ips })} errors={ipErrors} />
      {props.children}
    </>
  );
}

/** The 422 messages of the IP allow list, each bad address named in the user's language when the API says which. */
function ipErrorsOf(draft: ClientDraft, fields: Record<string, string[]>, t: Translate): string[] {
  // The API names the bad entry by its index (`ip_allowlist.1`): say which address it is, in the user's language.
  const ips = bodyOf(draft).ip_allowlist;
  return Object.entries(fields)
    .filter(([name]) => name.startsWith('ip_allowlist'))
    .flatMap(([name, messages]) => {
      const index = /^ip_allowlist\.(\d+)$/.exec(name)?.[1];
      const value = index === undefined ? undefined : ips[Number(index)];
      return value === undefined ? messages : [t('integration.ipInvalid', { value })];
    });
}

/**
 * The permissions of a client as labelled checkboxes in a fieldset, in the API's order, the
 * money-out ones marked as such. A user who is no owner cannot tick a money-out permission the
 * client does not hold (it may untick one it holds), and is told why.
 */
function PermissionChecks(props: {
  permissions: Permission[];
  held: Permission[];
  mayGrantMoneyOut: boolean;
  onPermissions: (permissions: Permission[]) => void;
}) {
  const { t } = useI18n();
  const hintId = useId();
  const { permissions } = props;
  const toggle = (permission: Permission, on: boolean) =>
    props.onPermissions(PERMISSIONS.filter((p) => (p === permission ? on : permissions.includes(p))));
  const locked = (permission: Permission) =>
    !props.mayGrantMoneyOut && isMoneyOut(permission) && !props.held.includes(permission);
  return (
    <fieldset aria-describedby={hintId}>
      <legend>{t('integration.permissions')}</legend>
      <div class="permission-grid">
        {PERMISSIONS.map((permission) => (
          <label key={permission}>
            <input
              type="checkbox"
              checked={permissions.includes(permission)}
              disabled={locked(permission)}
              onChange={(event) => toggle(permission, event.currentTarget.checked)}
            />
            {t(permissionLabel(permission))} <code>{permission}</code>
            {isMoneyOut(permission) && <span class="tag">{t('integration.moneyOut')}</span>}
          </label>
        ))}
      </div>
      <small id={hintId}>
        {props.mayGrantMoneyOut ? t('integration.moneyOutHint') : t('integration.moneyOutOwnerOnly')}
      </small>
    </fieldset>
  );
}

/** The merchant's PIN, asked for when the draft grants a money-out permission. */
export function GrantPinField(props: { value: string; onValue: (pin: string) => void; errors?: string[] }) {
  const { t } = useI18n();
  return (
    <PinField
      label={t('integration.grantPin')}
      hint={t('integration.grantPinHint')}
      value={props.value}
      onValue={props.onValue}
      errors={props.errors}
    />
  );
}

/** The IP allow list: a labelled textarea (one address a line) with its hint and its field errors. */
function IpAllowlistField(props: { id: string; value: string; onValue: (ips: string) => void; errors: string[] }) {
  const { t } = useI18n();
  const { id, errors } = props;
  return (
    <label for={id}>
      {t('integration.ipAllowlist')}
      <textarea
        id={id}
        rows={3}
        value={props.value}
        onInput={(event) => props.onValue(event.currentTarget.value)}
        aria-describedby={`${id}-hint${errors.length ? ` ${id}-errors` : ''}`}
        aria-invalid={errors.length ? 'true' : undefined}
      />
      <small id={`${id}-hint`}>{t('integration.ipHint')}</small>
      {errors.length > 0 && <small id={`${id}-errors`}>{errors.join(', ')}</small>}
    </label>
  );
}

/**
 * A secret shown once (after create or rotate): the value with a copy button, the warning that it
 * will not be shown again, and a button to put it away. Focused when it appears so a screen reader
 * reads it and a keyboard user lands on it.
 */
export function SecretOnce(props: {
  name: string;
  clientId: string;
  secret: string;
  onDone: () => void;
  /** 3 when it shows inside a section headed by an h2. */
  level?: 2 | 3;
  children?: ComponentChildren;
}) {
  const { t } = useI18n();
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const Heading = props.level === 3 ? 'h3' : 'h2';
  useEffect(() => title.current?.focus(), [props.secret]);
  return (
    <article class="secret-once" aria-labelledby={titleId}>
      <Heading id={titleId} tabIndex={-1} ref={title}>
        {t('integration.secretTitle', { name: props.name })}
      </Heading>
      <p role="alert">
        <strong>{t('integration.secretWarning')}</strong>
      </p>
      <dl>
        <dt>{t('integration.clientId')}</dt>
        <dd>
          <code>{props.clientId}</code>
        </dd>
        <dt>{t('integration.secretLabel')}</dt>
        <dd>
          <code class="secret" data-secret>
            {props.secret}
          </code>{' '}
          <CopyButton text={props.secret} />
        </dd>
      </dl>
      <p>
        <small>{t('integration.secretAuth')}</small>
      </p>
      {props.children}
      <button type="button" onClick={props.onDone}>
        {t('integration.secretDone')}
      </button>
    </article>
  );
}
