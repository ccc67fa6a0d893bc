/**
 * The service's clock as the browser sees it: `GET /dashboard/v1/me` says what time the service
 * had when it answered (`server_time`), and the dashboard counts its days (the overview's 30 days,
 * the export's default range) by that clock, not by the browser's. In AWS the two agree within the
 * browser's own drift; locally the sandbox clock may run days ahead (POST /sandbox/v1/clock/advance).
 */
let offsetMs = 0;

/** Remembers the service's time of an answer just received (the offset from this browser's clock). */
export function serviceTimeSeen(serverTime: string, browserNowMs = Date.now()): void {
  const serverMs = Date.parse(serverTime);
  if (Number.isFinite(serverMs)) offsetMs = serverMs - browserNowMs;
}

/** Now, by the service's clock (the browser's clock until the service has been heard from). */
export function serviceNow(browserNowMs = Date.now()): Date {
  return new Date(browserNowMs + offsetMs);
}
