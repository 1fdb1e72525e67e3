// The engine's result crosses from its worker thread (engine-thread.ts) in pieces: at 100,000
// participants it is some 175 MB once serialised, and taking it in as one message kept the
// event loop 2.9 s (more than the engine itself). Cut into pieces of at most PIECE_ITEMS rows,
// each piece is taken in on its own and the event loop serves reads between them.
import { deserialize, serialize } from 'node:v8';

/** Rows (array items, map entries) per piece: a few milliseconds each to take in. */
export const PIECE_ITEMS = 2_000;

type Step = string | number;

/** What one piece does to the value being put together at `path`. */
type Piece =
  | { path: Step[]; op: 'set'; value: unknown }
  | { path: Step[]; op: 'append'; items: unknown[] }
  | { path: Step[]; op: 'entries'; entries: [unknown, unknown][] };

/** The serialised pieces in one buffer (transferred, not copied) and where each ends. */
export interface PackedPieces {
  bytes: Uint8Array<ArrayBuffer>;
  ends: number[];
  /** Per piece, the top field it belongs to ('' for the value itself). */
  fields: string[];
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** True when `value` holds more than PIECE_ITEMS rows in one array or map. */
function isBig(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > PIECE_ITEMS || value.some(isBig);
  if (value instanceof Map) return value.size > PIECE_ITEMS;
  if (isPlainObject(value)) return Object.values(value).some(isBig);
  return false;
}

function cut(value: unknown, path: Step[], out: Piece[]): void {
  if (!isBig(value)) {
    out.push({ path, op: 'set', value });
  } else if (Array.isArray(value) && value.length > PIECE_ITEMS) {
    out.push({ path, op: 'set', value: [] });
    for (let i = 0; i < value.length; i += PIECE_ITEMS) {
      out.push({ path, op: 'append', items: value.slice(i, i + PIECE_ITEMS) });
    }
  } else if (Array.isArray(value)) {
    // Few items, some big (a periode's rows): each item cut on its own.
    out.push({ path, op: 'set', value: [] });
    value.forEach((item, i) => cut(item, [...path, i], out));
  } else if (value instanceof Map) {
    out.push({ path, op: 'set', value: new Map() });
    const entries = [...value.entries()];
    for (let i = 0; i < entries.length; i += PIECE_ITEMS) {
      out.push({ path, op: 'entries', entries: entries.slice(i, i + PIECE_ITEMS) });
    }
  } else {
    const record = value as Record<string, unknown>;
    out.push({ path, op: 'set', value: {} });
    for (const key of Object.keys(record)) cut(record[key], [...path, key], out);
  }
}

/** `value` cut into pieces and serialised (in the worker). */
export function packPieces(value: unknown): PackedPieces {
  const pieces: Piece[] = [];
  cut(value, [], pieces);
  const serialised = pieces.map((piece) => serialize(piece));
  const bytes = new Uint8Array(serialised.reduce((sum, b) => sum + b.length, 0));
  const ends: number[] = [];
  let at = 0;
  for (const b of serialised) {
    bytes.set(b, at);
    at += b.length;
    ends.push(at);
  }
  return { bytes, ends, fields: pieces.map((piece) => String(piece.path[0] ?? '')) };
}

function apply(root: { value?: unknown }, piece: Piece): void {
  let parent: unknown = root;
  let key: Step = 'value';
  for (const step of piece.path) {
    parent = (parent as Record<Step, unknown>)[key];
    key = step;
  }
  const holder = parent as Record<Step, unknown>;
  if (piece.op === 'set') holder[key] = piece.value;
  else if (piece.op === 'append') (holder[key] as unknown[]).push(...piece.items);
  else for (const [k, v] of piece.entries) (holder[key] as Map<unknown, unknown>).set(k, v);
}

/**
 * The value put together again (on the main thread), piece by piece: after each `sliceMs` of
 * work it yields to the event loop (a macrotask, so waiting reads and live events go first).
 */
export async function unpackPieces<T>(packed: PackedPieces, sliceMs = 8): Promise<T> {
  const root: { value?: unknown } = {};
  const buffer = Buffer.from(packed.bytes.buffer, packed.bytes.byteOffset, packed.bytes.length);
  let start = 0;
  let sliceStart = performance.now();
  for (const end of packed.ends) {
    apply(root, deserialize(buffer.subarray(start, end)) as Piece);
    start = end;
    if (performance.now() - sliceStart > sliceMs) {
      await new Promise((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
  }
  return root.value as T;
}

/**
 * The value (an object) at once, each of its fields put together when first read or, before
 * that, in the background piece by piece, yielding to the event loop after every `sliceMs`. The
 * answers are thus installed as soon as the worker replies (the standings were built there), and
 * a field a read needs before the background got to it is finished on the spot.
 */
export function unpackLazily<T extends object>(packed: PackedPieces, sliceMs = 8): T {
  const buffer = Buffer.from(packed.bytes.buffer, packed.bytes.byteOffset, packed.bytes.length);
  const value: Record<string, unknown> = {};
  const fields = new Map<string, { pieces: [number, number][]; next: number; root: object }>();
  packed.ends.forEach((end, i) => {
    const key = packed.fields[i] ?? '';
    if (key === '') {
      // The object itself: empty when its fields follow in pieces of their own, else (an object
      // too small to cut: a result whose big fields were kept, engine-worker.ts) all of it.
      const start = i === 0 ? 0 : packed.ends[i - 1]!;
      const piece = deserialize(buffer.subarray(start, end)) as Piece;
      if (piece.op === 'set' && isPlainObject(piece.value)) Object.assign(value, piece.value);
      return;
    }
    let field = fields.get(key);
    if (!field) fields.set(key, (field = { pieces: [], next: 0, root: {} }));
    field.pieces.push([i === 0 ? 0 : packed.ends[i - 1]!, end]);
  });
  /** Applies the field's next pieces until done (true) or past `deadline` (false). */
  const advance = (key: string, deadline = Number.POSITIVE_INFINITY): boolean => {
    const field = fields.get(key)!;
    while (field.next < field.pieces.length) {
      const [from, to] = field.pieces[field.next]!;
      field.next += 1;
      const piece = deserialize(buffer.subarray(from, to)) as Piece;
      // One step shorter: the field is put together in its own root.
      apply(field.root, { ...piece, path: piece.path.slice(1) });
      if (field.next < field.pieces.length && performance.now() > deadline) return false;
    }
    if (Object.getOwnPropertyDescriptor(value, key)?.get) {
      Object.defineProperty(value, key, {
        value: (field.root as { value?: unknown }).value,
        writable: true,
        enumerable: true,
        configurable: true,
      });
    }
    return true;
  };
  for (const key of fields.keys()) {
    Object.defineProperty(value, key, {
      get: () => {
        advance(key);
        return value[key];
      },
      enumerable: true,
      configurable: true,
    });
  }
  void (async () => {
    for (const key of fields.keys()) {
      while (!advance(key, performance.now() + sliceMs)) {
        await new Promise((resolve) => setImmediate(resolve));
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  return value as T;
}
