import { index, pgTable, serial, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

export const landingImpressions = pgTable(
  'landing_impressions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dialogType: varchar('dialog_type', { length: 64 }).notNull(),
    pageUrl: text('page_url').notNull(),
    variantName: varchar('variant_name', { length: 20 }).notNull(),
    visitorId: varchar('visitor_id', { length: 64 }),
    utmSource: varchar('utm_source', { length: 200 }),
    utmId: varchar('utm_id', { length: 200 }),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('landing_impressions_variant_idx').on(t.variantName, t.createdAt)],
);

export const landingClicks = pgTable(
  'landing_clicks',
  {
    id: serial('id').primaryKey(),
    impressionId: uuid('impression_id')
      .notNull()
      .references(() => landingImpressions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('landing_clicks_impression_idx').on(t.impressionId)],
);
