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

/** Replaces every stored view (call inside the recompute transaction). */
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
}
