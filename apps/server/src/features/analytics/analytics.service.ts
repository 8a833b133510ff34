import type { Db } from '../../db/client.js';
import { errors } from '../../lib/errors.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import { insertClick, insertImpression, variantReport } from './analytics.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Anonymous endpoints: generous for real pages, tight enough to stop a script filling the table. */
export const ANALYTICS_LIMIT_PER_MINUTE = 120;

export async function checkAnalyticsLimit(limiter: RateLimiter, ip: string): Promise<void> {
  const state = await limiter.hit(`analytics:ip:${ip}`, 60);
  if (state.count > ANALYTICS_LIMIT_PER_MINUTE) throw errors.throttled(state.retryAfter);
}

export function recordImpression(
  db: Db,
  input: {
    dialogType: string;
    pageUrl: string;
    variantName: string;
    visitorId?: string | undefined;
    utmSource?: string | undefined;
    utmId?: string | undefined;
    userAgent?: string | undefined;
  },
): Promise<string> {
  return insertImpression(db, {
    dialogType: input.dialogType,
    pageUrl: input.pageUrl,
    variantName: input.variantName,
    visitorId: input.visitorId?.slice(0, 64),
    utmSource: input.utmSource || null,
    utmId: input.utmId || null,
    userAgent: input.userAgent?.slice(0, 500),
  });
}

/** A click on an impression we never recorded (or not a UUID at all) is a 404, like any unknown object. */
export async function recordClick(db: Db, impressionId: string): Promise<Date> {
  if (!UUID.test(impressionId)) throw errors.notFound();
  const clickedAt = await insertClick(db, impressionId.toLowerCase());
  if (!clickedAt) throw errors.notFound();
  return clickedAt;
}

export interface VariantStats {
  variant: string;
  impressions: number;
  clicks: number;
  clickThroughRate: number;
}

/** Click-through rate per variant: impressions that led to at least one click, over impressions. */
export async function landingReport(db: Db): Promise<VariantStats[]> {
  const rows = await variantReport(db);
  return rows.map((row) => ({
    variant: row.variant,
    impressions: row.impressions,
    clicks: row.clicks,
    clickThroughRate: row.impressions === 0 ? 0 : row.clickedImpressions / row.impressions,
  }));
}
