import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  firstname: text('firstname').notNull().default(''),
  lastname: text('lastname').notNull().default(''),
  /** Stored lower-cased; uniqueness is case-insensitive by construction. */
  email: text('email').notNull().unique(),
  /** scrypt hash `scrypt$N$r$p$salt$hash`; null for accounts created through Google. */
  passwordHash: text('password_hash'),
  googleId: text('google_id').unique(),
  // skill profile (spec §3)
  experienceLevel: text('experience_level'),
  confidence: integer('confidence'),
  tools: text('tools'),
  interestedProjects: text('interested_projects'),
  country: text('country'),
  state: text('state'),
  describe: text('describe'),
  homeAge: text('home_age'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the opaque bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
