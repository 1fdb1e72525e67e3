// The round message: when every match of a speelronde has its result, each participant hears
// their points, position and movement and the round's winner. The fact (the round is complete)
// is known at the save and written in its transaction (`noteRoundResult`); the messages need
// the recomputed standings, so the sender fans the fact out afterwards from the read model's
// answers of (at least) the data that holds it (`fanOutRonde`). What a message told each
// participant is kept (ronde_bericht_stand): a correction that moves nobody sends nothing, one
// that moves someone sends that person a new message.
import type { Db } from '../db/database';
import { letIoIn } from '../lib/let-io-in';
import { opsomming } from '../public/bulletin/bulletin-text';
import { currentSeasonId, readDataVersion } from '../read-model/season-repository';
import type { ReadModel } from '../read-model/read-model';
import type { BerichtPayload } from './bericht-payload';
import { armFact, insertBerichten, type BerichtRow, type NewBericht } from './outbox-repository';
import { perChannel } from './per-channel';
import { pushOn } from './push-repository';
import { mailAddresses, persoonIdsOfDeelnemers } from './recipient-repository';
import { roundComplete, saveToldPositions, toldPositions } from './ronde-bericht-repository';
import { mailOff } from './voorkeur-repository';

export const RONDE_COMPLEET = 'ronde-compleet';

interface RondeFact {
  seasonId: number;
  round: number;
}

/**
 * Inside the save's transaction: when every match of `round` has a result, the fact that the
 * round is complete (again) is written, to be fanned out at `dueAt` (ROUND_MESSAGE_DELAY_SECONDS
 * after the save). A correction before then moves that moment: one message, with the standings
 * after the last change, instead of one per correction.
 */
export async function noteRoundResult(
  trx: Db,
  round: number,
  dueAt: Date,
  now = new Date(),
): Promise<void> {
  if (!(await roundComplete(trx, round))) return;
  const seasonId = await currentSeasonId(trx);
  if (seasonId === undefined) return;
  const fact: RondeFact = { seasonId, round };
  await armFact(
    trx,
    {
      kind: RONDE_COMPLEET,
      idempotencyKey: `ronde-compleet.s${seasonId}.r${round}`,
      subject: `Speelronde ${round} compleet`,
      payload: fact,
    },
    now,
    dueAt,
  );
}

/** When a round completed by a save now gets its message: ROUND_MESSAGE_DELAY_SECONDS later. */
export function roundMessageDueAt(
  config: { roundMessageDelaySeconds: number },
  now = Date.now(),
): Date {
  return new Date(now + config.roundMessageDelaySeconds * 1000);
}

const ordinal = (n: number) => `${n}e`;

function movement(before: number | undefined, now: number): string {
  if (before === undefined || before === 0) return '';
  if (before === now) return ' (gelijk gebleven)';
  const places = Math.abs(before - now);
  const word = places === 1 ? 'plaats' : 'plaatsen';
  return before > now ? ` (${places} ${word} gestegen)` : ` (${places} ${word} gedaald)`;
}

/**
 * The fan-out of one "round complete" fact: the messages of the participants whose position
 * differs from what their last message of this round said, written with the new positions in
 * one transaction. Throws while the answers are behind the data (the sender tries again).
 */
