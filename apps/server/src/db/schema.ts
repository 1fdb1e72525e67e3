// Table types as the repositories see them: camelCase (the CamelCasePlugin maps them to the
// snake_case columns of the migrations). Booleans are integer 0/1, JSON and timestamps are text.
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type Flag = 0 | 1 | number;

export interface SeasonTable {
  /** Every season, one of them current (migration 0007); the first has id 1. */
  id: number;
  name: string;
  clubName: string;
  roundCount: number;
  /** JSON of the engine's GameSettings. */
  gameSettings: string;
  showAanmelding: Flag;
  showCompetitieOverzichten: Flag;
  showTeamOverzichten: Flag;
  showSpelersOverzichten: Flag;
  mainMessage: string;
  reglementExtraText: string;
  /** ISO timestamp. */
  updatedAt: string;
  /** Of the name, round count and game settings (optimistic locking, migration 0004). */
  version: Generated<number>;
  /** Of clubName, mainMessage and reglementExtraText. */
  contentVersion: Generated<number>;
  /** 1 for the season the site shows and the organiser edits; 0 for every earlier one. */
  isCurrent: Generated<Flag>;
  /** ISO timestamp of closing (afsluiten); null while the season runs. */
  closedAt: string | null;
  /** Closed with rounds unplayed. */
  closedEarly: Generated<Flag>;
  /** JSON of the closed season's data (ArchivedSeason), frozen at closing; null until then. */
  archive: string | null;
  /** Enrolment period (migration 0010): YYYY-MM-DD, null = open on that side. */
  aanmeldingVanaf: string | null;
  aanmeldingTot: string | null;
  /** Teams one person (e-mail address) may enter. */
  aanmeldingMaxTeams: Generated<number>;
  /** New enrolments per hour for the whole site (migration 0013). */
  aanmeldingMaxPerUur: Generated<number>;
}

/** A person: the same in every season they take part in (migration 0007). */
export interface PersoonTable {
  id: Generated<number>;
  name: string;
}

/** A public answer of a closed season, as it stood at its end. */
export interface ArchivedViewTable {
  seasonId: number;
  key: string;
  body: string;
  etag: string;
}

/** Where a participant of a closed season ended. */
export interface SeasonResultTable {
  seasonId: number;
  deelnemerId: number;
  persoonId: number;
  name: string;
  teamName: string;
  position: number | null;
  totalScore: number;
}

/** A winner of a prize of a closed season (several rows when shared). */
export interface SeasonPrizeTable {
  seasonId: number;
  prize: string;
  sequence: number;
  winnerName: string;
  /** Null for a team. */
  persoonId: number | null;
}

export interface ClubTable {
  id: Generated<number>;
  name: string;
  version: Generated<number>;
}

export interface TeamTable {
  id: Generated<number>;
  name: string;
}

export interface SpelerTable {
  id: Generated<number>;
  name: string;
  clubId: number;
  position: string;
  status: string;
  availableFromRound: number | null;
  departedFromRound: number | null;
  version: Generated<number>;
}

export interface WedstrijdTable {
  id: Generated<number>;
  round: number;
  homeClubId: number;
  awayClubId: number;
  homeGoals: number | null;
  awayGoals: number | null;
  kickoff: string;
  version: Generated<number>;
}

export interface SpelerEventsTable {
  matchId: number;
  playerId: number;
  clubId: number;
  played: Flag;
  basisplaats: Flag;
  goals: number;
  penaltyGoals: number;
  assists: number;
  ownGoals: number;
  yellow: number;
  secondYellow: Flag;
  directRed: Flag;
  penaltiesSaved: number;
  penaltiesMissed: number;
}

export interface DeelnemerTable {
  id: Generated<number>;
  name: string;
  teamId: number;
  /** Private: never in a public response. */
  email: string | null;
  version: Generated<number>;
  /** The person behind this season's entry (migration 0007); set on every insert. */
  persoonId: number | null;
  /** First speelronde he counts in (migration 0014): 1, or later for a late joiner. */
  startRonde: Generated<number>;
}

export interface DeelnemerSubcompetitieTable {
  deelnemerId: number;
  name: string;
}

export interface SelectieSpelerTable {
  deelnemerId: number;
  /** 0..10, keeps the order in which the selection was entered. */
  slot: number;
  playerId: number;
}

export interface TransferTable {
  id: Generated<number>;
  deelnemerId: number;
  playerOutId: number;
  playerInId: number;
  fromRound: number;
  /** Who made it (migration 0016): 'deelnemer' (the participant himself) or 'organisator'. */
  door: Generated<string>;
}

