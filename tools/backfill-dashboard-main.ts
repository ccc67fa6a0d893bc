import { backfillDashboard } from './backfill-dashboard';

/**
 * `TABLE_NAME=<stage>-payments AWS_REGION=... npm run backfill:dashboard` with operator credentials
 * (tools/backfill-dashboard.ts); locally `npm start`'s table needs `DYNAMODB_ENDPOINT` too.
 */
try {
  const report = await backfillDashboard();
  console.log(
    `Scanned ${report.clientsScanned} API clients, listed ${report.clientsListed} on their merchants' lists; ` +
      `counted the owners of ${report.merchantsCounted} merchants`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
