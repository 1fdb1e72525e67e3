// The round bulletin (issue 14): a Dutch text about one played speelronde, ready to paste into
// WhatsApp (its own *bold* and _italic_ markup), built on the server from the engine's results.
import { z } from 'zod';

/** GET /api/speelrondes/{n}/bulletin: only for a round with results (else 404). */
export const bulletinSchema = z.object({
  round: z.number().int(),
  /** True while the round is still being played: the text says "voorlopig". */
  voorlopig: z.boolean(),
  /** The message, lines separated by '\n', WhatsApp markup (*bold*, _italic_). */
  text: z.string(),
});
export type Bulletin = z.infer<typeof bulletinSchema>;
