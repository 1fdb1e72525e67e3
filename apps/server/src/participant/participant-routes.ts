// The routes table of the participant's own ("mijn") routes: empty until participants have
// accounts (see README.md). Not registered yet: app.ts registers it after accounts, with the
// participant check attached here once, when the first route exists.
import type { FastifyInstance } from 'fastify';

export async function participantRoutes(_app: FastifyInstance): Promise<void> {}
