import { z } from 'zod';
import { rondeStatusSchema } from './common';
import type { RondeStatus } from './common';
import { STAND_PAGE_MAX, STAND_ZOEK_MAX_LENGTH, STAND_ZOEK_MIN_LENGTH } from './paths';

export const tussenstandRowSchema = z.object({
  position: z.number().int(),
  deelnemerId: z.number().int(),
  name: z.string(),
  teamName: z.string(),
  totalScore: z.number(),
  /** Points scored in the standing's speelronde (`round`); 0 before the first. */
  roundScore: z.number(),
  previousPosition: z.number().int().nullable(),
  /** Positive = climbed since the previous speelronde; null when there is none. */
  positionChange: z.number().int().nullable(),
});
export type TussenstandRow = z.infer<typeof tussenstandRowSchema>;

/** Who scored most in a speelronde (shared: several). */
export const rondeWinnaarSchema = z.object({
  deelnemerId: z.number().int(),
  name: z.string(),
  teamName: z.string(),
  score: z.number(),
});
export type RondeWinnaar = z.infer<typeof rondeWinnaarSchema>;

/** GET /api/standen/tussenstand (full) and each subcompetitie. */
export const tussenstandSchema = z.object({
  /** Last speelronde with results, 0 before the first. */
  round: z.number().int(),
  /** How far `round` is played: its standing is provisional until it is gespeeld. */
  rondeStatus: rondeStatusSchema,
  /** The best score of `round` so far (empty before the first or when nobody scored). */
  rondeWinnaars: z.array(rondeWinnaarSchema),
  rows: z.array(tussenstandRowSchema),
});
export type Tussenstand = z.infer<typeof tussenstandSchema>;

/** GET /api/summary/tussenstand: the top of the standing. */
export const tussenstandSummarySchema = z.object({
  round: z.number().int(),
  rondeStatus: rondeStatusSchema,
  rondeWinnaars: z.array(rondeWinnaarSchema),
  tussenstandPositions: z.array(tussenstandRowSchema),
});
export type TussenstandSummary = z.infer<typeof tussenstandSummarySchema>;

export const fairplaycupRowSchema = z.object({
  position: z.number().int(),
  deelnemerId: z.number().int(),
  name: z.string(),
  teamName: z.string(),
  cardPoints: z.number(),
  totalScore: z.number(),
});
export type FairplaycupRow = z.infer<typeof fairplaycupRowSchema>;

export const fairplaycupSchema = z.object({
  round: z.number().int(),
  rondeStatus: rondeStatusSchema,
  rows: z.array(fairplaycupRowSchema),
});
export type Fairplaycup = z.infer<typeof fairplaycupSchema>;

export const highscorecupRowSchema = z.object({
  position: z.number().int(),
  deelnemerId: z.number().int(),
  name: z.string(),
  teamName: z.string(),
  score: z.number(),
  round: z.number().int(),
});
export type HighscorecupRow = z.infer<typeof highscorecupRowSchema>;

export const highscorecupSchema = z.object({
  round: z.number().int(),
  rondeStatus: rondeStatusSchema,
  rows: z.array(highscorecupRowSchema),
});
export type Highscorecup = z.infer<typeof highscorecupSchema>;

const winnerSchema = z.object({ deelnemerId: z.number().int(), name: z.string() });

export const herbstmeisterSchema = z.object({
  round: z.number().int(),
  /** The round its standing is after so far (up to `round`). */
  rondeStatus: rondeStatusSchema,
  isDecided: z.boolean(),
  winners: z.array(winnerSchema),
  rows: z.array(tussenstandRowSchema),
});
export type Herbstmeister = z.infer<typeof herbstmeisterSchema>;

export const subcompetitiesSchema = z.array(
  z.object({
    name: z.string(),
    round: z.number().int(),
    rondeStatus: rondeStatusSchema,
    rows: z.array(tussenstandRowSchema),
  }),
);
export type Subcompetities = z.infer<typeof subcompetitiesSchema>;

export { winnerSchema };

