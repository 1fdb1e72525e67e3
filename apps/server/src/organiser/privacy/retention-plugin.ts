// Runs the retention of contact data at start and then every few hours on one unref'd timer.
// Every instance runs it; each run is one UPDATE per table, so running twice erases nothing twice.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { eraseExpiredContactData } from './privacy-service';

const EVERY_MS = 6 * 60 * 60 * 1000;

async function retention(app: FastifyInstance) {
  const run = () =>
    eraseExpiredContactData(app.db)
      .then((outcome) => {
        if (outcome.deelnemers + outcome.aanmeldingen + outcome.accounts > 0) {
          app.log.info(outcome, 'contact data past its retention erased');
        }
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'retention run failed'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}

export default fp(retention, { name: 'privacy-retention' });
