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

/** The stored view that records the data version the stored views were computed from. */
export const DATA_VERSION_KEY = 'meta:data-version';

/** What a read checks before it serves (see ViewStore). */
export interface ViewState {
  /** Of the stored views: raised by every recompute. */
  generation: number;
  /** Of the season data: raised by every write. */
  dataVersion: number;
  /** The data version the stored views were computed from; null before the first recompute. */
  viewsVersion: number | null;
}

/** A function reading the state of the stored views (compiled once: it runs per request). */
export function viewStateQuery(db: Db): () => Promise<ViewState> {
  const query = db
    .selectFrom('viewGeneration')
    .select((eb) => [
      'generation',
      'dataVersion',
      eb
        .selectFrom('computedView')
        .select('body')
        .where('key', '=', DATA_VERSION_KEY)
        .as('viewsVersion'),
    ])
    .where('id', '=', 1)
    .compile();
  return async () => {
    const { rows } = await db.executeQuery(query);
    const row = rows[0];
    return {
      generation: row?.generation ?? 0,
      dataVersion: Number(row?.dataVersion ?? 0),
      viewsVersion: row?.viewsVersion == null ? null : Number(row.viewsVersion),
    };
  };
}
