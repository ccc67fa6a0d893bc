// Powertools' Tracer (and the X-Ray SDK under it), imported only dynamically (shared/tracing.ts), so that a
// bundle keeps it in a chunk of its own that a process reads only when tracing is on: in AWS, never locally
// or in tests.
import { Tracer } from '@aws-lambda-powertools/tracer';

export { Tracer };

/**
 * The process's one tracer. Creating it patches fetch (undici's diagnostics channel) and the http
 * and https modules, so every call to the gateway and the provider becomes a subsegment of the
 * invocation's handler subsegment.
 */
export const createTracer = (serviceName: string): Tracer => new Tracer({ serviceName, captureHTTPsRequests: true });
