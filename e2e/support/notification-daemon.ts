// The desktop's part of a notification, for a browser test: a private D-Bus session bus (the
// system's dbus-daemon) and on it a notification server (org.freedesktop.Notifications, the
// Desktop Notifications Specification), as a Linux desktop runs one. Chromium on Linux shows a
// web notification by calling Notify on it, and learns of a click from its ActionInvoked signal
// with the action "default": then the browser itself dispatches a real (trusted)
// `notificationclick` to the service worker, which may open a window, as after a tap. Playwright
// cannot click a notification, and an event made by script may not open windows; this can.
// The D-Bus wire protocol is spoken here directly (little-endian, the few types the
// specification's methods need): no library for it is installed.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

const NAME = 'org.freedesktop.Notifications';
const OBJECT = '/org/freedesktop/Notifications';

export interface ShownNotification {
  /** The server's id for it (what ActionInvoked names). */
  id: number;
  summary: string;
  body: string;
  /** Pairs of action id and label, as the browser offered them ("default" makes it clickable). */
  actions: string[];
}

export interface NotificationDaemon {
  /** For the browser's DBUS_SESSION_BUS_ADDRESS. */
  address: string;
  shown: ShownNotification[];
  /** The ids the browser asked to close (the page's or the service worker's close()). */
  closed: number[];
  /** The first notification shown whose summary is `summary` (or has been), within `timeoutMs`. */
  waitFor(summary: string, timeoutMs?: number): Promise<ShownNotification>;
  /** What a tap on the notification does: ActionInvoked(id, "default"). */
  click(id: number): void;
  stop(): Promise<void>;
}

/** Writes D-Bus values, aligned from the start of the header or of the body. */
class Writer {
  #bytes: number[] = [];
  get length() {
    return this.#bytes.length;
  }
  align(n: number) {
    while (this.#bytes.length % n !== 0) this.#bytes.push(0);
  }
  byte(value: number) {
    this.#bytes.push(value & 0xff);
  }
  u32(value: number) {
    this.align(4);
    const b = Buffer.alloc(4);
    b.writeUInt32LE(value >>> 0);
    this.#bytes.push(...b);
  }
  string(value: string) {
    const b = Buffer.from(value, 'utf8');
    this.u32(b.length);
    this.#bytes.push(...b, 0);
  }
  signature(value: string) {
    this.byte(value.length);
    this.#bytes.push(...Buffer.from(value, 'ascii'), 0);
  }
  /** An array: its length in bytes, then its elements from their first alignment. */
  array(elementAlign: number, write: () => void) {
    this.u32(0);
    const at = this.#bytes.length - 4;
    this.align(elementAlign);
    const start = this.#bytes.length;
    write();
    const length = this.#bytes.length - start;
    for (let i = 0; i < 4; i++) this.#bytes[at + i] = (length >>> (8 * i)) & 0xff;
  }
  buffer() {
    return Buffer.from(this.#bytes);
  }
}

/** Reads D-Bus values from a buffer at an offset, aligned from `base`. */
class Reader {
  constructor(
    readonly buffer: Buffer,
    public at: number,
    readonly base = 0,
  ) {}
  align(n: number) {
    const from = this.at - this.base;
    this.at += (n - (from % n)) % n;
  }
  byte() {
    return this.buffer.readUInt8(this.at++);
  }
  u32() {
    this.align(4);
    const value = this.buffer.readUInt32LE(this.at);
    this.at += 4;
    return value;
  }
  string() {
    const length = this.u32();
    const value = this.buffer.toString('utf8', this.at, this.at + length);
    this.at += length + 1;
    return value;
  }
  signature() {
    const length = this.byte();
    const value = this.buffer.toString('ascii', this.at, this.at + length);
    this.at += length + 1;
    return value;
  }
  stringArray() {
    const length = this.u32();
    const end = this.at + length;
    const values: string[] = [];
    while (this.at < end) values.push(this.string());
    return values;
  }
}

type Field = [code: number, signature: string, value: string | number];
const FIELD = { path: 1, interface: 2, member: 3, errorName: 4, replySerial: 5, destination: 6 };
const TYPE = { call: 1, reply: 2, error: 3, signal: 4 };

interface Incoming {
  type: number;
  flags: number;
  serial: number;
  fields: Map<number, string | number>;
  body: Reader;
}

function message(
  type: number,
  serial: number,
  fields: Field[],
  signature: string,
  writeBody: (w: Writer) => void,
): Buffer {
  const body = new Writer();
  writeBody(body);
  const all = signature ? [...fields, [8, 'g', signature] as Field] : fields;
  const head = new Writer();
  head.byte('l'.charCodeAt(0));
  head.byte(type);
  head.byte(0);
  head.byte(1);
  head.u32(body.length);
  head.u32(serial);
  head.array(8, () => {
    for (const [code, sig, value] of all) {
      head.align(8);
      head.byte(code);
      head.signature(sig);
      if (sig === 'u') head.u32(value as number);
      else if (sig === 'g') head.signature(value as string);
      else head.string(value as string);
    }
  });
  head.align(8);
  return Buffer.concat([head.buffer(), body.buffer()]);
}

/** One whole message at the start of `buffer`, or undefined while more bytes are needed. */
function parse(buffer: Buffer): { incoming: Incoming; size: number } | undefined {
  if (buffer.length < 16) return undefined;
  if (buffer[0] !== 'l'.charCodeAt(0)) throw new Error('a big-endian D-Bus message');
  const bodyLength = buffer.readUInt32LE(4);
  const fieldsLength = buffer.readUInt32LE(12);
  const headerEnd = 16 + fieldsLength + ((8 - ((16 + fieldsLength) % 8)) % 8);
  const size = headerEnd + bodyLength;
  if (buffer.length < size) return undefined;
  const fields = new Map<number, string | number>();
  const r = new Reader(buffer, 16);
  while (r.at < 16 + fieldsLength) {
    r.align(8);
    const code = r.byte();
    const sig = r.signature();
    fields.set(code, sig === 'u' ? r.u32() : sig === 'g' ? r.signature() : r.string());
  }
  return {
    incoming: {
      type: buffer[1]!,
      flags: buffer[2]!,
      serial: buffer.readUInt32LE(8),
      fields,
      body: new Reader(buffer.subarray(0, size), headerEnd, headerEnd),
    },
    size,
  };
}

/** dbus-daemon on a socket of its own; resolves with its address once it listens. */
async function startBus(dir: string): Promise<{ address: string; child: ChildProcess }> {
  const child = spawn(
    'dbus-daemon',
    [
      '--session',
      '--nofork',
      '--nopidfile',
      `--address=unix:path=${path.join(dir, 'bus')}`,
      '--print-address=1',
    ],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const address = await new Promise<string>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`dbus-daemon exited with ${code}`)));
    createInterface({ input: child.stdout! }).once('line', (line) => resolve(line.trim()));
  });
  return { address, child };
}

