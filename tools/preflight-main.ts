import { exitCodeOf, formatResults, parsePreflightArgs, PREFLIGHT_USAGE, runPreflight } from './preflight';

/** `npm run preflight -- --stage prod -c account=111122223333 ... [--offline]` (tools/preflight.ts). */
try {
  const args = parsePreflightArgs(process.argv.slice(2));
  if (args.help === true) {
    console.log(PREFLIGHT_USAGE);
  } else {
    const results = await runPreflight(args);
    console.log(`Preflight of stage ${args.stage}${args.offline === true ? ' (offline)' : ''}\n`);
    console.log(formatResults(results));
    process.exitCode = exitCodeOf(results);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  console.error(`\n${PREFLIGHT_USAGE}`);
  process.exitCode = 2;
}
