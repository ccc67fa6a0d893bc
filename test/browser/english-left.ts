import type { Page } from 'playwright-core';
import { en } from '../../dashboard/src/i18n/en';
import { id } from '../../dashboard/src/i18n/id';

/** A message's fixed text: the parts between its `{placeholders}`, trimmed. */
const fragments = (message: string): string[] =>
  message
    .split(/\{[^}]+\}/)
    .map((part) => part.trim())
    .filter((part) => part !== '');

/**
 * The English catalog's text that the Indonesian interface never shows: every fragment of at least
 * three words of an English message that differs from its Indonesian one and is not also part of
 * some Indonesian message (a product name, a code).
 */
const ENGLISH_ONLY: readonly string[] = (() => {
  const indonesian = Object.values(id).flatMap(fragments);
  const english = Object.entries(en)
    .filter(([key, message]) => message !== id[key as keyof typeof id])
    .flatMap(([, message]) => fragments(message));
  return [...new Set(english)].filter(
    (fragment) => fragment.split(/\s+/).length >= 3 && !indonesian.some((text) => text.includes(fragment)),
  );
})();

/**
 * The English catalog's sentences found on a dashboard page shown in Bahasa Indonesia: a string the
 * page forgot to translate (an empty list when it is not a dashboard page in Indonesian).
 */
export async function englishLeftOnPage(page: Page): Promise<string[]> {
  if (!new URL(page.url()).pathname.startsWith('/dashboard')) return [];
  if ((await page.locator('html').getAttribute('lang')) !== 'id') return [];
  const text = await page.locator('body').innerText();
  return ENGLISH_ONLY.filter((fragment) => text.includes(fragment));
}
