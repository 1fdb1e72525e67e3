import { z } from 'zod';
import { positieSchema, spelerStatusSchema } from '../common';
import { entityIdSchema, naamSchema, roundSchema, versionSchema } from './common';

export const organiserSpelerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  clubId: z.number().int(),
  clubName: z.string(),
  position: positieSchema,
  status: spelerStatusSchema,
  availableFromRound: z.number().int().nullable(),
  departedFromRound: z.number().int().nullable(),
  version: z.number().int(),
  /** Participants with him in their current selection. */
  selectedCount: z.number().int(),
  /** Matches in which he has events. */
  wedstrijdCount: z.number().int(),
});
export type OrganiserSpeler = z.infer<typeof organiserSpelerSchema>;

/** GET /api/organiser/spelers (by club, position, name) */
export const organiserSpelersSchema = z.array(organiserSpelerSchema);

const spelerFields = {
  name: naamSchema,
  /** A move between clubs is a change of clubId: his points stay his. */
  clubId: entityIdSchema,
  position: positieSchema,
  status: spelerStatusSchema,
  /** nieuw: required, the first speelronde he may be selected in. */
  availableFromRound: roundSchema.nullable(),
  /** vertrokken: required, he scores nothing from this speelronde on. */
  departedFromRound: roundSchema.nullable(),
};

type StatusFields = {
  status: z.infer<typeof spelerStatusSchema>;
  availableFromRound: number | null;
  departedFromRound: number | null;
};

/** docs/game.md's statuses: which round fields go with which status. */
function checkStatusRounds(value: StatusFields, ctx: z.core.$RefinementCtx<StatusFields>) {
  const issue = (field: keyof StatusFields, message: string) =>
    ctx.addIssue({ code: 'custom', path: [field], message, input: value[field] });
  if (value.status === 'actief') {
    if (value.availableFromRound !== null)
      issue('availableFromRound', 'moet leeg (null) zijn bij status actief');
    if (value.departedFromRound !== null)
      issue('departedFromRound', 'moet leeg (null) zijn bij status actief');
  }
  if (value.status === 'nieuw') {
    if (value.availableFromRound === null)
      issue(
        'availableFromRound',
        'is verplicht bij status nieuw (vanaf welke speelronde te kiezen)',
      );
    if (value.departedFromRound !== null)
      issue('departedFromRound', 'moet leeg (null) zijn bij status nieuw');
  }
  if (value.status === 'vertrokken' && value.departedFromRound === null) {
    issue('departedFromRound', 'is verplicht bij status vertrokken (vanaf welke speelronde)');
  }
}

/** POST /api/organiser/spelers */
export const spelerCreateRequestSchema = z
  .object(spelerFields)
  .strict()
  .superRefine(checkStatusRounds);
export type SpelerCreateRequest = z.infer<typeof spelerCreateRequestSchema>;

/** PUT /api/organiser/spelers/{id} */
export const spelerUpdateRequestSchema = z
  .object({ version: versionSchema, ...spelerFields })
  .strict()
  .superRefine(checkStatusRounds);
export type SpelerUpdateRequest = z.infer<typeof spelerUpdateRequestSchema>;
