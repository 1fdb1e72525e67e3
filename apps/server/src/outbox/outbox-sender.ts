// The sender loop: never on a request's path. It claims due rows with a lease, sends them,
// and marks each sent, or waiting again after a backoff, or failed after MAX_ATTEMPTS with the
// reason. A crash (kill -9) leaves claimed rows 'sending' with a lease that runs out; the next
// turn of any instance claims them again and sends them with the same Message-ID (at least
// once; a receiver that keeps Message-IDs drops the copy). Woken after a commit, else it looks
// every `pollMs`.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { parsePayload, resolvePayload } from './bericht-payload';
import type { Colours, MailChannel } from './mail-channel';
import { notificationOf, Undeliverable, type PushChannel } from './push-channel';
import {
  claimDue,
  markAttemptFailed,
  markSent,
  noteWaitingMail,
  type BerichtChannel,
  type BerichtRow,
} from './outbox-repository';

/** After this many attempts a message is failed for good (the organiser may retry it). */
export const MAX_ATTEMPTS = 6;

/** 30 s, 1, 2, 4, 8 minutes...: a mail server that is down gets time to come back. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

/** What the dashboard says of a mail that waits because no mail server is set. */
export const NO_MAIL_REASON =
  'Niet verstuurd: er is geen mailserver ingesteld (SMTP_URL, MAIL_FROM en PUBLIC_URL). ' +
  'Het bericht blijft bewaard en gaat weg zodra mail is ingesteld.';

/** A fact the server handles itself (a round complete: one message per participant). */
export type FactHandler = (row: BerichtRow) => Promise<void>;

export interface OutboxSenderOptions {
  db: Db;
  log: FastifyBaseLogger;
  postgres: boolean;
  mail: MailChannel | undefined;
  /** Web Push: 'push' rows go to the person's browsers (none: they wait, as mail does). */
  push?: PushChannel;
  /** Where links point and what signs the unsubscribe tokens. */
  site: { publicUrl: string; secret: string };
  facts: Record<string, FactHandler>;
  colours: () => Promise<Colours>;
  /**
   * Work that is due by the clock rather than by a write (the deadline reminders): run at every
   * wake after a write, and else at most every `everyMs`.
   */
  periodic?: { everyMs: number; run: () => Promise<unknown> };
  pollMs?: number;
  leaseMs?: number;
  batchSize?: number;
  /** Mails sent side by side within a batch. */
  parallel?: number;
}

export class OutboxSender {
  readonly owner = randomUUID();
  readonly #o: Required<Omit<OutboxSenderOptions, 'mail' | 'periodic' | 'push'>> &
    Pick<OutboxSenderOptions, 'mail' | 'periodic' | 'push'>;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #stopped = true;
  #notedNoMail = false;
  #periodicAt = 0;
  #woken = true;

  constructor(options: OutboxSenderOptions) {
    this.#o = {
      pollMs: 5_000,
      leaseMs: 60_000,
      batchSize: 100,
      parallel: 8,
      ...options,
    };
  }

  start(): void {
    this.#stopped = false;
    this.wake();
  }

  /** Look now (after a commit that wrote messages); a turn in progress runs once more. */
  wake(): void {
    this.#woken = true;
    this.#look();
  }

  #look(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#running = this.#loop().finally(() => {
      this.#running = undefined;
      if (this.#stopped) return;
      if (this.#again) {
        this.#again = false;
        this.#look();
      } else {
        this.#timer = setTimeout(() => this.#look(), this.#o.pollMs);
        this.#timer.unref();
      }
    });
  }

  /** Stops looking; a batch in progress finishes (its rows are marked, nothing is left half). */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    await this.#running;
  }

  /** Turns until nothing is due; errors are logged, the rows stay for the next turn. */
  async #loop(): Promise<void> {
    try {
      if (!this.#o.mail && !this.#notedNoMail) {
        await noteWaitingMail(this.#o.db, NO_MAIL_REASON);
        this.#notedNoMail = true;
      }
      const periodic = this.#o.periodic;
      if (periodic && (this.#woken || Date.now() - this.#periodicAt >= periodic.everyMs)) {
        this.#woken = false;
        this.#periodicAt = Date.now();
        await periodic.run();
      }
      // Again while a batch was full or a fact was fanned out (its messages are due now).
      while (!this.#stopped && (await this.#turn())) {
        /* next turn */
      }
    } catch (error) {
      this.#o.log.error({ err: error }, 'outbox turn failed');
    }
  }

  /** One batch; whether another turn may find more due at once. */
  async #turn(): Promise<boolean> {
    const channels: BerichtChannel[] = this.#o.mail ? ['intern', 'mail'] : ['intern'];
    if (this.#o.push) channels.push('push');
    const now = new Date();
    const rows = await claimDue(this.#o.db, {
      owner: this.owner,
      channels,
      now,
      leaseUntil: new Date(now.getTime() + this.#o.leaseMs),
      limit: this.#o.batchSize,
      postgres: this.#o.postgres,
    });
    if (rows.length === 0) return false;
    const facts = rows.filter((r) => r.channel === 'intern');
    // Mails and pushes share the batch's workers.
    const mails = rows.filter((r) => r.channel === 'mail' || r.channel === 'push');
    for (const row of facts) await this.#attempt(row, () => this.#fact(row));
    if (mails.length > 0) {
      const colours = await this.#o.colours();
      let next = 0;
      const worker = async () => {
        while (next < mails.length) {
          const row = mails[next++]!;
          await this.#attempt(row, () =>
            row.channel === 'push' ? this.#push(row) : this.#mail(row, colours),
          );
        }
      };
      await Promise.all(Array.from({ length: this.#o.parallel }, worker));
    }
    return rows.length === this.#o.batchSize || facts.length > 0;
  }

  async #fact(row: BerichtRow): Promise<void> {
    const handler = this.#o.facts[row.kind];
    if (!handler) throw new Error(`no handler for the fact ${row.kind}`);
    await handler(row);
  }

  async #mail(row: BerichtRow, colours: Colours): Promise<void> {
    if (!this.#o.mail) throw new Error(NO_MAIL_REASON);
    if (!row.address) throw new Error('Geen e-mailadres bekend.');
    await this.#o.mail.send(
      {
        to: row.address,
        subject: row.subject,
        idempotencyKey: row.idempotencyKey,
        payload: resolvePayload(parsePayload(row.payload), row.persoonId, this.#o.site),
      },
      colours,
    );
  }

  async #push(row: BerichtRow): Promise<void> {
    if (!this.#o.push) throw new Error('Web Push is niet beschikbaar.');
    const payload = parsePayload(row.payload);
    await this.#o.push.send(
      row,
      notificationOf(row, { text: payload.text, path: payload.link?.path }),
    );
  }

  async #attempt(row: BerichtRow, send: () => Promise<void>): Promise<void> {
    try {
      await send();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      // A push with no browser left to reach is given up at once, not retried for hours.
      const giveUp = row.attempts >= MAX_ATTEMPTS || error instanceof Undeliverable;
      this.#o.log.warn({ berichtId: row.id, attempts: row.attempts, reason }, 'message not sent');
      await markAttemptFailed(this.#o.db, row.id, this.owner, {
        reason,
        next: giveUp ? null : new Date(Date.now() + backoffMs(row.attempts)),
      });
      return;
    }
    await markSent(this.#o.db, row.id, this.owner, new Date());
  }
}
