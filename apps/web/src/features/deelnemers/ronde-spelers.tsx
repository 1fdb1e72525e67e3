import type { DeelnemerRonde } from '@clubelf/contract';
import { useQuery } from '@tanstack/react-query';
import { eventColumns, PlayerTable } from '../../components/player-table';
import { QueryView } from '../../components/query-view';
import { numeric, type RankingColumn } from '../../components/ranking-table';
import { formatNumber } from '../../lib/format';
import { useSeizoen } from '../../lib/seizoen';
import { deelnemerRondeQuery } from './api';
import { isNogTeSpelen, nogTeSpelenTekst, tegenTekst } from './nog-te-spelen';
import { PuntenOfNogTeSpelen } from './punten-of-nog-te-spelen';
import styles from './ronde-spelers.module.css';

type RondeSpeler = DeelnemerRonde['spelers'][number];

const COLUMNS: readonly RankingColumn<RondeSpeler>[] = [
  { ...numeric('Punten', true), cell: (s) => <PuntenOfNogTeSpelen speler={s} /> },
  // His club's match: on a wide screen a column, on a phone the line under his name says it.
  {
    header: 'Wedstrijd',
    telefoon: 'onder',
    className: styles.wedstrijd,
    cell: (s) =>
      s.wedstrijd === null
        ? 'geen wedstrijd'
        : (nogTeSpelenTekst(s.wedstrijd) ?? `gespeeld · ${tegenTekst(s.wedstrijd)}`),
  },
  // Before his match nothing is scored yet: blank cells, not a row of zeros.
  ...eventColumns.map((c) => ({
    ...c,
    cell: (s: RondeSpeler) => (isNogTeSpelen(s.wedstrijd) ? '' : c.cell(s)),
  })),
];

const subExtra = (s: RondeSpeler) => nogTeSpelenTekst(s.wedstrijd);

/** The 11 players of one participant in one round, with their points per event. */
export function RondeSpelers({ deelnemerId, round }: { deelnemerId: number; round: number }) {
  const query = useQuery(deelnemerRondeQuery(deelnemerId, round, useSeizoen().id));
  return (
    <QueryView query={query} notFound="Voor deze speelronde is geen selectie bekend.">
      {(ronde) => <RondeSpelersTabel ronde={ronde} />}
    </QueryView>
  );
}

/** The table itself, for an answer already at hand (Mijn superelf has it in its own). */
export function RondeSpelersTabel({ ronde }: { ronde: DeelnemerRonde }) {
  return (
    <PlayerTable
      label={`Selectie in speelronde ${ronde.round}`}
      caption={`Selectie van ${ronde.name} in speelronde ${ronde.round}`}
      showCaption
      rows={ronde.spelers}
      rowKey={(s) => s.playerId}
      columns={COLUMNS}
      subExtra={subExtra}
      total={{
        label: `Totaal speelronde ${ronde.round}`,
        value: formatNumber(ronde.totalScore),
      }}
    />
  );
}
