import { readFileSync } from 'node:fs';

const REPO_ROOT = new URL('../../', import.meta.url).pathname;

/**
 * How `npm run cli --` starts the CLI (`node --import tsx cli/main.ts`), read from package.json so a
 * test runs exactly what a developer runs, without npm's own start-up in front of it. Run it with
 * `cwd: CLI_CWD`.
 */
export function cliCommand(args: readonly string[]): { command: string; args: string[] } {
  const scripts = (JSON.parse(readFileSync(`${REPO_ROOT}package.json`, 'utf8')) as { scripts: Record<string, string> })
    .scripts;
  const [program, ...rest] = scripts.cli!.split(' ');
  if (program !== 'node') throw new Error(`npm run cli is no longer started by node: ${scripts.cli}`);
  return { command: process.execPath, args: [...rest, ...args] };
}

export const CLI_CWD = REPO_ROOT;
