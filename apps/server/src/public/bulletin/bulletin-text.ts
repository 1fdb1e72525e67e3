// The round bulletin's text (issue 14): Dutch, WhatsApp's own markup (*bold*, _italic_), a few
// emoji. Pure: it only words what bulletin-input.ts took from the engine's results, so it is
// tested with small hand-made inputs. No scoring or ranking here: every position, score and
// decision arrives decided.

export interface BulletinDeelnemer {
  name: string;
  teamName: string;
}

/** A participant with a position and a score in some list (round, tussenstand, period). */
export interface BulletinRow extends BulletinDeelnemer {
  position: number;
  score: number;
}

export interface BulletinStandRow extends BulletinRow {
  /** Previous position minus this one (positive: climbed); null when there was no previous. */
  positionChange: number | null;
}

export interface BulletinMover extends BulletinDeelnemer {
  /** Places climbed (positive) or fallen (negative). */
  change: number;
  /** Position after the round. */
  position: number;
}

export interface BulletinDuel {
  winner: string;
  loser: string;
  winnerScore: number;
  loserScore: number;
  /** Which rule decided (the engine's): equal round scores go to the total, then the draw. */
  decidedBy: 'score' | 'totaal' | 'loting';
}

export interface BulletinBeker {
  kind: 'beker' | 'teambeker';
  /** The cup round's name ("Kwartfinale"). */
  name: string;
  /** False while the speelronde is still being played: no duel is decided yet. */
  isFinished: boolean;
  /** The decided duels, in draw order. */
  duels: BulletinDuel[];
}

export interface BulletinPeriode {
  nummer: number;
  fromRound: number;
  toRound: number;
  /** True when this round completed the period: its leaders are its winners. */
  isDecided: boolean;
  /** First place (shared) in the period after this round; empty while nobody scored. */
  leaders: BulletinRow[];
}

export interface BulletinSpeler {
  name: string;
  clubName: string;
  points: number;
}

export interface BulletinInput {
  round: number;
  /** The season's last speelronde: once it is played the tussenstand is the final standing. */
  roundCount: number;
  clubName: string;
  seasonName: string;
  state: 'bezig' | 'gespeeld';
  /** Matches of the round with a result, and in all. */
  gespeeld: number;
  totaal: number;
  /** Participants with a round position 1..3 by this round's score, best first. */
  rondeTop: BulletinRow[];
  /** The tussenstand after this round, positions 1..5, in order. */
  tussenstandTop: BulletinStandRow[];
  /** Everyone who climbed most (the same number of places), and who fell most. */
  stijgers: BulletinMover[];
  dalers: BulletinMover[];
  /** Cup rounds played in this speelronde: beker first, then teambeker. */
  bekers: BulletinBeker[];
  /** The period this round belongs to; null when it belongs to none. */
  periode: BulletinPeriode | null;
  /** The players with the most points in this round (shared). */
  spelersVanDeRonde: BulletinSpeler[];
}

/** Rows listed before "en N anderen" (a shared place can hold many on a big competition). */
export const MAX_ROWS = 8;
/** Names in one line (climbers, leaders, players) before "en N anderen". */
export const MAX_NAMES = 3;
/** Cup duels listed per cup round; the first round of a big competition has hundreds. */
export const MAX_DUELS = 8;

/** Keeps a score with its movement, and a duel's two scores, on one line on a narrow screen. */
export const NBSP = '\u00a0';

