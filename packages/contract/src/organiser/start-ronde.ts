// Late joiners (issue 26): the fields a participant's add or an enrolment's accept take to say
// from which speelronde he counts. Left out: the first speelronde not yet begun.
import { z } from 'zod';
import { roundSchema } from './common';

export const vanafRondeFields = {
  /** The speelronde he counts from; absent: the first one not yet begun. */
  vanafRonde: roundSchema.optional(),
  /**
   * Needed for a speelronde already begun: the organiser confirmed the points it adds (the
   * refusal without it names them).
   */
  eerderBevestigd: z.boolean().optional(),
};
