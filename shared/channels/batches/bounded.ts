/** Runs `work` over `entries`, at most `concurrency` at once; the first failure is thrown once all have settled. */
export async function forEachBounded<T>(
  entries: readonly T[],
  concurrency: number,
  work: (entry: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const failures: unknown[] = [];
  const lane = async (): Promise<void> => {
    while (next < entries.length) {
      const entry = entries[next]!;
      next += 1;
      try {
        await work(entry);
      } catch (error) {
        failures.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, entries.length) }, lane));
  if (failures.length > 0) throw failures[0];
}
