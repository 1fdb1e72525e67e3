// Inter, the site's typeface, for the pictures: satori reads TTF, OTF and WOFF (not WOFF2), so the
// static WOFF files of @fontsource/inter, read once. Those files are subsets (Latin, Latin
// Extended, Cyrillic, Greek) that each keep the whole character map, so satori, which takes the
// first font whose map has a character, would draw "Ł" with the Latin file's empty glyph. Each
// subset is therefore a family of its own, and text is split into runs by the subset that
// really holds each character (fontsource's unicode.json); characters none holds (emoji) are
// left out rather than drawn as boxes.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The family of the Latin subset: what every fixed text of the pictures is in. */
export const PICTURE_FONT = 'Inter';

const SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'greek'] as const;
type Subset = (typeof SUBSETS)[number];
const WEIGHTS = [400, 700, 800] as const;

const familyOf = (subset: Subset) =>
  subset === 'latin' ? PICTURE_FONT : `${PICTURE_FONT} ${subset}`;

export interface PictureFont {
  name: string;
  data: Buffer;
  weight: (typeof WEIGHTS)[number];
  style: 'normal';
}

interface Loaded {
  fonts: PictureFont[];
  /** Per subset, its code point ranges (inclusive). */
  ranges: Array<{ family: string; ranges: Array<[number, number]> }>;
}

let loaded: Loaded | undefined;

function load(): Loaded {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const file = (name: string) => readFileSync(require.resolve(`@fontsource/inter/${name}`));
  const unicode = JSON.parse(file('unicode.json').toString('utf8')) as Record<string, string>;
  loaded = {
    fonts: SUBSETS.flatMap((subset) =>
      WEIGHTS.map((weight) => ({
        name: familyOf(subset),
        data: file(`files/inter-${subset}-${weight}-normal.woff`),
        weight,
        style: 'normal' as const,
      })),
    ),
    ranges: SUBSETS.map((subset) => ({
      family: familyOf(subset),
      ranges: (unicode[subset] ?? '').split(',').map((range) => {
        const [from, to] = range.trim().replace(/^U\+/, '').split('-');
        return [parseInt(from ?? '', 16), parseInt(to ?? from ?? '', 16)] as [number, number];
      }),
    })),
  };
  return loaded;
}

/** Every subset's font, each weight: what satori is given (the same array each time). */
export function pictureFonts(): PictureFont[] {
  return load().fonts;
}

/** The family whose subset holds `codePoint`; undefined when none does. */
function familyFor(codePoint: number): string | undefined {
  for (const { family, ranges } of load().ranges) {
    for (const [from, to] of ranges) if (codePoint >= from && codePoint <= to) return family;
  }
  return undefined;
}

export interface TextRun {
  family: string;
  text: string;
}

/** `text` in runs of one family each, without the characters no subset holds. */
export function fontRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  for (const char of text) {
    const family = familyFor(char.codePointAt(0) ?? 0);
    if (family === undefined) continue;
    const last = runs.at(-1);
    if (last?.family === family) last.text += char;
    else runs.push({ family, text: char });
  }
  return runs;
}
