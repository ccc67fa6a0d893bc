import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { Lang } from '../format';
import { translator, type Translate } from './translate';

export { isMessageKey, LANGS, MESSAGES, translator, type MessageKey, type Messages, type Translate } from './translate';

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
