import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const id = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);
const expiresAt = () => timestamp('expires_at', { withTimezone: true }).notNull();
/** The person a row belongs to; it goes when their account goes. */
const owner = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

// --- accounts ------------------------------------------------------------------------------------

export const users = pgTable('users', {
  id: id(),
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
  /** The raw onboarding answers, keyed by question id, as submitted. */
  onboardingAnswers: jsonb('onboarding_answers').$type<Record<string, unknown>>(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: owner(),
    /** sha256 of the opaque bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: expiresAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Single-use, expiring password-reset tokens (stored hashed). */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: owner(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: expiresAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * The networks an account has signed in from (features/accounts/known-addresses.ts), hashed with the
 * account's id: the owner signing in from one of them passes the per-account limit on guessing from new
 * networks. At most 20 per account (the most recent), each forgotten 180 days after it was last used.
 */
export const signInAddresses = pgTable(
  'sign_in_addresses',
  {
    userId: owner(),
    addressHash: text('address_hash').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.addressHash] })],
);

/**
 * Proof that our Google OAuth callback verified an identity that has no account yet (spec's
 * tempGoogleAuthToken): single-use, short-lived, stored hashed. Google signup/login REST variants
 * must present it; `google_flag` alone proves nothing.
 */
export const googleGrants = pgTable('google_grants', {
  id: id(),
  tokenHash: text('token_hash').notNull().unique(),
  googleId: text('google_id').notNull(),
  email: text('email').notNull(),
  firstname: text('firstname').notNull().default(''),
  lastname: text('lastname').notNull().default(''),
  createdAt: createdAt(),
  expiresAt: expiresAt(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

// --- onboarding ----------------------------------------------------------------------------------

export interface QuestionOption {
  title: string;
  description: string;
}

/** Seeded by a migration (drizzle/0002_seed_onboarding_questions.sql). */
export const onboardingQuestions = pgTable('onboarding_questions', {
  id: text('id').primaryKey(),
  position: integer('position').notNull(),
  question: text('question').notNull(),
  comment: text('comment').notNull().default(''),
  category: text('category').notNull(),
  type: text('type').notNull(),
  options: jsonb('options').$type<QuestionOption[]>().notNull().default([]),
  optional: boolean('optional').notNull().default(false),
});

// --- projects and their plan ---------------------------------------------------------------------

export const projects = pgTable(
  'projects',
  {
    id: id(),
    userId: owner(),
    title: text('title').notNull(),
    lastActivity: timestamp('last_activity', { withTimezone: true }),
    projectImages: jsonb('project_images').$type<string[]>().notNull().default([]),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('projects_user_created_idx').on(t.userId, t.createdAt)],
);

export interface StepImage {
  status: 'pending' | 'complete' | 'failed';
  url: string | null;
}

/** A plan's numbered steps (1-based). A project's progress is derived from these rows only. */
export const steps = pgTable(
  'steps',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    stepNumber: integer('step_number').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    instructions: jsonb('instructions').$type<string[]>().notNull().default([]),
    timeText: text('time_text'),
    estTimeMin: integer('est_time_min'),
    toolsNeeded: jsonb('tools_needed').$type<string[]>().notNull().default([]),
    safetyWarnings: jsonb('safety_warnings').$type<string[]>().notNull().default([]),
    tips: jsonb('tips').$type<string[]>().notNull().default([]),
    /** How to tell the step is done right. */
    checks: jsonb('checks').$type<string[]>().notNull().default([]),
    /** Waiting after the work (drying, curing), apart from the active minutes. */
    waitMinutes: integer('wait_minutes'),
    waitFor: text('wait_for'),
    /** A step that makes the job safe to work on: what the person confirms before going on. */
    gateConfirm: text('gate_confirm'),
    image: jsonb('image').$type<StepImage | null>(),
    videoUrl: text('video_url'),
    completed: boolean('completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Thumbs feedback: 1 up, 0 down, null none. */
    feedback: smallint('feedback'),
  },
  (t) => [uniqueIndex('steps_project_number_idx').on(t.projectId, t.stepNumber)],
);

// --- the assistant -------------------------------------------------------------------------------

/** One conversation per project and kind ('project' intake chat, 'step' guidance). */
export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: owner(),
    kind: text('kind').$type<'project' | 'step'>().notNull().default('project'),
    /** 'in_progress' | 'complete' | 'safety_stop' | 'safety_check' (spec current_state, and a safety question). */
    currentState: text('current_state').notNull().default('in_progress'),
    /** Engine memory between turns (the offline engine's intake). */
    memory: jsonb('memory').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('chat_sessions_project_kind_idx').on(t.projectId, t.kind)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    role: text('role').$type<'user' | 'assistant'>().notNull(),
    text: text('text').notNull().default(''),
    imageIds: jsonb('image_ids').$type<string[]>().notNull().default([]),
    /** Assistant replies: 'streaming' until the full text is stored once, then 'done' (or 'failed'). */
    status: text('status').$type<'streaming' | 'done' | 'failed'>().notNull().default('done'),
    suggestedMessages: jsonb('suggested_messages').$type<string[]>().notNull().default([]),
    /** Step guidance: the step the person was on (0 tools and materials, -1 unknown). */
    stepNumber: integer('step_number'),
    /** A streaming reply: the instance writing it, and when it last stored text (a sweeper fails it once stale). */
    writer: text('writer'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_session_idx').on(t.sessionId, t.createdAt)],
);

/** Uploaded photos: bytes live behind the storage port, this row says whose they are. */
export const images = pgTable('images', {
  id: id(),
  userId: owner(),
  mime: text('mime').notNull(),
  bytes: integer('bytes').notNull(),
  storageKey: text('storage_key').notNull(),
  createdAt: createdAt(),
});

/** bytea as a Node Buffer (drizzle has no built-in bytea column). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres returns a Buffer, PGlite a Uint8Array: one shape for the service
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Image bytes when photos are stored in PostgreSQL (IMAGE_STORE=postgres, the default with
 * DATABASE_URL): every instance reads what any instance wrote. Keyed like the files and S3 objects.
 */
export const imageBlobs = pgTable('image_blobs', {
  key: text('key').primaryKey(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

/** Tools the person owns for a project: from the profile, confirmed detections, or typed in. */
export const projectTools = pgTable(
  'project_tools',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    source: text('source').$type<'profile' | 'detected' | 'user'>().notNull(),
    confidence: integer('confidence'),
    confirmed: boolean('confirmed').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('project_tools_project_name_idx').on(t.projectId, t.name)],
);

/**
 * Safety is conversation state: a hazard the assistant stopped for holds for the whole project (both
 * conversations) until the person says a professional has made it safe. At most one stop is in force per
 * project (lifted_at null); a more urgent hazard raised meanwhile replaces its category.
 */
export const safetyStops = pgTable(
  'safety_stops',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    /** The hazard rule (or `red-flag:<repair>:<flag>`) that stopped it, for review. */
    ruleId: text('rule_id').notNull(),
    createdAt: createdAt(),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    /** The person's words that lifted it ("the gas company fixed the leak"). */
    liftedNote: text('lifted_note'),
  },
  (t) => [
    uniqueIndex('safety_stops_in_force_idx').on(t.projectId).where(sql`${t.liftedAt} is null`),
    index('safety_stops_project_idx').on(t.projectId, t.createdAt),
  ],
);

/**
 * The red-flag check asked before a plan: the repair's flags and the person's answers, one row per
 * project (a plan for another repair replaces it). Shown on the overview with what to do if it changes.
 */
export const safetyChecks = pgTable('safety_checks', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  /** The knowledge-base repair whose red flags were asked. */
  entryId: text('entry_id').notNull(),
  answers: jsonb('answers')
    .$type<Array<{ id: string; ask: string; category: string; no: string; answer: 'yes' | 'no' | 'unsure' }>>()
    .notNull(),
  answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
});

// --- the plan ------------------------------------------------------------------------------------

/**
 * One durable generation job per project: recorded before it runs, claimed by one instance at a
 * time (a stale claim can be taken over), finished or failed with a reason, retryable.
 */
export const generationJobs = pgTable('generation_jobs', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  userId: owner(),
  status: text('status').$type<'queued' | 'running' | 'done' | 'failed'>().notNull().default('queued'),
  attempts: integer('attempts').notNull().default(0),
  error: text('error'),
  claimedBy: text('claimed_by'),
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
  /** The holder's lease: renewed by its heartbeat; once past, any live instance may take the job over. */
  leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
  /** Fencing token: raised by every claim; only the holder of the current value may write the plan or mark the job. */
  fence: integer('fence').notNull().default(0),
  createdAt: createdAt(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

export const planEstimations = pgTable('plan_estimations', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  minutes: integer('minutes').notNull(),
  /** Whole currency units, tools the person owns left out. */
  costMin: integer('cost_min').notNull(),
  costMax: integer('cost_max').notNull(),
  /** Waiting on top of the work (drying, curing), and what for ("overnight drying"). */
  waitMinutes: integer('wait_minutes').notNull().default(0),
  waitFor: text('wait_for').notNull().default(''),
  currency: text('currency').notNull().default('USD'),
  skill: text('skill').notNull(),
  summary: text('summary').notNull().default(''),
});

export const planTools = pgTable(
  'plan_tools',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceMin: integer('price_min'),
    priceMax: integer('price_max'),
    required: boolean('required').notNull().default(true),
    owned: boolean('owned').notNull().default(false),
    link: text('link'),
    imageLink: text('image_link'),
    riskFactors: jsonb('risk_factors').$type<string[]>().notNull().default([]),
    safetyMeasures: jsonb('safety_measures').$type<string[]>().notNull().default([]),
  },
  (t) => [index('plan_tools_project_idx').on(t.projectId, t.position)],
);

export const projectFeedback = pgTable('project_feedback', {
  id: id(),
  projectId: uuid('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' }),
  userId: owner(),
  rating: smallint('rating').notNull(),
  comments: text('comments').notNull().default(''),
  createdAt: createdAt(),
});

// --- rate limits ---------------------------------------------------------------------------------

/**
 * Fixed-window counters shared by every instance (features/limits/store.ts): one row per key, reset
 * when its window has passed. Rows past their window are deleted now and then.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

/**
 * Google sign-in states issued and not yet used (hashes of the nonce): a callback is accepted once,
 * on any instance, within its ten minutes.
 */
export const oauthStates = pgTable('oauth_states', {
  nonceHash: text('nonce_hash').primaryKey(),
  mode: text('mode').notNull(),
  expiresAt: expiresAt(),
});
