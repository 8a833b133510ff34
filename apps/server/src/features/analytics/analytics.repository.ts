import { count, countDistinct, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { landingClicks, landingImpressions } from '../../db/schema/index.js';

export async function insertImpression(
  db: Db,
  values: typeof landingImpressions.$inferInsert,
): Promise<string> {
  const rows = await db.insert(landingImpressions).values(values).returning({ id: landingImpressions.id });
  const id = rows[0]?.id;
  if (!id) throw new Error('impression insert returned no id');
  return id;
}

/** Records a click; null when the impression does not exist. */
export async function insertClick(db: Db, impressionId: string): Promise<Date | null> {
  const found = await db
    .select({ id: landingImpressions.id })
    .from(landingImpressions)
    .where(eq(landingImpressions.id, impressionId))
    .limit(1);
  if (!found[0]) return null;
  const rows = await db
    .insert(landingClicks)
    .values({ impressionId })
    .returning({ createdAt: landingClicks.createdAt });
  return rows[0]?.createdAt ?? new Date();
}

export interface VariantReportRow {
  variant: string;
  impressions: number;
  clickedImpressions: number;
  clicks: number;
}

/** Impressions, clicks and clicked impressions per hero variant (for the click-through report). */
export async function variantReport(db: Db): Promise<VariantReportRow[]> {
  const rows = await db
    .select({
      variant: landingImpressions.variantName,
      impressions: countDistinct(landingImpressions.id),
      clickedImpressions: countDistinct(landingClicks.impressionId),
      clicks: count(landingClicks.id),
    })
    .from(landingImpressions)
    .leftJoin(landingClicks, eq(landingClicks.impressionId, landingImpressions.id))
    .groupBy(landingImpressions.variantName)
    .orderBy(sql`1`);
  return rows.map((row) => ({
    ...row,
    impressions: Number(row.impressions),
    clickedImpressions: Number(row.clickedImpressions),
    clicks: Number(row.clicks),
  }));
}