/** Connects, authenticates as this user (EXTERNAL) and begins the binary protocol. */
async function connectToBus(socketPath: string): Promise<Socket> {
  const socket = connect(socketPath);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('error', reject);
  });
  const uid = Buffer.from(String(userInfo().uid)).toString('hex');
  socket.write(Buffer.concat([Buffer.from([0]), Buffer.from(`AUTH EXTERNAL ${uid}\r\n`)]));
  const answer = await new Promise<string>((resolve) =>
    socket.once('data', (data: Buffer) => resolve(data.toString('ascii'))),
  );
  if (!answer.startsWith('OK ')) throw new Error(`D-Bus refused the login: ${answer.trim()}`);
  socket.write('BEGIN\r\n');
  return socket;
}

export async function startNotificationDaemon(): Promise<NotificationDaemon> {
  const dir = mkdtempSync(path.join(tmpdir(), 'clubelf-dbus-'));
  const bus = await startBus(dir);
  const socket = await connectToBus(path.join(dir, 'bus'));
  let serial = 0;
  const replies = new Map<number, (m: Incoming) => void>();
  const shown: ShownNotification[] = [];
  const closed: number[] = [];
  const waiting = new Set<() => void>();
  let nextId = 1;

  const send = (buffer: Buffer) => socket.write(buffer);
  const call = (
    member: string,
    destination: string,
    signature: string,
    write: (w: Writer) => void,
  ) =>
    new Promise<Incoming>((resolve) => {
      const s = ++serial;
      replies.set(s, resolve);
      send(
        message(
          TYPE.call,
          s,
          [
            [FIELD.path, 'o', '/org/freedesktop/DBus'],
            [FIELD.interface, 's', 'org.freedesktop.DBus'],
            [FIELD.member, 's', member],
            [FIELD.destination, 's', destination],
          ],
          signature,
          write,
        ),
      );
    });
  const reply = (to: Incoming, signature: string, write: (w: Writer) => void) => {
    if (to.flags & 0x1) return; // NO_REPLY_EXPECTED
    const fields: Field[] = [[FIELD.replySerial, 'u', to.serial]];
    const sender = to.fields.get(7);
    if (typeof sender === 'string') fields.push([FIELD.destination, 's', sender]);
    send(message(TYPE.reply, ++serial, fields, signature, write));
  };
  const refuse = (to: Incoming, member: string) => {
    if (to.flags & 0x1) return;
    const fields: Field[] = [
      [FIELD.replySerial, 'u', to.serial],
      [FIELD.errorName, 's', 'org.freedesktop.DBus.Error.UnknownMethod'],
    ];
    const sender = to.fields.get(7);
    if (typeof sender === 'string') fields.push([FIELD.destination, 's', sender]);
    send(message(TYPE.error, ++serial, fields, 's', (w) => w.string(`No method ${member}`)));
  };
  const signal = (member: string, signature: string, write: (w: Writer) => void) =>
    send(
      message(
        TYPE.signal,
        ++serial,
        [
          [FIELD.path, 'o', OBJECT],
          [FIELD.interface, 's', NAME],
          [FIELD.member, 's', member],
        ],
        signature,
        write,
      ),
    );

  // The methods of the specification that Chromium calls.
  const handle = (m: Incoming) => {
    const member = String(m.fields.get(FIELD.member) ?? '');
    if (m.fields.get(FIELD.interface) !== NAME) return refuse(m, member);
    switch (member) {
      case 'GetCapabilities':
        return reply(m, 'as', (w) =>
          w.array(4, () => ['body', 'actions', 'persistence'].forEach((c) => w.string(c))),
        );
      case 'GetServerInformation':
        return reply(m, 'ssss', (w) =>
          ['clubelf-e2e', 'clubelf', '1.0', '1.2'].forEach((s) => w.string(s)),
        );
      case 'Notify': {
        const r = m.body;
        r.string(); // app_name
        const replaces = r.u32();
        r.string(); // app_icon
        const summary = r.string();
        const body = r.string();
        const actions = r.stringArray();
        const id = replaces || nextId++;
        shown.push({ id, summary, body, actions });
        for (const wake of waiting) wake();
        return reply(m, 'u', (w) => w.u32(id));
      }
      case 'CloseNotification': {
        const id = m.body.u32();
        closed.push(id);
        reply(m, '', () => undefined);
        // reason 3: closed by a call to CloseNotification.
        return signal('NotificationClosed', 'uu', (w) => {
          w.u32(id);
          w.u32(3);
        });
      }
      default:
        return refuse(m, member);
    }
  };

  let pending = Buffer.alloc(0);
  socket.on('data', (data: Buffer) => {
    pending = Buffer.concat([pending, data]);
    for (;;) {
      const next = parse(pending);
      if (!next) break;
      pending = pending.subarray(next.size);
      const { incoming } = next;
      if (incoming.type === TYPE.reply || incoming.type === TYPE.error) {
        const serialOf = incoming.fields.get(FIELD.replySerial) as number;
        replies.get(serialOf)?.(incoming);
        replies.delete(serialOf);
      } else if (incoming.type === TYPE.call) {
        handle(incoming);
      }
    }
  });

  await call('Hello', 'org.freedesktop.DBus', '', () => undefined);
  const named = await call('RequestName', 'org.freedesktop.DBus', 'su', (w) => {
    w.string(NAME);
    w.u32(4); // DO_NOT_QUEUE
  });
  // 1: now the primary owner.
  if (named.type !== TYPE.reply || named.body.u32() !== 1) {
    throw new Error(`could not own ${NAME} on the test's bus`);
  }

  return {
    address: bus.address,
    shown,
    closed,
    waitFor(summary, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = shown.find((n) => n.summary === summary);
          if (!found) return;
          clearTimeout(timer);
          waiting.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(
            new Error(
              `no notification "${summary}" within ${timeoutMs} ms (shown: ${JSON.stringify(shown)})`,
            ),
          );
        }, timeoutMs);
        waiting.add(check);
        check();
      });
    },
    click(id) {
      signal('ActionInvoked', 'us', (w) => {
        w.u32(id);
        w.string('default');
      });
    },
    async stop() {
      socket.destroy();
      if (bus.child.exitCode === null && bus.child.signalCode === null) {
        const exited = new Promise<void>((resolve) => bus.child.once('exit', () => resolve()));
        bus.child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
