// The organiser's API: request and response schemas of every /api/organiser endpoint.
export * from './common';
export * from './season';
export * from './clubs';
export * from './spelers';
export * from './schedule';
export * from './uitslag';
export * from './deelnemers';
export * from './transferperiodes';
export * from './bekers';
export * from './audit';
export * from './paths';
export * from './import';
