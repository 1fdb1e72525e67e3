// The privacy statement: a default Dutch text the organiser may replace, filled in with the
// retention setting, the contact line and how long a shared cache keeps a closed season's
// answers (seizoenen/season-sources.ts: it promises what the headers say). Placeholders stay
// in the stored text, so a changed setting shows in the statement at once. A list item is one
// line: the site's markdown (apps/web/src/lib/markdown.tsx) does not continue an item.

import { ARCHIVE_SHARED_CACHE_MINUTES } from '../../read-model/archive/season-sources';

export const STANDAARD_PRIVACYTEKST = `# Privacyverklaring

De supportersvereniging organiseert deze superelf-competitie. Hier lees je welke gegevens we
van je bewaren, waarom, hoe lang, en hoe je ze kunt inzien, laten verbeteren of laten wissen.
We houden ons aan de Algemene verordening gegevensbescherming (AVG).

## Wat we bewaren

- je **naam** en de **naam van je team**;
- je **e-mailadres** en, als je het opgeeft, je **telefoonnummer**;
- je **selectie** van 11 spelers en je **transfers**;
- of en wanneer je de **inleg** hebt betaald, en hoe (contant, overboeking of Tikkie);
- je **aanmelding** via de site, met de opmerkingen van de organisatie daarbij;
- als je inlogt als deelnemer: je **account** (je e-mailadres en wanneer je het laatst inlogde), je **inloglinks** (alleen onherkenbaar gemaakt bewaard; een link werkt één keer, 15 minuten of, als de organisatie hem maakt, 7 dagen) en, als je die toevoegt, je **passkeys** (de publieke sleutel, de naam van het apparaat en wanneer je hem toevoegde en het laatst gebruikte; de geheime sleutel blijft op je apparaat);
- als je **meldingen** aanzet: per browser het adres van zijn meldingendienst, de sleutels waarmee we een melding voor die browser versleutelen en wanneer er het laatst een aankwam.

Op je eigen apparaat onthoudt je browser de deelnemer die je als jouw superelf kiest: in zijn
eigen opslag en in het cookie "clubelf-deelnemer", dat alleen het nummer van die deelnemer bevat,
een jaar blijft staan en verdwijnt als je geen deelnemer meer kiest. Zo opent de site meteen met
jouw team. Log je in, dan bewaart je browser ook je inlog. We gebruiken geen cookies om je te
volgen of voor advertenties.

Je naam, je teamnaam, je selectie en je punten staan op de site: dat is de competitie. Je
e-mailadres en telefoonnummer staan nergens op de site en worden niet aan anderen gegeven.

## Waarom

- om de competitie te spelen: de standen, de bekers en de prijzen berekenen en tonen;
- om contact met je op te nemen over je aanmelding, je selectie, de inleg of een prijs.

## Hoe lang

- Je e-mailadres en telefoonnummer bewaren we tot **{bewaarMaanden} maanden** na het einde van het seizoen. Is je aanmelding geweigerd, dan wissen we ze {bewaarMaanden} maanden na dat besluit. Daarna worden ze vanzelf gewist. Een account waarmee je {bewaarMaanden} maanden niet hebt ingelogd, verwijderen we vanzelf, met je inloglinks, passkeys en de apparaten waarop je meldingen kreeg.
- Je account, inloglinks, passkeys en meldingen wissen we samen met je e-mailadres en telefoonnummer; daarmee ben je ook overal uitgelogd.
- Je naam, teamnaam en uitslagen blijven in het archief van afgelopen seizoenen staan (de erelijst en de eindstanden). Wil je dat niet, vraag dan om je naam te anonimiseren.

## Je rechten

Je mag altijd vragen om:

- **inzage**: we sturen je alles wat we van je bewaren, als bestand;
- **correctie**: we verbeteren wat niet klopt;
- **verwijdering**: we wissen je e-mailadres en telefoonnummer, en op verzoek vervangen we je naam in alle seizoenen door "Deelnemer" met een nummer. Draagt je team jouw naam, dan krijgt het team een neutrale naam ("Team Deelnemer" met dat nummer); spelen er anderen in je team, dan overleggen we dat eerst met je.

Na het vervangen toont de site je naam meteen nergens meer. De tussenserver die de pagina's van afgelopen seizoenen bewaart, haalt ze uiterlijk na {cacheMinuten} minuten opnieuw op. Heeft iemand een pagina eerder bekeken, dan kan zijn of haar eigen browser die kopie nog tot een week bewaren; een plaatje dat al in een chat gedeeld is, kunnen we niet terughalen.

Vraag het aan de organisatie: {contact}. We reageren binnen een maand. Ben je het niet eens
met hoe we met je gegevens omgaan, dan kun je een klacht indienen bij de Autoriteit
Persoonsgegevens.
`;

export const STANDAARD_CONTACT = 'de organisatie van de supportersvereniging';

/** The statement as the site shows it. */
export function fillStatement(tekst: string, bewaarMaanden: number, contact: string): string {
  return tekst
    .replaceAll('{bewaarMaanden}', String(bewaarMaanden))
    .replaceAll('{cacheMinuten}', String(ARCHIVE_SHARED_CACHE_MINUTES))
    .replaceAll('{contact}', contact.trim() === '' ? STANDAARD_CONTACT : contact.trim());
}
