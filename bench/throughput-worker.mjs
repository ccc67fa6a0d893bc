// The worker thread's entry: Node 20 does not hand tsx's hooks to a worker, so it registers them
// itself, then loads the TypeScript worker (bench/throughput-worker.ts).
import { register } from 'tsx/esm/api';

register();
await import('./throughput-worker.ts');
