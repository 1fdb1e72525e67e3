import type { Reglement } from '@clubelf/contract';

/**
 * The rules the engine applies where the rule book itself is silent (docs: packages/engine),
 * written down for participants so no standing ever surprises them.
 */
export function BijzondereGevallen({ reglement: r }: { reglement: Reglement }) {
  return (
    <section>
      <h2>Bijzondere gevallen</h2>
      <ul>
        <li>
          Punten en kaartpunten tellen pas als de uitslag van de wedstrijd is ingevoerd. Een
          speelronde waarvan een deel van de wedstrijden gespeeld is, telt meteen mee in de standen.
        </li>
        <li>
          Een tweede gele kaart kost de punten van de tweede gele kaart én die van de eerste gele
          kaart. Kaartpunten voor de fairplaycup tellen alleen in de speelrondes waarin de speler in
          je selectie stond.
        </li>
        <li>
          Een vertrokken speler scoort vanaf de speelronde van zijn vertrek geen punten en geen
          kaartpunten meer, en telt dan niet meer mee voor het maximum per club.
        </li>
        <li>
          Een transferperiode omvat alle transfers die in dezelfde speelronde ingaan: daarin mag je
          maximaal {r.maxTransfers} spelers wisselen. Is je selectie door een clubwissel over het
          maximum per club gekomen, dan mag dat zo blijven, zolang je er geen speler van die club
          bij haalt.
        </li>
        <li>
          De positieverandering vergelijkt met de stand na de vorige speelronde met uitslagen; in
          een subcompetitie met de stand binnen die subcompetitie.
        </li>
        <li>
          De eerste seizoenshelft is de helft van de speelrondes, naar beneden afgerond (nu t/m
          speelronde {r.herbstmeisterRound}).
        </li>
        <li>Haal je je beste rondescore vaker, dan noemt de highscorecup de eerste keer.</li>
        <li>
          Een bekerduel is beslist zodra de hele speelronde gespeeld is. In de teambeker telt het
          gemiddelde van alle deelnemers van het team.
        </li>
        <li>Staan deelnemers op een gedeelde positie, dan staan ze op alfabetische volgorde.</li>
        <li>
          Je telt mee in de standen zodra je selectie van 11 spelers er is; wie (in een nieuw
          seizoen) nog geen selectie heeft, staat er nog niet in.
        </li>
        {r.laatkomerRegel ? <li data-testid="laatkomer-regel">{r.laatkomerRegel}</li> : null}
      </ul>
    </section>
  );
}
