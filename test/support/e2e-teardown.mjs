/** Stops the e2e tier's shared stack (Ctrl-C, as a user would), and with it every child process. */
export default async function e2eTeardown() {
  await globalThis.__E2E_STACK__?.stop();
}
