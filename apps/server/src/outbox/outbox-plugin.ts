// The outbox's sender on this instance (decision 029): started once the app is ready, stopped
// when it closes (after the batch in hand), woken whenever answers of newer data are served (a
// write here or on another instance committed; its messages and facts are in the table by
// then). Without mail settings nothing is sent: mails wait with the reason, facts still fan out.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { queueDeadlineReminders } from './deadline-bericht';
import { createMailChannel } from './mail-channel';
import { clubColours } from './outbox-repository';
import { OutboxSender } from './outbox-sender';
import { fanOutRonde, RONDE_COMPLEET } from './ronde-bericht';

export interface Outbox {
  /** Look for due messages now (after a write that made some). */
  wake(): void;
  /** Whether mail can go out (SMTP_URL, MAIL_FROM and PUBLIC_URL set). */
  readonly mail: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: Outbox;
  }
}

export interface OutboxPluginOptions {
  pollMs?: number;
}

async function outbox(app: FastifyInstance, options: OutboxPluginOptions) {
  const { config, db } = app;
  const mail =
    config.mail && config.publicUrl
      ? createMailChannel({ ...config.mail, publicUrl: config.publicUrl })
      : undefined;
  const sender = new OutboxSender({
    db,
    log: app.log,
    postgres: config.databaseUrl !== undefined,
    mail,
    push: app.push,
    site: { publicUrl: config.publicUrl ?? '', secret: config.jwtSecret },
    facts: {
      [RONDE_COMPLEET]: async (row) => {
        await fanOutRonde({ db, readModel: app.readModel }, row);
      },
    },
    colours: () => clubColours(db),
    // The clock the transfer deadline is read by (app.clock: a browser test may move it).
    periodic: { everyMs: 60_000, run: () => queueDeadlineReminders(db, app.clock()) },
    leaseMs: config.outboxLeaseSeconds * 1000,
    ...options,
  });
  app.decorate('outbox', { wake: () => sender.wake(), mail: mail !== undefined });
  let stopListening: (() => void) | undefined;
  app.addHook('onReady', async () => {
    stopListening = app.readModel.onChange(() => sender.wake());
    sender.start();
  });
  app.addHook('onClose', async () => {
    stopListening?.();
    await sender.stop();
    mail?.close();
  });
}

export default fp(outbox, { name: 'outbox' });
