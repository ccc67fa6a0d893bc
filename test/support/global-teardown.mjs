export default async function globalTeardown() {
  await globalThis.__LOCAL_INFRA__?.stop();
}
