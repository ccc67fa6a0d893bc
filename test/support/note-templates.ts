import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The English notes the service writes into a transaction's status history and the ledger's memos,
 * found in its source as literals: what test/unit/dashboard-history-notes.test.ts checks the
 * dashboard's note patterns (dashboard/src/history-notes.ts) against.
 */

const REPO_ROOT = new URL('../../', import.meta.url).pathname;

/** The literal (quoted or a template, nested templates included) starting at `start`, or undefined. */
export function literalAt(source: string, start: number): string | undefined {
  const quote = source[start];
  if (quote !== "'" && quote !== '"' && quote !== '`') return undefined;
  let at = start + 1;
  while (at < source.length) {
    const char = source[at];
    if (char === '\\') at += 2;
    else if (char === quote) return source.slice(start, at + 1);
    else if (quote === '`' && char === '$' && source[at + 1] === '{') at = endOfExpression(source, at + 2);
    else at += 1;
  }
  return undefined;
}

/** The index after the `}` closing a `${` expression whose text starts at `at`. */
function endOfExpression(source: string, from: number): number {
  let depth = 1;
  let at = from;
  while (at < source.length && depth > 0) {
    const nested = literalAt(source, at);
    if (nested !== undefined) {
      at += nested.length;
      continue;
    }
    if (source[at] === '{') depth += 1;
    if (source[at] === '}') depth -= 1;
    at += 1;
  }
  return at;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return name.endsWith('.ts') && !name.includes('schemas') ? [path] : [];
  });
}

/** Every literal that follows one of `patterns` (a regex ending where the literal starts). */
function literalsAfter(source: string, pattern: RegExp): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(pattern)) {
    const literal = literalAt(source, match.index + match[0].length);
    if (literal !== undefined) found.push(literal);
  }
  return found;
}

/** The text of a call or function body: from `start` to its balanced closing bracket. */
function balanced(source: string, start: number, open: string, close: string): string {
  let depth = 0;
  for (let at = start; at < source.length; at += 1) {
    if (source[at] === open) depth += 1;
    if (source[at] === close && --depth === 0) return source.slice(start, at + 1);
  }
  return source.slice(start);
}

/** Template literals (backquoted) inside each match of `pattern`'s call or body. */
function templatesInside(source: string, pattern: RegExp, open: string, close: string): string[] {
  return [...source.matchAll(pattern)].flatMap((match) => {
    const body = balanced(source, source.indexOf(open, match.index), open, close);
    return literalsAfter(body, /(?<=[\s(,])(?=`)/g);
  });
}

/**
 * The note literals of the service, each as `<file>: <literal>`: every literal given as a
 * `description` or `createdDescription` (a status event's, and a transaction's own), every template
 * passed to refundEvent() or returned by a *Description() function, and the ledger's memo templates
 * (`<word> ${...}`) in shared/domain/ledger.ts and the suspense operations.
 */
export function serviceNoteLiterals(): string[] {
  const files = [
    ...filesUnder(join(REPO_ROOT, 'shared/channels')),
    ...filesUnder(join(REPO_ROOT, 'shared/operations')),
    join(REPO_ROOT, 'shared/domain/ledger.ts'),
  ];
  const found = new Set<string>();
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    const name = relative(REPO_ROOT, file);
    const literals = [
      ...literalsAfter(source, /\b(?:description|createdDescription)\s*[:=]\s*/g),
      ...templatesInside(source, /\brefundEvent\(/g, '(', ')'),
      ...templatesInside(source, /function \w+Description\(/g, '{', '}'),
      ...(/ledger\.ts$|suspense\.ts$/.test(name)
        ? literalsAfter(source, /(?=`(?:[a-z]+ \$\{|\$\{memoPrefix\}))/g)
        : []),
    ];
    for (const literal of literals) found.add(`${name}: ${literal}`);
  }
  return [...found].sort();
}
