// A real SMTP server (smtp-server) for a bench: it takes every mail over the network and keeps
// only its Message-ID (the outbox's idempotency key) and when the first copy arrived, so ten
// thousand mails cost the bench's process little (the tests' sink, apps/server/src/test/
// smtp-sink.ts, parses each whole mail). A copy of a Message-ID already seen is counted apart.
import { SMTPServer } from 'smtp-server';

export interface CountingSink {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  /** Message-ID -> performance.now() of its first arrival. */
  arrivals: Map<string, number>;
  /** Mails whose Message-ID had arrived before. */
  duplicates: number;
  /** Mails without a Message-ID. */
  withoutId: number;
  close(): Promise<void>;
}

/** The Message-ID header of a raw mail's header block (folded lines joined), or undefined. */
export function messageIdOf(raw: string): string | undefined {
  const end = raw.search(/\r?\n\r?\n/);
  const head = (end < 0 ? raw : raw.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
  return /^message-id:\s*(\S+)/im.exec(head)?.[1];
}

export async function startCountingSink(): Promise<CountingSink> {
  const sink = { arrivals: new Map<string, number>(), duplicates: 0, withoutId: 0 };
  const server = new SMTPServer({
    // Plain SMTP on the loopback: no TLS offered, no login asked.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (error) => callback(error));
      stream.on('end', () => {
        const id = messageIdOf(Buffer.concat(chunks).toString('latin1'));
        if (id === undefined) sink.withoutId++;
        else if (sink.arrivals.has(id)) sink.duplicates++;
        else sink.arrivals.set(id, performance.now());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('the SMTP sink has no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    arrivals: sink.arrivals,
    get duplicates() {
      return sink.duplicates;
    },
    get withoutId() {
      return sink.withoutId;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
