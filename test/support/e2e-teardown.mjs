/** Stops the e2e tier's shared stacks (Ctrl-C, as a user would), and with them every child process. */
export default async function e2eTeardown() {
  await Promise.all((globalThis.__E2E_STACKS__ ?? []).map((stack) => stack.stop()));
}
