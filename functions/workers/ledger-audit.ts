import { scheduledCheck } from '../../shared/http/worker';
import { runLedgerAudit } from '../../shared/operations/ledger-audit';

export const handler = scheduledCheck((clock) => runLedgerAudit(clock.nowMs()));
