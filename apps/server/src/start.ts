// Start-up in order: schema, demo data, results, then the HTTP server.
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { AppOptions } from './app';
import type { Config } from './config';
import { withExclusiveLock } from './db/coordination';
import { connectDatabase } from './db/database';
import type { Db } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDefaultDemo } from './demo-seed/seed-demo';
import { rebuildOutdatedArchives } from './read-model/archive/archive-format-service';
import { hasSeason, readDataVersion } from './read-model/season-repository';

export interface RunningServer {
  app: FastifyInstance;
  db: Db;
  /** e.g. http://127.0.0.1:3000 */
  url: string;
  close(): Promise<void>;
}

/** Seeds the demo season into an empty database (when asked) and computes the results. */
export async function prepareData(app: FastifyInstance, config: Config): Promise<void> {
  if (config.demo && !(await hasSeason(app.db))) {
    app.log.info('empty database: seeding the demo season and its two earlier seasons');
    await seedDefaultDemo(app.db);
    // The seed is a write like any other: the read model hears of its data version.
    const seeded = await readDataVersion(app.db);
    app.log.info(await app.readModel.afterWrite(seeded), 'season recomputed');
    return;
  }
  // The answers live in memory (decision 011): every start computes them, as after a write of
  // the data found.
  const found = await readDataVersion(app.db);
  app.log.info(await app.readModel.afterWrite(found), 'season computed');
  const rebuilt = await rebuildOutdatedArchives(app.db);
  if (rebuilt.length > 0) {
    app.log.info({ seasons: rebuilt }, 'closed seasons stored in an older format: answers rebuilt');
  }
}

export async function startServer(
  config: Config,
  options: Omit<AppOptions, 'config' | 'db'> = {},
): Promise<RunningServer> {
  const db = connectDatabase(config);
  let built: FastifyInstance | undefined;
  let started: FastifyInstance;
  try {
    // Instances starting together on one PostgreSQL database take turns: one migrates, creates
    // the organiser and seeds; the next finds it done.
    started = await withExclusiveLock(db, 'startup', async () => {
      await migrateToLatest(db);
      const app = await buildApp({ config, db, ...options });
      built = app;
      await prepareData(app, config);
      return app;
    });
    await started.listen({ port: config.port, host: config.host });
  } catch (error) {
    // Assigned inside the callback, which TypeScript's narrowing does not follow.
    await (built as FastifyInstance | undefined)?.close();
    await db.destroy();
    throw error;
  }
  const address = started.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return {
    app: started,
    db,
    url: `http://${host}:${port}`,
    close: async () => {
      await started.close();
      await db.destroy();
    },
  };
}
