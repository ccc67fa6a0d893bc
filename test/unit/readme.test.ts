import { existsSync, readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file: string): string => readFileSync(path.join(REPO_ROOT, file), 'utf8');

/** The user documentation: the README and every page of docs/. */
const DOCUMENTS = ['README.md', ...readdirSync(path.join(REPO_ROOT, 'docs')).map((name) => `docs/${name}`)].filter(
  (file) => file.endsWith('.md'),
);

/** Lines outside fenced code blocks (a `#` comment in a bash block is not a heading, a link in code is not a link). */
function proseLines(text: string): string[] {
  let fenced = false;
  return text.split('\n').map((line) => {
    if (line.startsWith('```')) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line;
  });
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const line of proseLines(text)) {
    const heading = /^#{1,6} (.+)$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const slug = heading
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    result.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return result;
}

/** Every relative link `[text](target)` of a document's prose, with the line it is on. */
function relativeLinks(text: string): Array<{ line: number; target: string }> {
  return proseLines(text).flatMap((line, index) =>
    [...line.matchAll(/\]\(([^)\s]+)\)/g)]
      .map((match) => match[1] ?? '')
      .filter((target) => !/^[a-z]+:/.test(target))
      .map((target) => ({ line: index + 1, target })),
  );
}

/** The README's runnable examples: ```bash blocks whose first line is `# readme-example: <name>`, with their first line number. */
function readmeExamples(): Array<{ name: string; line: number }> {
  const lines = read('README.md').split('\n');
  return lines.flatMap((line, index) => {
    const name = /^# readme-example: (\S+)$/.exec(line)?.[1];
    return name !== undefined && lines[index - 1] === '```bash' ? [{ name, line: index }] : [];
  });
}

describe('the documentation', () => {
  it('has no relative link to a missing file or heading', () => {
    const broken = DOCUMENTS.flatMap((document) =>
      relativeLinks(read(document)).flatMap(({ line, target }) => {
        const [file, anchor] = target.split('#') as [string, string | undefined];
        const resolved = file === '' ? document : path.join(path.dirname(document), file);
        if (!existsSync(path.join(REPO_ROOT, resolved))) return [`${document}:${line} ${target}`];
        if (anchor === undefined || !resolved.endsWith('.md')) return [];
        return anchors(read(resolved)).has(anchor) ? [] : [`${document}:${line} ${target} (no such heading)`];
      }),
    );
    expect(broken).toEqual([]);
  });

  it("starts the README's five-minute path within its first 60 lines", () => {
    const [first] = readmeExamples();
    expect(first?.name).toBe('quickstart');
    // The fence line of the first example block (1-based).
    expect(first?.line ?? Infinity).toBeLessThanOrEqual(60);
  });

  it('has every README example run by an end-to-end test', () => {
    const tests = readdirSync(path.join(REPO_ROOT, 'test/e2e'))
      .filter((name) => name.endsWith('.ts'))
      .map((name) => read(`test/e2e/${name}`))
      .join('\n');
    const examples = readmeExamples().map(({ name }) => name);
    expect(new Set(examples).size).toBe(examples.length);
    expect(examples.filter((name) => !tests.includes(`Example('${name}'`))).toEqual([]);
  });

  it('gives every README example one base-URL variable, BASE_URL, and the webhook listener a port of its own', () => {
    const blocks = [...read('README.md').matchAll(/```bash\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');
    const offending = blocks.filter((block) => /\$\{?BASE\b|MERCHANT_API_URL|ADMIN_URL|HOOK_PORT:-3000/.test(block));
    expect(offending).toEqual([]);
  });
});
