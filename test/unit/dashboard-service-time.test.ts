import { serviceNow, serviceTimeSeen } from '../../dashboard/src/service-time';

/**
 * The dashboard's days follow the service's clock: after an answer stamped by the service, "now" in
 * the browser is the service's time plus what the browser's clock moved since, whatever the browser's
 * own date is.
 */
describe("dashboard: the service's clock in the browser", () => {
  it('is the browser clock until the service has answered, then the service time moved on by the browser clock', () => {
    const browserMs = Date.parse('2026-11-29T10:00:00.000Z');
    expect(serviceNow(browserMs).toISOString()).toBe('2026-11-29T10:00:00.000Z');
    // The sandbox clock runs three days ahead.
    serviceTimeSeen('2026-12-02T10:00:00.000Z', browserMs);
    expect(serviceNow(browserMs + 61_000).toISOString()).toBe('2026-12-02T10:01:01.000Z');
    // A browser clock set a year wrong changes nothing once the offset is known.
    serviceTimeSeen('2026-12-02T10:00:00.000Z', Date.parse('2025-12-02T10:00:00.000Z'));
    expect(serviceNow(Date.parse('2025-12-02T10:00:05.000Z')).toISOString()).toBe('2026-12-02T10:00:05.000Z');
  });

  it('keeps the last good offset when the time it is given cannot be read', () => {
    serviceTimeSeen('2026-12-02T10:00:00.000Z', 0);
    serviceTimeSeen('not a time', 0);
    expect(serviceNow(0).toISOString()).toBe('2026-12-02T10:00:00.000Z');
  });
});
