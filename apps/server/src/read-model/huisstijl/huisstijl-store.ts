// The club's colours and crest as the pages need them: a small stylesheet of CSS variables that
// index.html links before the app's own (so the first paint has the club's colours: no flash,
// no shift) and the JSON of GET /api/huisstijl. Kept in memory per data version: a change is an
// organiser write, which raises the data version every instance follows (read-model/season-read-model.ts).
import { createHash } from 'node:crypto';
import type { Huisstijl } from '@clubelf/contract';
import type { Db } from '../../db/database';
import type { ReadModel } from '../read-model';
import { readHuisstijl, type HuisstijlSettings } from './huisstijl-repository';

export const HUISSTIJL_BASE = '/huisstijl';

export const crestUrl = (version: string, size: 128 | 256, ext: 'png' | 'webp') =>
  `${HUISSTIJL_BASE}/wapen/${version}-${size}.${ext}`;

export interface HuisstijlSnapshot {
  settings: HuisstijlSettings;
  body: Huisstijl;
  css: string;
  /** Of the stylesheet: in its URL and its ETag. */
  cssVersion: string;
  etag: string;
}

export function buildSnapshot(settings: HuisstijlSettings): HuisstijlSnapshot {
  const { primaryColour, secondaryColour, crestVersion } = settings;
  const crest = crestVersion
    ? {
        png128: crestUrl(crestVersion, 128, 'png'),
        png256: crestUrl(crestVersion, 256, 'png'),
        webp128: crestUrl(crestVersion, 128, 'webp'),
        webp256: crestUrl(crestVersion, 256, 'webp'),
      }
    : null;
  // Values checked on saving (#rrggbb, a hex version): nothing here can end the declaration.
  const lines = [`--club-primary: ${primaryColour};`, `--club-secondary: ${secondaryColour};`];
  if (crest) {
    lines.push(
      `--club-crest: image-set(url("${crest.webp128}") type("image/webp") 1x, ` +
        `url("${crest.webp256}") type("image/webp") 2x, url("${crest.png128}") 1x);`,
      '--club-crest-display: inline-block;',
      '--club-ball-display: none;',
    );
  }
  const css = `:root {\n  ${lines.join('\n  ')}\n}\n`;
  const cssVersion = createHash('sha256').update(css).digest('hex').slice(0, 16);
  return {
    settings,
    body: { primaryColour, secondaryColour, crest },
    css,
    cssVersion,
    etag: `"${cssVersion}"`,
  };
}

export class HuisstijlStore {
  #cached: { dataVersion: number; snapshot: HuisstijlSnapshot } | undefined;

  constructor(
    private readonly db: Db,
    private readonly readModel: ReadModel,
  ) {}

  /**
   * The colours and crest, kept per data version of the answers served; never waits for a
   * recompute (index.html must not). This instance's own change is seen at once (`forget`), another
   * instance's once this one has caught up with the data version.
   */
  async current(): Promise<HuisstijlSnapshot> {
    const dataVersion = this.readModel.current?.dataVersion;
    if (dataVersion !== undefined && this.#cached?.dataVersion === dataVersion) {
      return this.#cached.snapshot;
    }
    const snapshot = buildSnapshot(await readHuisstijl(this.db));
    // Without a season there are no answers to follow: read each time (a one-row select).
    if (dataVersion !== undefined) this.#cached = { dataVersion, snapshot };
    return snapshot;
  }

  /** After this instance's own write: read afresh. */
  forget(): void {
    this.#cached = undefined;
  }

  /** What index.html's <head> gets: the stylesheet of the club's colours. */
  async headLink(): Promise<string> {
    const { cssVersion } = await this.current();
    return `<link rel="stylesheet" href="${HUISSTIJL_BASE}/kleuren/${cssVersion}.css" />`;
  }
}
