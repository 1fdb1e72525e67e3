// Invented but Dutch-sounding name material. Surnames are mostly composed from typical Dutch
// parts so that no list of real people is copied, and there are enough combinations for
// 100,000 unique participants.

// prettier-ignore
export const MANNELIJKE_VOORNAMEN = [
  'Jan', 'Piet', 'Kees', 'Henk', 'Bram', 'Daan', 'Sem', 'Lucas', 'Thijs', 'Ruben', 'Jesse',
  'Stijn', 'Bas', 'Joris', 'Wouter', 'Martijn', 'Jeroen', 'Niels', 'Koen', 'Sander', 'Tim',
  'Luuk', 'Milan', 'Teun', 'Gijs', 'Jasper', 'Floris', 'Maarten', 'Pieter', 'Wim', 'Ton', 'Gert',
  'Hans', 'Rob', 'Frank', 'Erik', 'Marco', 'Dennis', 'Roy', 'Rick', 'Mees', 'Siem', 'Olaf',
  'Jurre', 'Hidde', 'Sjoerd', 'Tjeerd', 'Wessel', 'Douwe', 'Freek', 'Arjen', 'Rutger', 'Job',
  'Mats', 'Levi', 'Finn', 'Noud', 'Cas', 'Guus', 'Joep', 'Ties', 'Huub', 'Lars', 'Dirk', 'Menno',
];

// prettier-ignore
export const VROUWELIJKE_VOORNAMEN = [
  'Anna', 'Emma', 'Sophie', 'Julia', 'Tess', 'Sanne', 'Lotte', 'Fleur', 'Iris', 'Femke', 'Anouk',
  'Eva', 'Lisa', 'Marieke', 'Ingrid', 'Els', 'Mieke', 'Annemarie', 'Joke', 'Truus', 'Wilma',
  'Petra', 'Karin', 'Linda', 'Sandra', 'Esther', 'Ilse', 'Noor', 'Saar', 'Roos', 'Fenna', 'Lieke',
  'Mirthe', 'Jet', 'Floor', 'Maud', 'Nina', 'Evi', 'Isa', 'Yara', 'Zoë', 'Liv', 'Hanna', 'Marloes',
  'Nienke', 'Jolien', 'Renske', 'Wendy', 'Bianca', 'Manon', 'Gerda', 'Hennie', 'Ria', 'Loes',
  'Tineke', 'Margriet', 'Anke', 'Carlijn', 'Merel', 'Sterre', 'Veerle', 'Eline', 'Jikke', 'Froukje',
];

/** Common surnames without a tussenvoegsel. */
// prettier-ignore
export const GEWONE_ACHTERNAMEN = [
  'Jansen', 'Bakker', 'Visser', 'Smit', 'Meijer', 'Mulder', 'Bos', 'Vos', 'Peters', 'Hendriks',
  'Dekker', 'Brouwer', 'Kok', 'Dijkstra', 'Smits', 'Verhoeven', 'Kuipers', 'Schouten', 'Willems',
  'Hoekstra', 'Koster', 'Prins', 'Huisman', 'Postma', 'Kuiper', 'Veenstra', 'Kramer', 'Scholten',
  'Wouters', 'Timmermans', 'Evers', 'Jonker', 'Molenaar', 'Brink', 'Schipper', 'Verbeek', 'Maas',
  'Hermans', 'Gerritsen', 'Koning', 'Sanders', 'Claassen', 'Wijnands', 'Driessen', 'Verschuren',
];

/** First halves of composed surnames (Veld + huis = Veldhuis). */
// prettier-ignore
export const ACHTERNAAM_BEGINNEN = [
  'Ooster', 'Wester', 'Noorder', 'Zuider', 'Hoog', 'Laag', 'Groen', 'Zand', 'Veld', 'Brom', 'Kool',
  'Ros', 'Wind', 'Blom', 'Steen', 'Eik', 'Hulst', 'Kamp', 'Mol', 'Rijn', 'Wolt', 'Haver', 'Beuk',
];

// prettier-ignore
export const ACHTERNAAM_EINDEN = [
  'man', 'mans', 'huis', 'hof', 'veld', 'kamp', 'beek', 'dijk', 'berg', 'stra', 'inga', 'ink',
  'horst', 'sma', 'ker', 'hout',
];

/** Surnames with a tussenvoegsel, as they go together (de Vries, van den Berg). */
// prettier-ignore
export const ACHTERNAMEN_MET_TUSSENVOEGSEL: readonly [string, string][] = [
  ['de', 'Vries'], ['de', 'Jong'], ['de', 'Boer'], ['de', 'Groot'], ['de', 'Wit'], ['de', 'Graaf'],
  ['de', 'Bruin'], ['de', 'Ruiter'], ['de', 'Haan'], ['de', 'Leeuw'], ['de', 'Kok'], ['de', 'Lange'],
  ['van', 'Dijk'], ['van', 'Leeuwen'], ['van', 'Vliet'], ['van', 'Wijk'], ['van', 'Dam'], ['van', 'Beek'],
  ['van', 'Rijn'], ['van', 'Aken'], ['van', 'Gelder'], ['van', 'Doorn'], ['van', 'Essen'], ['van', 'Loon'],
  ['van der', 'Meer'], ['van der', 'Linden'], ['van der', 'Heijden'], ['van der', 'Veen'],
  ['van der', 'Wal'], ['van der', 'Molen'], ['van der', 'Laan'], ['van der', 'Velden'],
  ['van den', 'Berg'], ['van den', 'Bosch'], ['van den', 'Heuvel'], ['van den', 'Brink'],
  ['van den', 'Broek'], ['van den', 'Akker'], ['van de', 'Velde'], ['van de', 'Kamp'], ['van de', 'Pol'],
  ['van de', 'Ven'], ['ter', 'Horst'], ['ter', 'Steege'], ['ter', 'Beek'], ['ten', 'Hoeve'],
  ['ten', 'Brink'], ['ten', 'Kate'], ['ten', 'Cate'], ['den', 'Hartog'], ['den', 'Ouden'],
];

/** Endings of composed surnames that read as a place, so 'van' fits before them (van Zandbeek). */
export const PLAATS_EINDEN = ['beek', 'dijk', 'berg', 'horst', 'hout', 'veld', 'kamp', 'hof'];

/** Invented place names, used for clubs and some teams. */
// prettier-ignore
export const PLAATSNAMEN = [
  'Wadbergen', 'Oosterhaven', 'Brakendam', 'Lindewijk', 'Heeselo', 'Rietmarken', 'Dorrenburg',
  'Valkensteyn', 'Ekelswaard', 'Grevenhorst', 'Molenrade', 'Zandmere', 'Hazelbroek', 'Kraaiendal',
  'Westerbrugge', 'Eemvliet', 'Sluiskerke', 'Ravensloot', 'Beukenrode', 'Tolhuizen', 'Wieringhem',
  'Hoogevelde', 'Veenmarke', 'Deurvoorde', 'Oudewaard', 'Kampenrade', 'Merelhoven', 'Zwanenburcht',
];