export interface BekerRondeTable {
  id: Generated<number>;
  kind: string;
  sequence: number;
  name: string;
  speelronde: number;
  /** JSON array of entrant ids. */
  byes: string;
}

export interface BekerDuelTable {
  bekerRondeId: number;
  /** Draw order within the round. */
  slot: number;
  firstId: number;
  secondId: number;
}

/** A response body computed from the engine's results, served as it is. */
/** One row (id 1): the season data's version, raised by every write (decision 011). */
export interface ViewGenerationTable {
  id: number;
  generation: number;
  /** Raised by every write to season data (migration 0006, season-repository.ts). */
  dataVersion: Generated<number>;
}

/** Per part of the season data (migration 0008), raised by triggers on its tables. */
export interface PartVersionTable {
  name: string;
  version: Generated<number>;
}

/** The login throttle's counts, shared by every instance. */
export interface LoginAttemptTable {
  key: string;
  count: number;
  /** Epoch milliseconds; PostgreSQL's bigint arrives as a string. */
  resetAt: ColumnType<number | string, number, number>;
}

/** A transfer window (migration 0004): while open, transfers take effect from fromRound. */
export interface TransferWindowTable {
  id: Generated<number>;
  fromRound: number;
  isOpen: Flag;
  /** The participants' deadline, ISO timestamp in UTC (migration 0016); null: none. */
  sluitOp: string | null;
  version: Generated<number>;
}

/** Who changed what and when (migration 0004). */
export interface AuditLogTable {
  id: Generated<number>;
  /** ISO timestamp. */
  at: string;
  accountId: number | null;
  userName: string;
  action: string;
  summary: string;
  /** JSON object. */
  details: string;
}

/** The club's colours and crest, one row (id 1) for the whole site (migration 0009). */
export interface HuisstijlTable {
  id: number;
  /** `#rrggbb`, lower case. */
  primaryColour: string;
  secondaryColour: string;
  /** Null without a crest; the images below are base64. */
  crestVersion: string | null;
  crestPng128: string | null;
  crestPng256: string | null;
  crestWebp128: string | null;
  crestWebp256: string | null;
  /** ISO timestamp. */
  updatedAt: string;
}

/** The entry fee of a season (migration 0011); absent: no amount yet, the unpaid count. */
export interface InlegTable {
  seasonId: number;
  bedragCenten: number;
  /** 0: participants whose fee is open are left out of the standings. */
  onbetaaldTeltMee: Flag;
  betaalinstructie: string;
}

/** A participant of the season in play who has paid the entry fee (migration 0011). */
export interface InlegBetalingTable {
  deelnemerId: number;
  /** ISO date. */
  betaaldOp: string;
  /** contant | overboeking | tikkie */
  wijze: string;
  notitie: string | null;
}

/** An enrolment sent through the site's form (migration 0010). */
export interface AanmeldingTable {
  id: Generated<number>;
  seasonId: number;
  naam: string;
  teamnaam: string;
  /** Private, like the participant's: never in a public answer. */
  email: string;
  telefoon: string | null;
  /** JSON array of names. */
  subcompetities: string;
  /** JSON array of the 11 player ids, in the order picked. */
  spelerIds: string;
  /** nieuw | wijziging-gevraagd | geaccepteerd | geweigerd */
  status: string;
  notitie: string | null;
  /** sha256 (hex) of the reference code; the code itself is only in the person's hands. */
  referentieHash: string;
  /** ISO timestamps. */
  createdAt: string;
  updatedAt: string;
  deelnemerId: number | null;
  version: Generated<number>;
  /** The signed-in person who sent it (migration 0018); null when sent without signing in. */
  persoonId: Generated<number | null>;
}

/** The privacy settings, one row (id 1) for the whole site (migration 0012). */
export interface PrivacyTable {
  id: number;
  /** Markdown; null: the default statement. */
  tekst: string | null;
  contact: string;
  /** Contact data is kept this many months after a season's end. */
  bewaarMaanden: number;
  version: number;
  /** ISO timestamp. */
  updatedAt: string;
}

/** A person's participant account (migration 0015, issue 27): made at the first sign-in. */
export interface PersoonAccountTable {
  persoonId: number;
  /** Trimmed, lower case; null for a person signed in only by the organiser's links. */
  email: string | null;
  tokenVersion: Generated<number>;
  /** ISO timestamps. */
  createdAt: string;
  lastSignInAt: string | null;
}

