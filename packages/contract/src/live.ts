// Live updates (issue 14): `GET /api/live` is a Server-Sent Events stream that says "the data
// changed" whenever an instance starts serving answers of a newer data version, and says the
// current version once on connect (a reconnecting client can tell it missed something).
// The event's name is LIVE_CHANGED_EVENT in paths.ts (the web app reads it without zod).
import { z } from 'zod';

/** The `data:` of a `changed` event (LIVE_CHANGED_EVENT). */
export const liveChangedSchema = z.object({ dataVersion: z.number().int().nonnegative() });
export type LiveChanged = z.infer<typeof liveChangedSchema>;
