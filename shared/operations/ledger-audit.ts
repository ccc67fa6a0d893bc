import { logger } from '../logger';
import { gaugeLedgerAudit } from '../metrics';
import { auditLedger, type AuditReport } from '../store/ledger';

/** What the scheduled audit returns (its log line says the same). */
export type LedgerAuditSummary = Pick<
  AuditReport,
  'balanced' | 'merchants_checked' | 'postings_checked' | 'problems' | 'payout_conflicts'
>;

/**
 * The scheduled ledger audit (docs/ARCHITECTURE.md, section 11): the very checks of GET /admin/v1/audit, published
 * as the LedgerImbalance gauge (1 when a problem is found, else 0, so the alarm sees every run) and
 * the count of open payout conflicts. A problem is logged as an error with what the audit found.
 */
export async function runLedgerAudit(nowMs: number): Promise<LedgerAuditSummary> {
  const report = await auditLedger(nowMs);
  gaugeLedgerAudit(report.balanced, report.payout_conflicts);
  const summary = {
    balanced: report.balanced,
    merchants_checked: report.merchants_checked,
    postings_checked: report.postings_checked,
    problems: report.problems,
    payout_conflicts: report.payout_conflicts,
  };
  if (report.balanced) logger.info('ledger audit balanced', summary);
  else logger.error('ledger audit found problems', summary);
  return summary;
}