export async function fanOutRonde(
  deps: { db: Db; readModel: ReadModel },
  fact: BerichtRow,
  now = new Date(),
): Promise<number> {
  const { seasonId, round } = JSON.parse(fact.payload) as RondeFact;
  const { db } = deps;
  if ((await currentSeasonId(db)) !== seasonId) return 0;
  const version = await readDataVersion(db);
  const answers = await deps.readModel.season(version);
  if (!answers || answers.dataVersion < version) {
    throw new Error('De stand is nog niet bijgewerkt; het bericht volgt.');
  }
  const { result, deelnemers } = answers.ctx;
  const status = result.rondes.find((r) => r.round === round);
  if (status?.state !== 'gespeeld') return 0;

  const persoonOf = await persoonIdsOfDeelnemers(db);

  const scores = [...result.roundScores.entries()].map(([id, s]) => ({ id, points: s[round - 1] }));
  // A loop, not Math.max(...): a spread of 100,000 arguments overflows the stack.
  const best = scores.reduce((max, s) => Math.max(max, s.points ?? 0), 0);
  const winners = scores
    .filter((s) => s.points === best)
    .map((s) => deelnemers.get(s.id))
    .filter((d) => d !== undefined)
    .map((d) => `${d.teamName} (${d.name})`);
  // Every message carries this line: a round everyone shares (nobody's players played) would
  // otherwise put every name in every mail, 10,000 x 10,000 names. As the bulletin: three, then
  // "en N anderen".
  const winnerLine =
    winners.length === 1
      ? `Rondewinnaar: ${winners[0]} met ${best} punten.`
      : `Rondewinnaars met ${best} punten: ${opsomming(winners)}.`;

  // The reads that waited for these answers go first: the fan-out is a background job.
  await letIoIn();
  return db.transaction().execute(async (trx) => {
    const told = await toldPositions(trx, seasonId, round);
    const changed: { deelnemerId: number; position: number }[] = [];
    for (const [deelnemerId, positions] of result.positionsPerRound) {
      const position = positions[round - 1] ?? 0;
      if (position > 0 && told.get(deelnemerId) !== position) {
        changed.push({ deelnemerId, position });
      }
    }
    if (changed.length === 0) return 0;
    await saveToldPositions(trx, seasonId, round, changed);
    // One message per person, naming each of their teams.
    const byPersoon = new Map<number, number[]>();
    for (const c of changed) {
      const persoonId = persoonOf.get(c.deelnemerId);
      if (persoonId === undefined) continue;
      byPersoon.set(persoonId, [...(byPersoon.get(persoonId) ?? []), c.deelnemerId]);
    }
    const persoonIds = [...byPersoon.keys()];
    const [addresses, off, push] = await Promise.all([
      mailAddresses(trx, persoonIds),
      mailOff(trx, 'ronde', persoonIds),
      pushOn(trx, 'ronde', persoonIds),
    ]);
    const berichten: NewBericht[] = [];
    let persons = 0;
    for (const [persoonId, teamIds] of byPersoon) {
      // Thousands of messages after a correction: the public reads waiting go first now and then.
      if (++persons % 1_000 === 0) await letIoIn();
      const address = off.has(persoonId) ? undefined : addresses.get(persoonId);
      if (!address && !push.has(persoonId)) continue;
      const lines = teamIds.map((id) => {
        const d = deelnemers.get(id);
        const positions = result.positionsPerRound.get(id) ?? [];
        const position = positions[round - 1] ?? 0;
        const points = result.roundScores.get(id)?.[round - 1] ?? 0;
        return `${d?.teamName ?? 'Je team'}: ${points} punten in speelronde ${round}. Je staat ${ordinal(position)} in de tussenstand${movement(positions[round - 2], position)}.`;
      });
      const first = teamIds[0]!;
      const firstPosition = result.positionsPerRound.get(first)?.[round - 1] ?? 0;
      const payload: BerichtPayload = {
        text: [`Speelronde ${round} is gespeeld.`, ...lines, winnerLine].join('\n\n'),
        link: {
          label: teamIds.length === 1 ? 'Bekijk je team' : 'Bekijk je eerste team',
          path: `/deelnemers/${first}`,
        },
        afmelden: 'ronde',
      };
      const message = {
        persoonId,
        kind: 'ronde',
        idempotencyKey: `ronde.s${seasonId}.r${round}.p${persoonId}.v${answers.dataVersion}`,
        subject:
          teamIds.length === 1
            ? `Speelronde ${round}: je staat ${ordinal(firstPosition)}`
            : `Speelronde ${round}: je teams in de tussenstand`,
        payload,
      };
      berichten.push(...perChannel(message, { mail: address, push: push.has(persoonId) }));
    }
    return insertBerichten(trx, berichten, now);
  });
}
