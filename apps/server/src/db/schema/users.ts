import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased; the unique index makes sign-up races safe. */
    email: varchar('email', { length: 254 }).notNull(),
    name: varchar('name', { length: 255 }).notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    credits: integer('credits').notNull().default(0),
    plan: varchar('plan', { length: 32 }).notNull().default('professional_trial'),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true, mode: 'date' }),
    /** When the plan's monthly credit allowance is next added (null: no allowance scheduled yet). */
    planRenewsAt: timestamp('plan_renews_at', { withTimezone: true, mode: 'date' }),
    /** What the account said it is at sign-up ('student' | 'teacher'); shapes the first screen. */
    accountRole: varchar('account_role', { length: 16 }),
    isStaff: boolean('is_staff').notNull().default(false),
    utmSource: varchar('utm_source', { length: 200 }),
    utmId: varchar('utm_id', { length: 200 }),
    dateJoined: timestamp('date_joined', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    check('users_credits_non_negative', sql`${t.credits} >= 0`),
  ],
);
