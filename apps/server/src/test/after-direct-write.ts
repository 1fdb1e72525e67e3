// A test that wrote straight to the database (no organiser write, so no data version raised by
// it) tells the read model, as a write would: the answers of the data now stored are served
// once this resolves.
import type { FastifyInstance } from 'fastify';
import type { RecomputeStats } from '../read-model/recompute';
import { readDataVersion } from '../read-model/season-repository';

export async function afterDirectWrite(app: FastifyInstance): Promise<RecomputeStats> {
  return app.readModel.afterWrite(await readDataVersion(app.db));
}
