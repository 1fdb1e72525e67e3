// Which compression a client takes, from its Accept-Encoding: brotli before gzip (smaller),
// nothing when it names neither or refuses both with q=0.
export type ContentEncoding = 'br' | 'gzip';

/** The encodings named with a weight above zero ('*' stands for any not named). */
function accepted(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  return weights;
}

export function negotiateEncoding(header: string | string[] | undefined): ContentEncoding | null {
  if (typeof header !== 'string' || header === '') return null;
  const weights = accepted(header);
  const weightOf = (name: ContentEncoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return null;
}
