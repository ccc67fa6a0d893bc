import { exitCodeOf, formatResults, parsePreflightArgs, runPreflight } from './preflight';

/** `npm run preflight -- --stage prod -c account=111122223333 ...` (tools/preflight.ts). */
try {
  const options = parsePreflightArgs(process.argv.slice(2));
  const results = await runPreflight(options);
  console.log(`Preflight of stage ${options.stage}\n`);
  console.log(formatResults(results));
  process.exitCode = exitCodeOf(results);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 2;
}
