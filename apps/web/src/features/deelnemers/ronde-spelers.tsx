import { useQuery } from '@tanstack/react-query';
import { QueryView } from '../../components/query-view';
import { TableScroll } from '../../components/table-scroll';
import { formatNumber } from '../../lib/format';
import { EVENT_LABELS } from '../spelers/event-labels';
import { deelnemerRondeQuery } from './api';

/** The 11 players of one participant in one round, with their points per event. */
export function RondeSpelers({ deelnemerId, round }: { deelnemerId: number; round: number }) {
  const query = useQuery(deelnemerRondeQuery(deelnemerId, round));
  return (
    <QueryView query={query} notFound="Voor deze speelronde is geen selectie bekend.">
      {(ronde) => (
        <TableScroll label={`Selectie in speelronde ${round}`}>
          <table className="table table--wide">
            <caption>
              Selectie van {ronde.name} in speelronde {ronde.round}
            </caption>
            <thead>
              <tr>
                <th scope="col">Speler</th>
                <th scope="col">Club</th>
                <th scope="col">Positie</th>
                <th scope="col" className="num">
                  Punten
                </th>
                {EVENT_LABELS.map((e) => (
                  <th key={e.event} scope="col" className="num">
                    <abbr title={e.full}>{e.short}</abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ronde.spelers.map((s) => (
                <tr key={s.playerId}>
                  <td className="name">{s.name}</td>
                  <td>{s.clubName}</td>
                  <td>{s.position}</td>
                  <td className="num strong">{formatNumber(s.points)}</td>
                  {EVENT_LABELS.map((e) => (
                    <td key={e.event} className="num">
                      {formatNumber(s.perEvent[e.event] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  Totaal speelronde {ronde.round}
                </th>
                <td className="num strong">{formatNumber(ronde.totalScore)}</td>
                <td colSpan={EVENT_LABELS.length} />
              </tr>
            </tfoot>
          </table>
        </TableScroll>
      )}
    </QueryView>
  );
}