// --- Long standings in pages (tussenstand, fairplaycup, highscorecup) -----------------------
// The full answer (no query) stays as it is; with a query the same path answers one page:
//   ?vanaf=0&aantal=50   rows 0..49 (index in the full list, not the position: ties share one)
//   ?rond=123&aantal=50  the page around participant 123 (404 when not in the standing)
//   ?zoek=jan&aantal=20  the rows whose 'name - teamName' contains the text (case and accents
//                        ignored), at most `aantal`, each with its index in the full list

/** A query parameter given once, holding a whole number from min to max. */
const queryInt = (min: number, max: number) =>
  z
    .string({ error: 'mag maar één keer voorkomen' })
    .regex(/^[0-9]{1,9}$/, 'moet een geheel getal zijn (alleen cijfers)')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/** The query of a page of a long standing; which of vanaf, rond and zoek is given says what it is. */
export const standPageQuerySchema = z
  .strictObject({
    vanaf: queryInt(0, 10_000_000).optional(),
    aantal: queryInt(1, STAND_PAGE_MAX).optional(),
    rond: queryInt(1, 1_000_000_000).optional(),
    zoek: z
      .string({ error: 'mag maar één keer voorkomen' })
      .transform((text) => text.trim().replace(/\s+/g, ' '))
      .pipe(z.string().min(STAND_ZOEK_MIN_LENGTH).max(STAND_ZOEK_MAX_LENGTH))
      .optional(),
  })
  .refine(
    (q) => [q.vanaf, q.rond, q.zoek].filter((v) => v !== undefined).length <= 1,
    'Geef vanaf, rond of zoek, niet meer dan één ervan',
  );
export type StandPageQuery = z.input<typeof standPageQuerySchema>;

/** One page of a long standing: `rows` are rows vanaf .. vanaf + rows.length - 1 of `total`. */
export const standPageSchema = <R extends z.ZodType>(row: R) =>
  z.object({
    round: z.number().int(),
    rondeStatus: rondeStatusSchema,
    /** How many rows the full standing has. */
    total: z.number().int(),
    /** The index of the first row in the full standing. */
    vanaf: z.number().int(),
    rows: z.array(row),
  });

/** The rows matching a search, each with its index in the full standing. */
export const standZoekSchema = <S extends z.ZodRawShape>(row: z.ZodObject<S>) =>
  z.object({
    round: z.number().int(),
    rondeStatus: rondeStatusSchema,
    total: z.number().int(),
    /** The search as it was matched (trimmed). */
    zoek: z.string(),
    /** How many rows match; `rows` holds the first `aantal` of them. */
    gevonden: z.number().int(),
    rows: z.array(row.extend({ index: z.number().int() })),
  });

// The tussenstand's pages carry its round winners too: the page shows them above the table.
export const tussenstandPageSchema = standPageSchema(tussenstandRowSchema).extend({
  rondeWinnaars: z.array(rondeWinnaarSchema),
});
export type TussenstandPage = z.infer<typeof tussenstandPageSchema>;
export const tussenstandZoekSchema = standZoekSchema(tussenstandRowSchema).extend({
  rondeWinnaars: z.array(rondeWinnaarSchema),
});
export type TussenstandZoek = z.infer<typeof tussenstandZoekSchema>;
export const fairplaycupPageSchema = standPageSchema(fairplaycupRowSchema);
export type FairplaycupPage = z.infer<typeof fairplaycupPageSchema>;
export const fairplaycupZoekSchema = standZoekSchema(fairplaycupRowSchema);
export type FairplaycupZoek = z.infer<typeof fairplaycupZoekSchema>;
export const highscorecupPageSchema = standPageSchema(highscorecupRowSchema);
export type HighscorecupPage = z.infer<typeof highscorecupPageSchema>;
export const highscorecupZoekSchema = standZoekSchema(highscorecupRowSchema);
export type HighscorecupZoek = z.infer<typeof highscorecupZoekSchema>;

/** A page of any long standing (what the web's paged table works with). */
export interface StandPage<Row> {
  round: number;
  rondeStatus: RondeStatus;
  total: number;
  vanaf: number;
  rows: Row[];
}
export interface StandZoek<Row> {
  round: number;
  rondeStatus: RondeStatus;
  total: number;
  zoek: string;
  gevonden: number;
  rows: (Row & { index: number })[];
}
