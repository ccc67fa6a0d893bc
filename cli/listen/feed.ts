/**
 * Following GET /events (newest first, pages of at most 100) so that every event is handed over
 * once, oldest first. Pure apart from the page fetcher it is given, so the rules are unit tested.
 *
 * An event may become visible after a newer one (two transactions committing at once, an index
 * catching up), so each poll looks back LOOKBACK_MS before the newest event already seen rather than
 * stopping at the first known id; the ids already handed over keep a late one from coming twice.
 */
import type { components } from '../../client/schema';

export type FeedEvent = components['schemas']['WebhookEvent'];
export interface FeedPage {
  data: FeedEvent[];
  has_more: boolean;
}
export type FetchPage = (startingAfter: string | undefined) => Promise<FeedPage>;

/** How far before the newest event seen each poll still looks for events that appeared late. */
export const LOOKBACK_MS = 60_000;
/** The page size listen asks for: the API's maximum. */
export const FEED_PAGE_SIZE = 100;
/** Pages one poll reads at most (a burst of more events is caught up over the following polls). */
export const SCAN_PAGES_MAX = 10;

export const createdAtMs = (event: FeedEvent): number => Date.parse(event.created_at);

/**
 * The events from the newest back to `horizonMs` (or, when there is no horizon yet, back to
 * LOOKBACK_MS before the newest one), newest first, as the feed orders them; the `keepNewest`
 * newest events are kept even when older than that (the backlog listen replays at start).
 */
export async function scanFeed(
  fetchPage: FetchPage,
  horizonMs: number | undefined,
  keepNewest = 0,
): Promise<FeedEvent[]> {
  const scanned: FeedEvent[] = [];
  let horizon = horizonMs;
  let startingAfter: string | undefined;
  for (let pages = 0; pages < SCAN_PAGES_MAX; pages += 1) {
    const page = await fetchPage(startingAfter);
    const first = page.data[0];
    if (horizon === undefined && first !== undefined) horizon = createdAtMs(first) - LOOKBACK_MS;
    const within = (event: FeedEvent): boolean => horizon === undefined || createdAtMs(event) >= horizon;
    const kept = page.data.filter((event, index) => within(event) || scanned.length + index < keepNewest);
    scanned.push(...kept);
    const last = page.data.at(-1);
    if (!page.has_more || last === undefined || kept.length < page.data.length) break;
    startingAfter = last.id;
  }
  return scanned;
}

/** Which events were handed over already, and where the next poll's scan may stop. */
export class EventTracker {
  private readonly handedOver = new Map<string, number>();
  private newestMs: number | undefined;

  /** Where the next scan stops: LOOKBACK_MS before the newest event seen; undefined before any. */
  horizonMs(): number | undefined {
    return this.newestMs === undefined ? undefined : this.newestMs - LOOKBACK_MS;
  }

  /**
   * The scanned events not handed over before, oldest first, now marked as handed over. Ids older
   * than the horizon are forgotten: no later scan reaches them, so memory stays bounded.
   */
  take(scannedNewestFirst: readonly FeedEvent[]): FeedEvent[] {
    const fresh = scannedNewestFirst.filter((event) => !this.handedOver.has(event.id)).reverse();
    for (const event of fresh) {
      const atMs = createdAtMs(event);
      this.handedOver.set(event.id, atMs);
      if (this.newestMs === undefined || atMs > this.newestMs) this.newestMs = atMs;
    }
    const horizon = this.horizonMs();
    if (horizon !== undefined) {
      for (const [id, atMs] of this.handedOver) if (atMs < horizon) this.handedOver.delete(id);
    }
    return fresh;
  }

  /** How many ids are remembered (for tests of the bound). */
  size(): number {
    return this.handedOver.size;
  }
}
