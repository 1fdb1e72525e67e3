import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Card, cardClass } from '../../components/card';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
import { EmptyState } from '../../components/states';
import { useSeizoen, useSeizoenPad } from '../../lib/seizoen';
import { erelijstQuery, PrijzenLijst } from '../erelijst';
import { seizoenenQuery } from './api';
import { seizoenStatus } from './seizoen-status';
import styles from './archief.module.css';
import linkList from '../../components/link-list.module.css';

/** The archived season's pages, grouped as the menu groups them. */
const OVERZICHTEN: readonly { title: string; links: readonly [string, string][] }[] = [
  {
    title: 'Standen',
    links: [
      ['/standen/tussenstand', 'Eindstand'],
      ['/standen/fairplaycup', 'Fairplaycup'],
      ['/standen/highscorecup', 'Highscorecup'],
      ['/standen/herbstmeister', 'Herbstmeister'],
    ],
  },
  {
    title: 'Bekers en periodes',
    links: [
      ['/beker', 'Beker'],
      ['/teambeker', 'Teambeker'],
      ['/periodetitels/1', 'Periodetitels'],
    ],
  },
  {
    title: 'Teams',
    links: [
      ['/teamstanden/teamcompetitie', 'Teamcompetitie'],
      ['/teamstanden/subcompetities', 'Subcompetities'],
    ],
  },
  {
    title: 'Spelers',
    links: [
      ['/spelers/totaalscore', 'Totaalscore'],
      ['/spelers/geselecteerd', 'Geselecteerd'],
      ['/spelers/transfers', 'Transfers'],
      ['/spelers/actief', 'Actief'],
      ['/spelers/nieuw', 'Nieuw'],
      ['/spelers/vertrokken', 'Vertrokken'],
    ],
  },
  {
    title: 'Deelnemers en wedstrijden',
    links: [
      ['/deelnemers/scores', 'Scores per speelronde'],
      ['/info/wedstrijden', 'Wedstrijden'],
      ['/info/reglement', 'Reglement'],
    ],
  },
];

/** /archief/{id}: a closed season at a glance, its prize winners and its pages. */
export default function SeizoenOverzicht() {
  const { id, name } = useSeizoen();
  const pad = useSeizoenPad();
  const seizoen = useQuery(seizoenenQuery).data?.find((s) => s.id === id);
  const erelijst = useQuery(erelijstQuery);
  const ids = useId();
  return (
    <>
      <PageHeader title={name ?? 'Archief'}>{seizoen ? seizoenStatus(seizoen) : null}</PageHeader>
      <section aria-labelledby={`${ids}-prijzen`}>
        <h2 id={`${ids}-prijzen`}>Prijswinnaars</h2>
        <QueryView query={erelijst}>
          {(lijst) => {
            const prizes = lijst.find((e) => e.seizoenId === id)?.prizes;
            return prizes ? (
              <div className={`${cardClass.card} ${styles.prijzen}`}>
                <PrijzenLijst prizes={prizes} />
              </div>
            ) : (
              <EmptyState>Van dit seizoen zijn geen prijswinnaars bekend.</EmptyState>
            );
          }}
        </QueryView>
      </section>
      <section aria-labelledby={`${ids}-overzichten`} className={styles.sectie}>
        <h2 id={`${ids}-overzichten`}>Overzichten</h2>
        <div className={cardClass.grid}>
          {OVERZICHTEN.map((groep) => (
            <Card key={groep.title} title={groep.title}>
              <ul className={`link-list ${linkList.list}`}>
                {groep.links.map(([to, label]) => (
                  <li key={to}>
                    <Link to={pad(to)}>{label}</Link>
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </div>
      </section>
      <p className={styles.sectie}>
        <Link to="/archief">Alle seizoenen</Link> · <Link to="/erelijst">Erelijst</Link>
      </p>
    </>
  );
}
