import type { RouteDefinition } from '../shared/http/route';
import { QUEUES, type QueueDefinition, type QueueId } from '../shared/queues';
import { fullPath, ROUTES } from '../shared/routes';
import type { ScheduleDefinition } from '../shared/schedules';
import type { BundleAsset, FunctionKind } from './function';

/** What a function may do with the client-secrets key: admins store secrets, the dispatcher signs with them. */
export type SecretsKeyAccess = 'none' | 'decrypt' | 'encryptDecrypt';

/** Everything the stack needs to build one function and its grants, read from one table row. */
export interface FunctionSpec {
  /** Construct id, and the function's name after the stack name. */
  id: string;
  kind: FunctionKind;
  entry: string;
  description: string;
  sends: readonly QueueId[];
  usesGateway: boolean;
  secretsKeyAccess: SecretsKeyAccess;
  /** Sends push notifications through SNS mobile push. */
  usesPush?: boolean;
  bundleAssets?: readonly BundleAsset[];
}

/** Every route row, typed as the interface so optional fields of future rows are visible. */
export const ROUTE_ROWS: readonly RouteDefinition[] = ROUTES;

export function routeSpec(route: RouteDefinition): FunctionSpec {
  return {
    id: `Route-${route.id}`,
    kind: 'api',
    entry: route.handler,
    description: `${route.method} ${fullPath(route)}: ${route.summary}`,
    sends: route.sends ?? [],
    // The callback route verifies the gateway's signature with the gateway's callback secret.
    usesGateway: route.usesGateway === true || route.auth === 'gateway',
    secretsKeyAccess: route.auth === 'admin' ? 'encryptDecrypt' : 'none',
    bundleAssets: route.bundleAssets,
  };
}

export function queueConsumerSpec(queue: QueueDefinition): FunctionSpec {
  return {
    id: `Consumer-${queue.id}`,
    kind: 'worker',
    entry: queue.consumer,
    description: `Consumes queue ${queue.name}`,
    sends: queue.sends,
    usesGateway: false,
    // The dispatcher signs each webhook with the API client's secret, so it must decrypt it.
    secretsKeyAccess: queue.id === QUEUES.webhooks.id ? 'decrypt' : 'none',
    // The dispatcher pushes the notification that accompanies each transaction webhook.
    usesPush: queue.id === QUEUES.webhooks.id,
  };
}

export function scheduleSpec(schedule: ScheduleDefinition): FunctionSpec {
  return {
    id: `Job-${schedule.id}`,
    kind: 'worker',
    entry: schedule.handler,
    description: schedule.description,
    sends: schedule.sends,
    usesGateway: schedule.usesGateway === true,
    secretsKeyAccess: 'none',
  };
}
