import { formatDateTime } from '../format';
import { useI18n } from '../i18n';

/** A moment in Jakarta time with `WIB`, in a <time> element carrying the exact ISO value. */
export function DateTime(props: { value: string }) {
  const { lang } = useI18n();
  return <time dateTime={props.value}>{formatDateTime(props.value, lang)}</time>;
}
