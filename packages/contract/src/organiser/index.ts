// The organiser's API: request and response schemas of every /api/organiser endpoint.
export * from './common';
export * from './seizoen';
export * from './clubs';
export * from './spelers';
export * from './speelschema';
export * from './uitslag';
export * from './deelnemers';
export * from './transferperiodes';
export * from './bekers';
export * from './logboek';
export * from './inleg';
export * from './aanmeldingen';
export * from './privacy';
export * from './berichten-instellingen';
export * from './paths';
export * from './import';
