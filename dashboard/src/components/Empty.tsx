import type { ComponentChildren } from 'preact';
import { useI18n } from '../i18n';

/** What an empty list says; pass children for a page's own text and next step. */
export function Empty(props: { children?: ComponentChildren }) {
  const { t } = useI18n();
  return <p class="empty">{props.children ?? t('common.empty')}</p>;
}
