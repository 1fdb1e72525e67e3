import { mijnPaths, type InloglinkResponse } from '@clubelf/contract';
import { organiserSend } from './organiser-client';

/** A sign-in link for this participant's person: 7 days, once (issue 27). */
export const makeInloglink = (deelnemerId: number) =>
  organiserSend<InloglinkResponse>(mijnPaths.inloglink(deelnemerId), 'POST');
