import path from 'node:path';
import { imageStoreKind, publicUrl, type Config } from './config';
import type { Database, Db } from './db/connect';
import type { EventBus } from './events/bus';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './features/accounts/mailer';
import { PasswordResetService } from './features/accounts/password-reset';
import { AccountService } from './features/accounts/service';
import { SESSIONS_TOPIC, SessionService } from './features/accounts/sessions';
import { KnownAddresses } from './features/accounts/known-addresses';
import { LoginThrottle } from './features/accounts/throttle';
import { RateLimits } from './features/limits/service';
import { createOfflineAssistant } from './assistant/offline/engine';
import type { Assistant } from './assistant/port';
import { inPlaceTextWork, type TextWork } from './assistant/worker/pool';
import { ChatService, type ChatOptions } from './features/chat/service';
import { Answers } from './features/chat/answers';
import { OwnedTools } from './features/chat/owned-tools';
import { ReplyStreams } from './features/chat/reply-streams';
import { ChatSessions } from './features/chat/sessions';
import { ProjectContextReader } from './features/context/reader';
import { SafetyService } from './features/safety/service';
import { ImageService } from './features/images/service';
import { type JobTimings, GenerationService, type Planner } from './features/generation/service';
import { PlanView } from './features/generation/plan-view';
import { StepPictures } from './features/generation/step-pictures';
import { StepService } from './features/steps/service';
import { planOffline } from './assistant/offline/planner';
import type { StepImager } from './assistant/plan';
import {
  createFileStorage,
  createPostgresStorage,
  createS3Storage,
  type ImageStorage,
} from './features/images/storage';
import { OnboardingService } from './features/onboarding/service';
import { ProjectService } from './features/projects/service';
import type { Logger } from './logger';

/** Everything the transports call. Services receive their dependencies here, nowhere else. */
export interface Services {
  config: Config;
  logger: Logger;
  db: Db;
  bus: EventBus;
  sessions: SessionService;
  accounts: AccountService;
  passwordResets: PasswordResetService;
  onboarding: OnboardingService;
  projects: ProjectService;
  /** A project's conversations: the intake chat and step guidance. */
  chatSessions: ChatSessions;
  /** Messages and their streamed replies. */
  chat: ChatService;
  ownedTools: OwnedTools;
  images: ImageService;
  /** Plan generation jobs. */
  generation: GenerationService;
  /** The plan as its screens read it: estimate, tools, steps. */
  plan: PlanView;
  steps: StepService;
  safety: SafetyService;
  context: ProjectContextReader;
  throttle: LoginThrottle;
  /** Every rate limit, counted in the database so all instances share them. */
  limits: RateLimits;
}

/**
 * The photo store the configuration names (see IMAGE_STORE).
 * @internal
 */
export function imageStorage(config: Config, db: Db): ImageStorage {
  const kind = imageStoreKind(config);
  if (kind === 'postgres') return createPostgresStorage(db);
  if (kind === 's3')
    return createS3Storage({
      bucket: config.S3_BUCKET!,
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  return createFileStorage(path.join(config.DATA_DIR, 'images'));
}

export function createServices(deps: {
  config: Config;
  logger: Logger;
  database: Database;
  bus: EventBus;
  mailer?: Mailer;
  assistant?: Assistant;
  /** Where the assistant's text work runs (default: in place, on the calling thread). */
  textWork?: TextWork;
  /** Makes the plan from the conversation (default: the offline planner over the knowledge base). */
  planner?: Planner;
  /** Draws step pictures (optional; without it steps show an illustration of their kind). */
  stepImager?: StepImager;
  /** Reply deadlines and stream timings (tests shorten them). */
  chat?: ChatOptions;
  /** Plan job lease, heartbeat, sweep and attempts (tests shorten them). */
  jobs?: Partial<JobTimings>;
}): Services {
  const { config, logger } = deps;
  const { db } = deps.database;
  const sessions = new SessionService(db, undefined, (event) =>
    // a lost event still ends the socket at its next operation (trpc.ts checks the session on each)
    deps.bus
      .publish(SESSIONS_TOPIC, event)
      .catch((error: unknown) => logger.warn({ reason: String(error) }, 'session end not published')),
  );
  const limits = new RateLimits(db, { scale: config.RATE_LIMIT_SCALE, modelDailyLimit: config.MODEL_DAILY_LIMIT });
  const throttle = new LoginThrottle(limits, new KnownAddresses(db));
  const projects = new ProjectService(db, deps.bus);
  const images = new ImageService(db, imageStorage(config, db));
  const mailer =
    deps.mailer ??
    (config.SMTP_URL
      ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM)
      : createOutboxMailer(path.join(config.DATA_DIR, 'outbox'), logger));
  const safety = new SafetyService(db, projects);
  const context = new ProjectContextReader(db, safety);
  const generation = new GenerationService(
    db,
    deps.bus,
    projects,
    safety,
    context,
    deps.planner ?? planOffline,
    logger,
    deps.stepImager ? new StepPictures(db, deps.stepImager, images, logger) : null,
    deps.jobs,
  );
  const streams = new ReplyStreams(db, deps.bus, logger, deps.chat?.timings);
  const chatSessions = new ChatSessions(db, projects, safety, streams);
  const textWork = deps.textWork ?? inPlaceTextWork();
  const assistant = deps.assistant ?? createOfflineAssistant({ decide: textWork.offline });
  const ownedTools = new OwnedTools(db, projects, images, assistant);
  const answers = new Answers({
    db,
    assistant,
    text: textWork,
    safety,
    context,
    ownedTools,
    images,
    logger,
    ...(deps.chat?.deadlines ? { deadlines: deps.chat.deadlines } : {}),
  });
  return {
    config,
    logger,
    db,
    bus: deps.bus,
    sessions,
    throttle,
    limits,
    accounts: new AccountService(db, sessions, throttle),
    passwordResets: new PasswordResetService(db, sessions, throttle, mailer, publicUrl(config)),
    onboarding: new OnboardingService(db),
    projects,
    images,
    steps: new StepService(db, projects),
    generation,
    plan: new PlanView(db, projects),
    safety,
    context,
    chatSessions,
    ownedTools,
    chat: new ChatService(
      db,
      deps.bus,
      chatSessions,
      streams,
      answers,
      projects,
      images,
      logger,
      (userId, projectId, entryId) => generation.replan(userId, projectId, entryId),
    ),
  };
}
