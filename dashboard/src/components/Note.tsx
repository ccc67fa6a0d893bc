import { translateNote } from '../history-notes';
import { useI18n } from '../i18n';

/** A note the service wrote in English (a status event's or a statement entry's) in the chosen language. */
export function Note(props: { text: string | null | undefined }) {
  const { t, lang } = useI18n();
  return <>{translateNote(props.text, t, lang)}</>;
}
