import type { Config } from './config.js';
import type { Database } from './db/client.js';

/** What every feature's routes receive: configuration and the database. */
export type AppContext = {
  config: Config;
  database: Database;
};
