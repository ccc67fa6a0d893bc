import { jest } from '@jest/globals';

/** One CloudWatch EMF document as Powertools writes it: `_aws` with the metric definitions, then every dimension and value. */
export interface EmfLine {
  _aws: {
    Timestamp: number;
    CloudWatchMetrics: Array<{
      Namespace: string;
      Dimensions: string[][];
      Metrics: Array<{ Name: string; Unit: string }>;
    }>;
  };
  [key: string]: unknown;
}

/** The EMF documents among text lines (the local stack's output or captured stdout); other lines are skipped. */
export function emfLines(text: string): EmfLine[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('{') && line.includes('"_aws"'))
    .map((line) => JSON.parse(line) as EmfLine);
}

/** The documents that carry metric `name`, as `{ value, dimensions }` with the dimension names and values of each. */
export function metricsNamed(
  lines: EmfLine[],
  name: string,
): Array<{ value: unknown; namespace: string; dimensions: Record<string, unknown> }> {
  return lines.flatMap((line) =>
    line._aws.CloudWatchMetrics.filter((set) => set.Metrics.some((metric) => metric.Name === name)).map((set) => ({
      value: line[name],
      namespace: set.Namespace,
      dimensions: Object.fromEntries(set.Dimensions.flat().map((dimension) => [dimension, line[dimension]])),
    })),
  );
}

/** Each dimension set a document gives metric `name`, with the values: what CloudWatch files the value under. */
export function dimensionSetsNamed(lines: EmfLine[], name: string): Array<Record<string, unknown>> {
  return lines.flatMap((line) =>
    line._aws.CloudWatchMetrics.filter((set) => set.Metrics.some((metric) => metric.Name === name)).flatMap((set) =>
      set.Dimensions.map((dimensions) =>
        Object.fromEntries(dimensions.map((dimension) => [dimension, line[dimension]])),
      ),
    ),
  );
}

/**
 * What the process writes to stdout while `run` runs, with EMF turned on (the test run turns it off,
 * test/support/global-setup.mjs). Other writes still reach the terminal.
 */
export async function capturingStdout<T>(run: () => Promise<T>): Promise<{ result: T; output: string }> {
  const chunks: string[] = [];
  const write = process.stdout.write.bind(process.stdout);
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown, ...rest: unknown[]) => {
    chunks.push(String(chunk));
    return String(chunk).includes('"_aws"') ? true : write(chunk as string, ...(rest as []));
  });
  const disabled = process.env.POWERTOOLS_METRICS_DISABLED;
  process.env.POWERTOOLS_METRICS_DISABLED = 'false';
  try {
    return { result: await run(), output: chunks.join('') };
  } finally {
    process.env.POWERTOOLS_METRICS_DISABLED = disabled;
    spy.mockRestore();
  }
}
