import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { QueryView } from '../../components/query-view';
import { TableScroll } from '../../components/ui/table';
import { formatNumber } from '../../lib/format';
import { useSeizoen } from '../../lib/seizoen';
import { useSiteLinks } from '../../lib/site-links';
import { deelnemerRondeQuery } from './api';
import styles from './deelnemer-page.module.css';
import { nogTeSpelenTekst } from './nog-te-spelen';
import { PuntenOfNogTeSpelen } from './punten-of-nog-te-spelen';

/**
 * The participant's 11 of one round (the latest) with that round's points: each player leads to
 * his page, his club to its page. Name and points are the two columns, so a phone shows both.
 * In a round in progress a player whose match is still to come names it instead of a 0.
 */
export function DeelnemerTeam({ deelnemerId, round }: { deelnemerId: number; round: number }) {
  const query = useQuery(deelnemerRondeQuery(deelnemerId, round, useSeizoen().id));
  const links = useSiteLinks();
  return (
    <QueryView query={query} notFound="Voor deze speelronde is geen selectie bekend.">
      {(ronde) => (
        // "Tabel: ": the page's section around it is named "Team in speelronde" already, and two
        // landmarks of one name cannot be told apart (axe's landmark-unique).
        <TableScroll label={`Tabel: team in speelronde ${round}`}>
          <table className={`table table--compact ${styles.tikbaar}`}>
            <caption className="sr-only">
              Team van {ronde.name} in speelronde {ronde.round}
            </caption>
            <thead>
              <tr>
                <th scope="col">Speler</th>
                <th scope="col" className="num">
                  Punten
                </th>
              </tr>
            </thead>
            <tbody>
              {ronde.spelers.map((s) => {
                const nogTeSpelen = nogTeSpelenTekst(s.wedstrijd);
                return (
                  <tr key={s.playerId}>
                    <td className="name">
                      <Link to={links.speler(s.playerId)}>{s.name}</Link>
                      <span className={styles.sub}>
                        <Link to={links.club(s.clubId)}>{s.clubName}</Link> · {s.position}
                      </span>
                      {nogTeSpelen && <span className={styles.sub}>{nogTeSpelen}</span>}
                    </td>
                    <td className="num strong">
                      <PuntenOfNogTeSpelen speler={s} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Totaal speelronde {ronde.round}</th>
                <td className="num strong">{formatNumber(ronde.totalScore)}</td>
              </tr>
            </tfoot>
          </table>
        </TableScroll>
      )}
    </QueryView>
  );
}