const integer = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('nl-NL', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** Points as the site writes them (nl-NL, whole numbers: formatNumber in the web app). */
export const punten = (value: number): string => integer.format(value);
/** A team's average round score, one decimal as the site writes averages. */
export const gemiddelde = (value: number): string => oneDecimal.format(value);

/**
 * A name as plain text: WhatsApp has no escape, so a '*', '_', '~' or '`' in a name would start
 * markup of its own. They become look-alikes that WhatsApp leaves alone.
 */
export function plain(text: string): string {
  return text.replace(/[*_~`]/g, (c) => ({ '*': '∗', _: '‗', '~': '∼', '`': 'ˋ' })[c] ?? c);
}

const wie = (d: BulletinDeelnemer): string =>
  d.teamName ? `${plain(d.name)} (${plain(d.teamName)})` : plain(d.name);

const anderen = (n: number) => `${n} ${n === 1 ? 'ander' : 'anderen'}`;

/** 'A', 'A en B', 'A, B en C', 'A, B, C en 4 anderen'. */
export function opsomming(names: readonly string[], max = MAX_NAMES): string {
  if (names.length > max)
    return `${names.slice(0, max).join(', ')} en ${anderen(names.length - max)}`;
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} en ${names.at(-1)}`;
}

/** ▲2, ▼1, =, nieuw: the movement the site shows beside a position. */
export function beweging(change: number | null): string {
  if (change === null) return 'nieuw';
  if (change > 0) return `▲${change}`;
  if (change < 0) return `▼${-change}`;
  return '=';
}

/** At most `max` lines, then "… en N anderen" (italic). */
function capped<T>(
  rows: readonly T[],
  line: (row: T) => string,
  max = MAX_ROWS,
  rest: (n: number) => string = anderen,
): string[] {
  const lines = rows.slice(0, max).map(line);
  if (rows.length > max) lines.push(`_… en ${rest(rows.length - max)}_`);
  return lines;
}

function header(input: BulletinInput): string[] {
  const lines = [
    `*Speelronde ${input.round}*`,
    `_${plain(input.clubName)} · ${plain(input.seasonName)}_`,
  ];
  if (input.state === 'bezig') {
    lines.push(
      `_Voorlopig: ${input.gespeeld} van ${input.totaal} wedstrijden gespeeld, de stand kan nog veranderen._`,
    );
  }
  return lines;
}

function ronde(input: BulletinInput): string[] {
  const voorlopig = input.state === 'bezig';
  const winners = input.rondeTop.filter((r) => r.position === 1 && r.score > 0);
  const first = winners[0];
  if (!first) return [`_Nog niemand scoorde punten in deze speelronde._`];
  const title =
    (voorlopig ? 'Voorlopige ' : '') + (winners.length > 1 ? 'rondewinnaars' : 'rondewinnaar');
  const lines = [
    `🏆 *${title.charAt(0).toUpperCase()}${title.slice(1)}: ${opsomming(winners.map(wie))}* met ${punten(first.score)} punten`,
    '',
    '*Top 3 van de ronde*',
    ...capped(input.rondeTop, (r) => `${r.position}. ${wie(r)} – ${punten(r.score)}`),
  ];
  return lines;
}

function tussenstand(input: BulletinInput): string[] {
  if (input.tussenstandTop.length === 0) return [];
  return [
    input.state === 'bezig'
      ? '*Voorlopige tussenstand*'
      : input.round === input.roundCount
        ? '*Eindstand*'
        : '*Tussenstand*',
    ...capped(
      input.tussenstandTop,
      (r) => `${r.position}. ${wie(r)} – ${punten(r.score)}${NBSP}${beweging(r.positionChange)}`,
    ),
  ];
}

function movers(input: BulletinInput): string[] {
  const line = (enkel: string, meer: string, emoji: string, movers: BulletinMover[]) => {
    const first = movers[0];
    if (!first) return [];
    const names = movers.map((m) => `${wie(m)} naar plaats ${m.position}`);
    return movers.length > 1
      ? [`${emoji} ${meer}: ${opsomming(names)}, elk ${beweging(first.change)}`]
      : [`${emoji} ${enkel}: ${names[0]} (${beweging(first.change)})`];
  };
  return [
    ...line('Grootste stijger', 'Grootste stijgers', '📈', input.stijgers),
    ...line('Grootste daler', 'Grootste dalers', '📉', input.dalers),
  ];
}

const BEKER_NAAM = { beker: 'Beker', teambeker: 'Teambeker' } as const;

function duelLine(duel: BulletinDuel, kind: BulletinBeker['kind']): string {
  const score = kind === 'teambeker' ? gemiddelde : punten;
  const uitslag = `${score(duel.winnerScore)}${NBSP}–${NBSP}${score(duel.loserScore)}`;
  const hoe =
    duel.decidedBy === 'totaal'
      ? ', beslist op totaalscore'
      : duel.decidedBy === 'loting'
        ? ', beslist door loting'
        : '';
  return `${plain(duel.winner)} – ${plain(duel.loser)} (${uitslag}${hoe})`;
}

function bekers(input: BulletinInput): string[][] {
  return input.bekers.map((beker) => {
    const title = `*${BEKER_NAAM[beker.kind]}, ${plain(beker.name)}*`;
    if (!beker.isFinished) return [title, '_Nog niet beslist: de speelronde is nog bezig._'];
    if (beker.duels.length === 0) return [title, '_Geen duels in deze ronde._'];
    const rest = (n: number) => `nog ${n} ${n === 1 ? 'duel' : 'duels'} (zie de site)`;
    return [title, ...capped(beker.duels, (d) => duelLine(d, beker.kind), MAX_DUELS, rest)];
  });
}

function periode(input: BulletinInput): string[] {
  const p = input.periode;
  if (!p) return [];
  const title = `*Periode ${p.nummer}* _(speelronde ${p.fromRound} t/m ${p.toRound})_`;
  const first = p.leaders[0];
  if (!first) return [title, '_Nog geen punten in deze periode._'];
  const label = p.isDecided
    ? p.leaders.length > 1
      ? 'Periodewinnaars'
      : 'Periodewinnaar'
    : p.leaders.length > 1
      ? 'Leiders'
      : 'Leider';
  return [title, `${label}: ${opsomming(p.leaders.map(wie))} met ${punten(first.score)} punten`];
}

function spelerVanDeRonde(input: BulletinInput): string[] {
  const first = input.spelersVanDeRonde[0];
  if (!first || first.points <= 0) return [];
  const label = input.spelersVanDeRonde.length > 1 ? 'Spelers van de ronde' : 'Speler van de ronde';
  const names = input.spelersVanDeRonde.map((s) => `${plain(s.name)} (${plain(s.clubName)})`);
  return [`⚽ *${label}:* ${opsomming(names)} met ${punten(first.points)} punten`];
}

/** The bulletin: sections separated by an empty line, lines by '\n'. */
export function bulletinText(input: BulletinInput): string {
  const sections = [
    header(input),
    ronde(input),
    tussenstand(input),
    movers(input),
    ...bekers(input),
    periode(input),
    spelerVanDeRonde(input),
  ].filter((lines) => lines.length > 0);
  return sections.map((lines) => lines.join('\n')).join('\n\n');
}
