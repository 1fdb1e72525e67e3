// Dutch alphabetical order (Intl.Collator 'nl'), the tie-break inside every shared position.
// Sorting 100,000 names with the collator costs more than the rest of a ranking, so names made
// of plain characters are compared by a function that orders exactly as the collator does; the other
// names are sorted by the collator itself and the two lists are merged with it.

const collator = new Intl.Collator('nl');

export function compareNames(a: string, b: string): number {
  return collator.compare(a, b);
}

// The collator's primary order for the plain characters: space < - < , < . < ' < digits < letters,
// letters without regard to case. 0 marks a character without a key (accents, other symbols).
const PRIMARY = new Uint16Array(128);
PRIMARY[32] = 2; // space
PRIMARY[45] = 3; // -
PRIMARY[44] = 4; // ,
PRIMARY[46] = 5; // .
PRIMARY[39] = 6; // '
for (let c = 48; c <= 57; c++) PRIMARY[c] = c;
for (let c = 97; c <= 122; c++) PRIMARY[c] = c;
for (let c = 65; c <= 90; c++) PRIMARY[c] = c + 32;

/** Whether comparePlainNames applies: only characters of the plain set. */
export function isPlainName(name: string): boolean {
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    if (c >= 128 || PRIMARY[c] === 0) return false;
  }
  return true;
}

function isUpper(c: number): boolean {
  return c >= 65 && c <= 90;
}

/**
 * The collator's order for two plain names: primary weights first (a name that is a prefix of
 * the other comes first), then the first difference in case, lower case first.
 */
export function comparePlainNames(a: string, b: string): number {
  return comparePlainFrom(a, b, 0);
}

/** comparePlainNames for names whose first `from` primary weights are known to be equal. */
function comparePlainFrom(a: string, b: string, from: number): number {
  const n = Math.min(a.length, b.length);
  for (let i = Math.min(from, n); i < n; i++) {
    const pa = PRIMARY[a.charCodeAt(i)] as number;
    const pb = PRIMARY[b.charCodeAt(i)] as number;
    if (pa !== pb) return pa - pb;
  }
  if (a.length !== b.length) return a.length - b.length;
  for (let i = 0; i < n; i++) {
    const ua = isUpper(a.charCodeAt(i));
    if (ua !== isUpper(b.charCodeAt(i))) return ua ? 1 : -1;
  }
  return 0;
}

// Sorting 100,000 plain names with a comparator still costs ~1.7 million calls. Instead the first
// PREFIX_CHARS primary weights, as a base-42 number (exact below 2^53), sort natively and split the
// rows into small buckets (names sharing those characters) that the comparator finishes.
const PREFIX_CHARS = 9;
const PREFIX_BASE = 42;
const PREFIX_DIGIT = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const primary = PRIMARY[c] as number;
  if (primary === 0) continue;
  // 0 is "end of name"; the five separators, then digits, then letters, in primary order.
  PREFIX_DIGIT[c] = primary <= 6 ? primary - 1 : primary <= 57 ? primary - 42 : primary - 81;
}

function prefixCode(name: string): number {
  let code = 0;
  for (let i = 0; i < PREFIX_CHARS; i++) {
    code =
      code * PREFIX_BASE + (i < name.length ? (PREFIX_DIGIT[name.charCodeAt(i)] as number) : 0);
  }
  return code;
}

function countBelow(sorted: Float64Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as number) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Stable in-place insertion sort of rows[from..to). */
function insertionSort(
  rows: number[],
  from: number,
  to: number,
  compare: (a: number, b: number) => number,
): void {
  for (let i = from + 1; i < to; i++) {
    const row = rows[i] as number;
    let j = i - 1;
    while (j >= from && compare(rows[j] as number, row) > 0) {
      rows[j + 1] = rows[j] as number;
      j--;
    }
    rows[j + 1] = row;
  }
}

/** Plain-named rows (in id order) in name order; stable, so equal names stay in id order. */
function sortPlain(rows: number[], names: readonly string[]): number[] {
  const n = rows.length;
  const codes = new Float64Array(n);
  for (let i = 0; i < n; i++) codes[i] = prefixCode(names[rows[i] as number] as string);
  const sorted = codes.slice().sort();
  let distinct = 0;
  for (let i = 0; i < n; i++)
    if (i === 0 || sorted[i] !== sorted[distinct - 1]) sorted[distinct++] = sorted[i] as number;
  const unique = sorted.subarray(0, distinct);

  const bucketOf = new Int32Array(n);
  const start = new Int32Array(distinct + 1);
  for (let i = 0; i < n; i++) {
    const b = countBelow(unique, codes[i] as number);
    bucketOf[i] = b;
    start[b + 1] = (start[b + 1] as number) + 1;
  }
  for (let b = 0; b < distinct; b++) start[b + 1] = (start[b + 1] as number) + (start[b] as number);
  const out: number[] = new Array(n);
  const fill = start.slice();
  for (let i = 0; i < n; i++) {
    const b = bucketOf[i] as number;
    out[fill[b] as number] = rows[i] as number;
    fill[b] = (fill[b] as number) + 1;
  }
  // A bucket shares its first PREFIX_CHARS primary weights; most buckets are a handful of rows.
  const byName = (a: number, b: number) =>
    comparePlainFrom(names[a] as string, names[b] as string, PREFIX_CHARS);
  for (let b = 0; b < distinct; b++) {
    const from = start[b] as number;
    const to = start[b + 1] as number;
    if (to - from < 2) continue;
    if (to - from <= 12) {
      insertionSort(out, from, to, byName);
      continue;
    }
    const bucket = out.slice(from, to).sort(byName);
    for (let k = 0; k < bucket.length; k++) out[from + k] = bucket[k] as number;
  }
  return out;
}

/** Indices 0..n-1 in name order, equal names by id. */
export function nameOrder(names: readonly string[], ids: ArrayLike<number>): Int32Array {
  const n = names.length;
  const byId: number[] = new Array(n);
  for (let i = 0; i < n; i++) byId[i] = i;
  let idSorted = true;
  for (let i = 1; i < n && idSorted; i++) idSorted = (ids[i - 1] as number) <= (ids[i] as number);
  if (!idSorted) byId.sort((a, b) => (ids[a] as number) - (ids[b] as number));

  const plainRows: number[] = [];
  const other: number[] = [];
  for (const i of byId) (isPlainName(names[i] as string) ? plainRows : other).push(i);
  const plain = sortPlain(plainRows, names);
  // Stable sort of id-ordered rows: equal names stay in id order.
  other.sort((a, b) => collator.compare(names[a] as string, names[b] as string));

  // Few names need the collator: place each in the plain list by binary search.
  const order = new Int32Array(n);
  let k = 0;
  let from = 0;
  for (const row of other) {
    let lo = from;
    let hi = plain.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const m = plain[mid] as number;
      const c =
        collator.compare(names[m] as string, names[row] as string) ||
        (ids[m] as number) - (ids[row] as number);
      if (c < 0) lo = mid + 1;
      else hi = mid;
    }
    while (from < lo) order[k++] = plain[from++] as number;
    order[k++] = row;
  }
  while (from < plain.length) order[k++] = plain[from++] as number;
  return order;
}
