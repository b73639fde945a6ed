import type { Config } from './config';
import type { Database, Db } from './db/connect';
import type { EventBus } from './events/bus';
import { SessionService } from './features/accounts/sessions';
import type { Logger } from './logger';

/** Everything the transports call. Services receive their dependencies here, nowhere else. */
export interface Services {
  config: Config;
  logger: Logger;
  db: Db;
  bus: EventBus;
  sessions: SessionService;
}

export function createServices(deps: {
  config: Config;
  logger: Logger;
  database: Database;
  bus: EventBus;
}): Services {
  const { db } = deps.database;
  return {
    config: deps.config,
    logger: deps.logger,
    db,
    bus: deps.bus,
    sessions: new SessionService(db),
  };
}
