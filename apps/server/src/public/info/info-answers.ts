import {
  infoMessagesSchema,
  reglementSchema,
  settingsSchema,
  siteInfoSchema,
} from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { POSITIES, SCORE_EVENTS, SCORE_EVENT_LABELS } from '@clubelf/engine';
import type { GameSettings, Positie } from '@clubelf/engine';
import { lazyAnswer } from '../../read-model/answer';
import type { LazyAnswer } from '../../read-model/answer';
import type { AnswerContext } from '../../read-model/answer-context';

/** The scoring table in force, one row per event with its Dutch label. */
export function scoreTableRows(settings: GameSettings) {
  return SCORE_EVENTS.map((event) => ({
    event,
    label: SCORE_EVENT_LABELS[event],
    points: Object.fromEntries(POSITIES.map((p) => [p, settings.scoreTable[p][event]])) as Record<
      Positie,
      number
    >,
  }));
}

/** The rules page's sentence on the entry fee's setting (docs/decisions/017). */
export function inlegRegel(onbetaaldTeltMee: boolean): string {
  return onbetaaldTeltMee
    ? 'Wie de inleg nog niet heeft betaald, telt gewoon mee in de standen.'
    : 'Wie de inleg nog niet heeft betaald, telt niet mee in de standen tot de inleg binnen is.';
}

/** The rules page's sentence on late joiners and the missedRounds setting (issue 26). */
export function laatkomerRegel(missedRounds: GameSettings['missedRounds']): string {
  const start =
    'Wie zich aanmeldt of wordt toegevoegd terwijl het seizoen loopt, telt mee vanaf de eerste speelronde die nog niet begonnen is (de organisator kan een latere kiezen).';
  return missedRounds === 'laagste'
    ? `${start} Voor elke gemiste speelronde krijg je de laagste rondescore van die speelronde (van de deelnemers die haar speelden); in de highscorecup tellen alleen je eigen speelrondes.`
    : `${start} Voor de gemiste speelrondes krijg je geen punten; in de highscorecup tellen alleen je eigen speelrondes.`;
}

export function buildInfoAnswers({ meta, input }: AnswerContext): LazyAnswer[] {
  const { settings } = input;
  return [
    lazyAnswer(apiPaths.settings, settingsSchema, () => meta.siteSettings),
    lazyAnswer(apiPaths.siteInfo, siteInfoSchema, () => ({
      clubName: meta.clubName,
      seasonName: meta.seasonName,
    })),
    lazyAnswer(apiPaths.infoMessages, infoMessagesSchema, () => ({
      mainMessage: meta.mainMessage,
    })),
    lazyAnswer(apiPaths.reglement, reglementSchema, () => ({
      scoreTable: scoreTableRows(settings),
      cardPoints: settings.cardPoints,
      formations: settings.formations,
      maxPerClub: settings.maxPerClub,
      maxTransfers: settings.maxTransfers,
      periodes: settings.periodes,
      teamMinDeelnemers: settings.teamMinDeelnemers,
      herbstmeisterRound: settings.herbstmeisterRound,
      roundCount: input.roundCount,
      extraText: meta.reglementExtraText,
      inlegRegel: inlegRegel(meta.onbetaaldTeltMee ?? true),
      laatkomerRegel: laatkomerRegel(settings.missedRounds),
    })),
  ];
}
