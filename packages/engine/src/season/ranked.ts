// Ranks a group of participants (everyone, or a subcompetitie) on one value per participant.
import { orderByPosition, sharedPositions, sharedPositionsByKeys } from '../ranking';
import type { RankOrder } from '../ranking';

export interface RankedGroup {
  /** Global participant indices, best first (ties by name). */
  order: Int32Array;
  /** Position of each member, by global index (0 for non-members). */
  positions: Int32Array;
}

function pick(values: Float64Array, members: Int32Array): Float64Array {
  const picked = new Float64Array(members.length);
  for (let i = 0; i < members.length; i++) picked[i] = values[members[i] as number] as number;
  return picked;
}

function spread(local: Int32Array, members: Int32Array, count: number): Int32Array {
  const global = new Int32Array(count);
  for (let i = 0; i < members.length; i++) global[members[i] as number] = local[i] as number;
  return global;
}

/** `members`: global participant indices in name order (all of them, or a group); `values` by global index. */
export function rankGroup(
  members: Int32Array,
  values: Float64Array,
  order: RankOrder = 'desc',
): RankedGroup {
  const positions =
    members.length === values.length
      ? sharedPositions(values, order)
      : spread(sharedPositions(pick(values, members), order), members, values.length);
  return { order: orderByPosition(positions, members), positions };
}

/** Ranks on several keys (the fair play cup: card points, then total score). */
export function rankGroupByKeys(
  members: Int32Array,
  keys: { values: Float64Array; order: RankOrder }[],
): RankedGroup {
  const count = keys[0]?.values.length ?? 0;
  const positions =
    members.length === count
      ? sharedPositionsByKeys(keys)
      : spread(
          sharedPositionsByKeys(
            keys.map((k) => ({ values: pick(k.values, members), order: k.order })),
          ),
          members,
          count,
        );
  return { order: orderByPosition(positions, members), positions };
}
