// The query of GET /api/organiser/export/standen.xlsx: ?seizoen={id} picks the season (a closed
// one is exported from its archived answers); without it, the current season.
import { entityIdSchema } from '@clubelf/contract';
import { z } from 'zod';

export const standenExportQuerySchema = z
  .object({
    seizoen: z
      .string()
      // Decimal digits only, as a path id (lib/params.ts): no '1e3', ' 1' or '0x1'.
      .regex(/^[1-9][0-9]{0,9}$/, { error: 'moet een positief geheel getal zijn' })
      .transform(Number)
      .pipe(entityIdSchema)
      .optional(),
  })
  .strict();
