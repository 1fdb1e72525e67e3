import type { Db } from '../db/database';
import { insertRows } from '../db/insert-rows';
import type { View } from './view';

export async function findView(db: Db, key: string): Promise<View | undefined> {
  return db
    .selectFrom('computedView')
    .select(['key', 'body', 'etag'])
    .where('key', '=', key)
    .executeTakeFirst();
}

export async function countViews(db: Db): Promise<number> {
  const row = await db
    .selectFrom('computedView')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Replaces every stored view and raises the generation, which tells every instance's cache that
 * it is old (call inside the recompute transaction).
 */
export async function replaceViews(
  db: Db,
  views: readonly View[],
  computedAt: string,
): Promise<void> {
  await db.deleteFrom('computedView').execute();
  await insertRows(
    db,
    'computedView',
    views.map((v) => ({ key: v.key, body: v.body, etag: v.etag, computedAt })),
  );
  await db
    .updateTable('viewGeneration')
    .set((eb) => ({ generation: eb('generation', '+', 1) }))
    .where('id', '=', 1)
    .execute();
}

/** A function reading the generation of the stored views (compiled once: it runs per request). */
export function viewGenerationQuery(db: Db): () => Promise<number> {
  const query = db.selectFrom('viewGeneration').select('generation').where('id', '=', 1).compile();
  return async () => {
    const { rows } = await db.executeQuery(query);
    return rows[0]?.generation ?? 0;
  };
}
