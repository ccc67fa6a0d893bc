import { ERROR_STATUS } from '../../shared/errors';
import { en } from '../../dashboard/src/i18n/en';
import { id } from '../../dashboard/src/i18n/id';

/** Both languages have every message, and every error code the service sends has one. */
describe('dashboard messages', () => {
  test('Bahasa Indonesia and English have the same keys, none empty', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(id).sort());
    for (const [key, text] of [...Object.entries(id), ...Object.entries(en)])
      expect([key, text.trim()]).not.toEqual([key, '']);
  });

  test('every error code of shared/errors.ts has a message in both languages', () => {
    const missing = Object.keys(ERROR_STATUS).flatMap((code) =>
      [id, en]
        .filter((messages) => !(`error.${code}` in messages))
        .map((messages) => `${messages === id ? 'id' : 'en'}: ${code}`),
    );
    expect(missing).toEqual([]);
  });

  test('placeholders are the same in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const key of Object.keys(id) as (keyof typeof id)[])
      expect([key, placeholders(en[key])]).toEqual([key, placeholders(id[key])]);
  });
});
