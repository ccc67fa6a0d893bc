import { STAGES, type StageName } from '../infra/context';

export interface PreflightOptions {
  stage: StageName;
  /** `-c key=value` pairs, over cdk.json's context as `cdk` does. */
  context?: Record<string, string>;
  /** Check only what needs no AWS call, and list the rest as skipped (exit 0 when nothing offline is missing). */
  offline?: boolean;
}

/** What the command line asks: the checks of a stage, or the usage. */
export type PreflightArgs = ({ help?: false } & PreflightOptions) | { help: true };

export const PREFLIGHT_USAGE = `Usage: npm run preflight -- --stage <${STAGES.join('|')}> [-c key=value ...] [--offline]

Checks what a first (or any) cdk deploy of the stage needs, each printed ok, missing (with what to do)
or skipped. Exit code: 0 when nothing is missing, 1 when something is, 2 on wrong arguments.

  --stage <stage>         the stage to check (required)
  -c, --context key=value a context pair over cdk.json's, as cdk takes it (repeatable)
  --offline               check only what needs no AWS call (context placeholders, the concurrency
                          the stage needs); list the AWS checks as skipped. Without it, missing AWS
                          credentials is a failure.
  -h, --help              this text`;

/** `--stage prod -c account=... --context key=value [--offline]`, or `--help`. */
export function parsePreflightArgs(argv: readonly string[]): PreflightArgs {
  if (argv.includes('--help') || argv.includes('-h')) return { help: true };
  let stage: string | undefined;
  let offline = false;
  const context: Record<string, string> = {};
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    const value = (): string => {
      const next = argv[index + 1];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      index += 1;
      return next;
    };
    if (arg === '--stage') stage = value();
    else if (arg.startsWith('--stage=')) stage = arg.slice('--stage='.length);
    else if (arg === '--offline') offline = true;
    else if (arg === '-c' || arg === '--context') {
      const pair = value();
      const equals = pair.indexOf('=');
      if (equals <= 0) throw new Error(`${arg} takes key=value, got ${pair}`);
      context[pair.slice(0, equals)] = pair.slice(equals + 1);
    } else throw new Error(`Unknown argument ${arg}: use --stage <${STAGES.join('|')}> [-c key=value ...] [--offline]`);
  }
  if (stage === undefined || !STAGES.includes(stage as StageName))
    throw new Error(`--stage must be one of ${STAGES.join(', ')}, got ${String(stage)}`);
  return offline ? { stage: stage as StageName, context, offline } : { stage: stage as StageName, context };
}
