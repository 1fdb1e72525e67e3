import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
import { Markdown } from '../../lib/markdown';
import { useSeizoen } from '../../lib/seizoen';
import { reglementQuery } from './api';
import { BijzondereGevallen } from './bijzondere-gevallen';
import { ScoreTable } from './score-table';
import prose from '../../components/prose.module.css';

const lijst = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} en ${items.at(-1)}`;

/** /info/reglement: the rules of docs/game.md in Dutch, with this season's numbers. */
export function ReglementPage() {
  const seizoen = useSeizoen();
  const query = useQuery(reglementQuery(seizoen.id));
  return (
    <>
      <PageHeader title="Reglement">
        {seizoen.id === null
          ? 'De spelregels van de Superelf voor dit seizoen.'
          : `De spelregels van de Superelf zoals ze golden in ${seizoen.name ?? 'dit seizoen'}.`}
      </PageHeader>
      <QueryView query={query}>
        {(r) => (
          <div className={prose.prose}>
            <section>
              <h2>Je selectie</h2>
              <p>
                Je kiest 11 spelers uit de competitie: 1 keeper en tien veldspelers in een van deze
                opstellingen: {lijst(r.formations)}. Je mag maximaal {r.maxPerClub} spelers van
                dezelfde club kiezen. Een selectie die niet aan de regels voldoet, wordt geweigerd
                met een melding welke regel niet klopt.
              </p>
            </section>
            <section>
              <h2>Transfers</h2>
              <p>
                Tijdens een transferperiode (meestal de winterstop) mag je maximaal {r.maxTransfers}{' '}
                spelers wisselen, steeds voor een speler op dezelfde positie, met ingang van een
                speelronde. De punten die je daarvoor hebt verdiend, blijven staan. Vertrokken
                spelers scoren geen punten meer tot je ze wisselt; nieuwe spelers zijn te kiezen
                vanaf de volgende transferperiode.
              </p>
              <p>
                Heeft de transferperiode een deadline, dan doe je je transfers zelf onder Mijn
                superelf, een voor een, met dezelfde regels. Tot de deadline (Nederlandse tijd) kun
                je ze terugdraaien en andere kiezen; daarna staan ze vast. Alleen de organisatie kan
                dan nog iets rechtzetten, tot de speelronde van de transferperiode uitslagen heeft.
              </p>
            </section>
            <section>
              <h2>Puntentelling</h2>
              <p>
                Elke speler verdient per wedstrijd punten met wat hij in die wedstrijd doet. Een
                speler die niet speelt, krijgt geen punten. Een invaller krijgt alle punten behalve
                die voor de basisplaats. Een uitgestelde wedstrijd telt mee voor de speelronde waar
                hij bij hoort, zodra de uitslag bekend is.
              </p>
              <ScoreTable rows={r.scoreTable} />
            </section>
            <section>
              <h2>Standen</h2>
              <ul>
                <li>
                  <strong>Tussenstand</strong>: de som van al je rondescores. Bij een gelijke score
                  deel je de positie (1, 2, 2, 4); binnen een gedeelde positie staan de namen op
                  alfabet. De pijltjes tonen de verandering sinds de vorige speelronde.
                </li>
                <li>
                  <strong>Fairplaycup</strong>: de minste kaartpunten van je gekozen spelers (geel{' '}
                  {r.cardPoints.geel}, tweede geel {r.cardPoints.tweedeGeel}, rood{' '}
                  {r.cardPoints.rood}). Bij gelijke kaartpunten gaat de hoogste totaalscore voor.
                </li>
                <li>
                  <strong>Highscorecup</strong>: je beste score in één speelronde.
                </li>
                <li>
                  <strong>Herbstmeister</strong>: de koploper na speelronde {r.herbstmeisterRound}{' '}
                  van de {r.roundCount}, het einde van de eerste seizoenshelft.
                </li>
              </ul>
              {r.inlegRegel ? <p data-testid="inleg-regel">{r.inlegRegel}</p> : null}
            </section>
            <section>
              <h2>Periodetitels</h2>
              <p>
                Het seizoen is verdeeld in {r.periodes.length} periodes. De stand van een periode
                telt alleen de speelrondes van die periode; wie bovenaan staat als alle rondes
                gespeeld zijn, wint de periodetitel. Een gedeelde eerste plaats is een gedeelde
                titel.
              </p>
              <ul>
                {r.periodes.map((p) => (
                  <li key={p.nummer}>
                    Periode {p.nummer}: speelronde {p.fromRound} t/m {p.toRound}
                  </li>
                ))}
              </ul>
            </section>
            <section>
              <h2>Beker</h2>
              <p>
                De beker is een knock-outtoernooi. Elke bekerronde hoort bij één speelronde; de
                paren worden door loting bepaald. Is het aantal deelnemers geen macht van twee, dan
                speelt een deel een voorronde en krijgen de anderen een vrijloting. Wie in de
                speelronde de hoogste score haalt, gaat door; bij gelijke score beslist de
                totaalscore tot en met die ronde, en daarna de loting.
              </p>
            </section>
            <section>
              <h2>Teamcompetitie en teambeker</h2>
              <p>
                Elk team krijgt als score het gemiddelde van de totaalscores van zijn deelnemers,
                met één decimaal. Een team telt mee vanaf {r.teamMinDeelnemers} deelnemers. De
                teambeker is een knock-outtoernooi tussen de teams op de gemiddelde score in de
                speelronde.
              </p>
            </section>
            <section>
              <h2>Subcompetities</h2>
              <p>Elke subcompetitie (bijvoorbeeld Jeugd of Dames) heeft een eigen tussenstand.</p>
            </section>
            <BijzondereGevallen reglement={r} />
            {r.extraText.trim() ? (
              <section>
                <h2>Aanvullende afspraken</h2>
                <Markdown source={r.extraText} />
              </section>
            ) : null}
          </div>
        )}
      </QueryView>
    </>
  );
}
