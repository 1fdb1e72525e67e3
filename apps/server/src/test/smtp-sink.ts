// A real SMTP server for tests (the smtp-server package): it takes every mail the app sends
// over the network, parses it (mailparser) and keeps it for the test to read. No mock of
// nodemailer: the app's own transport talks SMTP to it.
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  /** The HTML part, when the mail has one. */
  html: string;
  /** Message-ID as sent (the outbox's idempotency key): a resent mail carries the same one. */
  messageId: string;
  /** The header lines, names in lower case (List-Unsubscribe, List-Unsubscribe-Post, ...). */
  headers: Record<string, string>;
}

export interface SmtpSink {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  mails: ReceivedMail[];
  /**
   * How often each Message-ID arrived: what a receiving MTA that keeps Message-IDs sees. A key
   * counted twice is a copy it drops (at least once: a mail in flight at a crash comes again).
   */
  countByMessageId(): Map<string, number>;
  /** Connection errors seen (a sender killed mid-conversation), for a test to report. */
  errors: Error[];
  /** The first mail to this address that arrives (or has arrived), within `timeoutMs`. */
  waitFor(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export interface SmtpSinkOptions {
  /**
   * Called with each mail once it is received in full, before the sink answers 250: a fault
   * test kills the sender here (and waits till it is gone), so the mail is delivered but its
   * sender never hears so.
   */
  onMail?: (mail: ReceivedMail, count: number) => void | Promise<void>;
  /** Waits this long before answering each mail: a receiving server that takes its time. */
  delayMs?: number;
}

export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const errors: Error[] = [];
  const waiting = new Set<() => void>();
  const server = new SMTPServer({
    // Plain SMTP on the loopback: no TLS offered, no login asked.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          const mail: ReceivedMail = {
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            messageId: parsed.messageId ?? '',
            headers: Object.fromEntries(
              parsed.headerLines.map((h) => [h.key, h.line.slice(h.line.indexOf(':') + 1).trim()]),
            ),
          };
          mails.push(mail);
          await options.onMail?.(mail, mails.length);
          for (const wake of waiting) wake();
          if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
          callback();
        })
        .catch((error: unknown) => callback(error as Error));
    },
  });
  // A sender that dies mid-mail resets the connection: noted, not a crash of the test.
  server.on('error', (error) => errors.push(error));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('the SMTP sink has no port');

  return {
    url: `smtp://127.0.0.1:${address.port}`,
    mails,
    errors,
    countByMessageId() {
      const counts = new Map<string, number>();
      for (const m of mails) counts.set(m.messageId, (counts.get(m.messageId) ?? 0) + 1);
      return counts;
    },
    waitFor(to, timeoutMs = 10_000) {
      const find = () => mails.find((m) => m.to.includes(to.toLowerCase()));
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = find();
          if (!mail) return;
          clearTimeout(timer);
          waiting.delete(check);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`no mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiting.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The sign-in link's token in a mail's text. */
export function linkTokenIn(text: string): string {
  const match = /\/authentication\/link\?token=([A-Za-z0-9_-]{43})/.exec(text);
  if (!match?.[1]) throw new Error(`no sign-in link in the mail: ${text}`);
  return match[1];
}
