import type { Lang } from '../format';
import { en } from './en';
import { id, type MessageKey, type Messages } from './id';

// The catalogs and `t()` without Preact or the DOM, so the service's tests can import them (the
// root TypeScript program has no DOM library: its Blob and Buffer types are Node's).

export type { MessageKey, Messages };
export const MESSAGES: Record<Lang, Messages> = { id, en };
export const LANGS: readonly Lang[] = ['id', 'en'];

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

export function translator(lang: Lang): Translate {
  const messages = MESSAGES[lang];
  return (key, values) =>
    messages[key].replace(/\{(\w+)\}/g, (whole, name: string) => (values?.[name] ?? whole).toString());
}

/** True when `key` is a message key (for codes that come from the service, such as error codes). */
export function isMessageKey(key: string): key is MessageKey {
  return key in id;
}