/** A sign-in link (migration 0015): only the sha-256 of its token is stored. */
export interface InloglinkTable {
  /** sha-256 (hex) of the link's token. */
  hash: string;
  persoonId: number;
  /** mail | organisator */
  kind: string;
  /** The address the mail went to; null for the organiser's link. */
  email: string | null;
  /** ISO timestamps. */
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

/** A person's passkey (migration 0017): a WebAuthn credential, its key as base64url text. */
export interface PasskeyTable {
  id: Generated<number>;
  persoonId: number;
  /** base64url, as the browser names the credential. */
  credentialId: string;
  /** base64url of the COSE public key. */
  publicKey: string;
  /** bigint: PostgreSQL gives it back as text. */
  counter: ColumnType<number | string, number | undefined, number>;
  /** JSON array of the authenticator's transports ('internal', 'hybrid', 'usb', ...). */
  transports: string;
  /** What the person sees: the browser and device it was added on. */
  name: string;
  /** ISO timestamps. */
  createdAt: string;
  lastUsedAt: string | null;
}

/** A message to a person, or a fact to fan out (migration 0019, issue 28): the outbox. */
export interface BerichtTable {
  id: Generated<number>;
  /** Null for an enrolment's address without a person, and for a fact. */
  persoonId: number | null;
  /** deadline | ronde | aanmelding | mededeling | ronde-compleet */
  kind: string;
  /** mail | push | intern */
  channel: string;
  /** Unique; a mail's Message-ID. */
  idempotencyKey: string;
  address: string | null;
  subject: string;
  /** JSON of what the channel renders. */
  payload: string;
  /** waiting | sending | sent | failed */
  status: string;
  attempts: Generated<number>;
  /** ISO timestamps. */
  nextAttemptAt: string;
  leaseUntil: string | null;
  leaseOwner: string | null;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** A person's choice for one kind of message on one channel (migration 0019). */
export interface BerichtVoorkeurTable {
  persoonId: number;
  kind: string;
  channel: string;
  enabled: Flag;
  updatedAt: string;
}

/** The position a round's message last told a participant (migration 0019). */
export interface RondeBerichtStandTable {
  seasonId: number;
  round: number;
  deelnemerId: number;
  position: number;
}

/** A browser a person switched push notifications on in (migration 0020, decision 029). */
export interface PushAbonnementTable {
  id: Generated<number>;
  persoonId: number;
  /** The push service's URL for this browser; unique. */
  endpoint: string;
  /** base64url: the browser's P-256 public key and auth secret (RFC 8291). */
  p256dh: string;
  auth: string;
  /** ISO timestamps. */
  createdAt: string;
  lastSuccessAt: string | null;
}

/** The messages' settings, one row (id 1) for the site (migration 0021); absent: defaults. */
export interface BerichtInstellingTable {
  id: number;
  /** The deadline reminder goes this many hours before a transfer window closes. */
  deadlineUren: number;
  version: number;
  /** ISO timestamp. */
  updatedAt: string;
}

/** The site's VAPID key pair on PostgreSQL when not configured (migration 0020): id 1. */
export interface PushSleutelTable {
  id: number;
  publicKey: string;
  privateKey: string;
  createdAt: string;
}

export interface Database {
  season: SeasonTable;
  club: ClubTable;
  team: TeamTable;
  speler: SpelerTable;
  wedstrijd: WedstrijdTable;
  spelerEvents: SpelerEventsTable;
  deelnemer: DeelnemerTable;
  deelnemerSubcompetitie: DeelnemerSubcompetitieTable;
  selectieSpeler: SelectieSpelerTable;
  transfer: TransferTable;
  bekerRonde: BekerRondeTable;
  bekerDuel: BekerDuelTable;
  viewGeneration: ViewGenerationTable;
  partVersion: PartVersionTable;
  loginAttempt: LoginAttemptTable;
  transferWindow: TransferWindowTable;
  auditLog: AuditLogTable;
  persoon: PersoonTable;
  archivedView: ArchivedViewTable;
  seasonResult: SeasonResultTable;
  seasonPrize: SeasonPrizeTable;
  huisstijl: HuisstijlTable;
  aanmelding: AanmeldingTable;
  inleg: InlegTable;
  inlegBetaling: InlegBetalingTable;
  privacy: PrivacyTable;
  persoonAccount: PersoonAccountTable;
  inloglink: InloglinkTable;
  bericht: BerichtTable;
  berichtVoorkeur: BerichtVoorkeurTable;
  rondeBerichtStand: RondeBerichtStandTable;
  passkey: PasskeyTable;
  pushAbonnement: PushAbonnementTable;
  pushSleutel: PushSleutelTable;
  berichtInstelling: BerichtInstellingTable;
}

export type SeasonRow = Selectable<SeasonTable>;
export type NewSeason = Insertable<SeasonTable>;
