import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { Lang } from '../format';
import { en } from './en';
import { id, type MessageKey, type Messages } from './id';

export type { MessageKey, Messages };
export const MESSAGES: Record<Lang, Messages> = { id, en };
export const LANGS: readonly Lang[] = ['id', 'en'];

const LANG_KEY = 'dashboard.lang';

/** The chosen language (localStorage), Bahasa Indonesia unless English was chosen. */
export function storedLang(): Lang {
  try {
    return localStorage.getItem(LANG_KEY) === 'en' ? 'en' : 'id';
  } catch {
    return 'id';
  }
}

export function storeLang(lang: Lang): void {
  try {
    localStorage.setItem(LANG_KEY, lang);
  } catch {
    // private mode: the choice lasts for this page only
  }
  document.documentElement.lang = lang;
}

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

export interface I18n {
  lang: Lang;
  t: Translate;
  setLang: (lang: Lang) => void;
}

export const I18nContext = createContext<I18n>({ lang: 'id', t: translator('id'), setLang: () => undefined });

/** The language and its `t()` in any component: `const { t, lang } = useI18n()`. */
export function useI18n(): I18n {
  return useContext(I18nContext);
}
