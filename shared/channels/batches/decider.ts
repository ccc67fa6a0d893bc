import { refuse, type Refusal } from '../../domain/outcome';
import type { BatchActor, BatchRecord } from './store';

/** Who decides a batch (approves or rejects it): an API client or a dashboard user, for its merchant. */
export interface BatchDecider {
  merchant_id: string;
  actor: BatchActor;
}

export const sameActor = (a: BatchActor, b: BatchActor): boolean => a.kind === b.kind && a.id === b.id;

/** 409 for a batch in any other status than the one the decision needs. */
export const notApprovable = (batch: BatchRecord, decision: 'approve' | 'reject' = 'approve'): Refusal =>
  refuse(
    'batch_not_approvable',
    decision === 'approve'
      ? `The batch is ${batch.status}; only a ready batch may be approved`
      : `The batch is ${batch.status}; only a batch not yet approved may be rejected`,
  );
