import { ApiError } from '../api';
import { CognitoError } from '../auth';
import { isMessageKey, useI18n, type Translate } from '../i18n';

/** The readable message of any error in the chosen language (the service's code, Cognito's, or the text). */
export function errorText(error: unknown, t: Translate): string {
  if (error instanceof ApiError) {
    const key = `error.${error.code}`;
    return isMessageKey(key) ? t(key, { status: error.status }) : t('error.unknown_error', { status: error.status });
  }
  if (error instanceof CognitoError) {
    const key = `auth.${error.code}`;
    return isMessageKey(key) ? t(key) : t('auth.unknown', { message: error.message });
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * An error shown to the user (role="alert", so a screen reader says it at once), with the 422 field
 * errors listed and an optional "try again" button. Renders nothing without an error.
 */
export function ErrorMessage(props: { error: unknown; retry?: () => void }) {
  const { t } = useI18n();
  if (props.error === undefined || props.error === null) return null;
  const fields = props.error instanceof ApiError ? Object.entries(props.error.fields) : [];
  return (
    <div role="alert" class="error-message">
      <p>{errorText(props.error, t)}</p>
      {fields.length > 0 && (
        <ul>
          {fields.map(([field, messages]) => (
            <li key={field}>
              <code>{field}</code>: {messages.join(', ')}
            </li>
          ))}
        </ul>
      )}
      {props.retry && (
        <button type="button" class="secondary" onClick={props.retry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}
