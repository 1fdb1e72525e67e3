// Instances sharing a PostgreSQL database hear of each other's writes by LISTEN/NOTIFY
// (decision 011): every write's transaction notifies the new data version at its commit
// (raiseDataVersion), so an instance recomputes its answers without a query per request.
import pg from 'pg';

export interface DataChangeListener {
  close(): Promise<void>;
}

export interface ListenOptions {
  url: string;
  channel: string;
  /** A write committed (on any instance) raising the data version to `version`. */
  onVersion(version: number): void;
  /**
   * Listening (again): notifications sent while not listening are lost, so the caller looks
   * at the data version itself.
   */
  onListening(): void;
  onError(error: unknown): void;
  /** Before trying again after the connection dropped. */
  retryMs?: number;
}

/** Listens on its own connection (outside the pool), connecting again when it drops. */
export function listenForDataChanges(options: ListenOptions): DataChangeListener {
  const retryMs = options.retryMs ?? 1_000;
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({ connectionString: options.url });
    client = next;
    let failed = false;
    const again = (error: unknown) => {
      if (failed || closed) return;
      failed = true;
      options.onError(error);
      void next.end().catch(() => undefined);
      retry = setTimeout(() => void connect(), retryMs);
      retry.unref();
    };
    next.on('error', again);
    next.on('end', () => again(new Error('the notification connection ended')));
    next.on('notification', (message) => {
      if (message.channel !== options.channel) return;
      const version = Number(message.payload);
      if (Number.isSafeInteger(version)) options.onVersion(version);
    });
    try {
      await next.connect();
      // The channel is a fixed identifier of ours, not input.
      await next.query(`LISTEN ${options.channel}`);
      options.onListening();
    } catch (error) {
      again(error);
    }
  };
  void connect();

  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
