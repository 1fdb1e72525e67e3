import { z } from 'zod';

/** A colour as the organiser sets it: `#rrggbb`, lower case once stored. */
export const hexColourSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'moet een kleur als #rrggbb zijn, bijvoorbeeld #0b5d2a')
  .transform((c) => c.toLowerCase());

/**
 * GET /api/huisstijl: the supporters club's colours and crest (one for the whole site, not per
 * season). The crest URLs are null without a crest; they change with every new crest, so they
 * may be cached for good.
 */
export const huisstijlSchema = z.object({
  primaryColour: z.string(),
  secondaryColour: z.string(),
  crest: z
    .object({
      png128: z.string(),
      png256: z.string(),
      webp128: z.string(),
      webp256: z.string(),
    })
    .nullable(),
});
export type Huisstijl = z.infer<typeof huisstijlSchema>;

/** PUT /api/organiser/huisstijl/kleuren */
export const huisstijlColoursRequestSchema = z
  .object({ primaryColour: hexColourSchema, secondaryColour: hexColourSchema })
  .strict();
export type HuisstijlColoursRequest = z.input<typeof huisstijlColoursRequestSchema>;
