// The installed app's icons, drawn from the club's identity: the crest (or, without one, a ball
// drawn here) on the club's primary colour. "any" icons are a rounded square; the maskable one
// fills the whole square and keeps the crest inside the safe zone (the middle circle of 80%),
// so a launcher may cut it to any shape. Rendered by sharp from our own SVG and the stored,
// already re-encoded crest: no upload reaches this code unchecked.
import sharp from 'sharp';

export const PWA_ICON_KINDS = ['192', '512', 'maskable-512', 'apple-180'] as const;
export type PwaIconKind = (typeof PWA_ICON_KINDS)[number];

interface IconShape {
  size: number;
  /** Rounded corners (purpose any) or the full square (maskable, Apple's own mask). */
  rounded: boolean;
  /** The mark's side as a share of the icon's: the maskable one inside the safe zone. */
  mark: number;
}

const SHAPES: Record<PwaIconKind, IconShape> = {
  '192': { size: 192, rounded: true, mark: 0.7 },
  '512': { size: 512, rounded: true, mark: 0.7 },
  // A square of side s fits the safe circle (diameter 0.8) when s * sqrt(2) <= 0.8.
  'maskable-512': { size: 512, rounded: false, mark: 0.56 },
  // iOS rounds the corners itself and cuts little: a full square, the mark a bit larger.
  'apple-180': { size: 180, rounded: false, mark: 0.66 },
};

export interface IconColours {
  primaryColour: string;
  secondaryColour: string;
}

/** The background: the primary colour with a thin band of the secondary at the bottom. */
function backgroundSvg({ size, rounded }: IconShape, colours: IconColours): string {
  const radius = rounded ? Math.round(size * 0.22) : 0;
  const band = Math.round(size * 0.06);
  // Colours are #rrggbb, checked when saved: nothing here can break out of the attribute.
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<defs><clipPath id="c"><rect width="${size}" height="${size}" rx="${radius}"/></clipPath></defs>` +
    `<g clip-path="url(#c)"><rect width="${size}" height="${size}" fill="${colours.primaryColour}"/>` +
    `<rect y="${size - band}" width="${size}" height="${band}" fill="${colours.secondaryColour}"/></g>` +
    `</svg>`
  );
}

/** The default mark: the site's ball (components/icons.tsx), white with lines in the primary colour. */
function ballSvg(side: number, colours: IconColours): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 24 24">` +
    `<circle cx="12" cy="12" r="11" fill="${colours.secondaryColour}"/>` +
    `<circle cx="12" cy="12" r="10" fill="#fff"/>` +
    `<path d="M12 7.2l4.1 3-1.6 4.8h-5l-1.6-4.8zM12 2v5.2M16.1 10.2l5.2-1.6M14.5 15l3.3 4.6M9.5 15l-3.3 4.6M7.9 10.2L2.7 8.6" ` +
    `fill="none" stroke="${colours.primaryColour}" stroke-width="1.2" stroke-linejoin="round"/>` +
    `<path d="M12 7.2l4.1 3-1.6 4.8h-5l-1.6-4.8z" fill="${colours.primaryColour}"/>` +
    `</svg>`
  );
}

/**
 * One icon as a PNG. `crest` is the stored crest (a square PNG with transparent margins), or
 * undefined for the default mark.
 */
export async function renderPwaIcon(
  kind: PwaIconKind,
  colours: IconColours,
  crest: Buffer | undefined,
): Promise<Buffer> {
  const shape = SHAPES[kind];
  const side = Math.round(shape.size * shape.mark);
  const mark = crest
    ? await sharp(crest)
        .resize(side, side, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .png()
        .toBuffer()
    : await sharp(Buffer.from(ballSvg(side, colours)))
        .png()
        .toBuffer();
  const offset = Math.round((shape.size - side) / 2);
  return sharp(Buffer.from(backgroundSvg(shape, colours)))
    .composite([{ input: mark, left: offset, top: offset }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

export async function renderPwaIcons(
  colours: IconColours,
  crest: Buffer | undefined,
): Promise<Record<PwaIconKind, Buffer>> {
  const rendered = await Promise.all(
    PWA_ICON_KINDS.map(async (kind) => [kind, await renderPwaIcon(kind, colours, crest)] as const),
  );
  return Object.fromEntries(rendered) as Record<PwaIconKind, Buffer>;
}
