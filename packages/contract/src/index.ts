// The API contract: zod schemas and types of every request and response, shared by the
// server (validation and serialization) and the web app (types). Its zod-free part (paths, lists,
// names) is an entry of its own, `@clubelf/contract/constants`, for the public pages.
export * from './common';
export * from './name-rule';
export * from './names';
export * from './closest-names';
export * from './info';
export * from './huisstijl';
export * from './standen';
export * from './periodetitels';
export * from './teams';
export * from './beker';
export * from './spelers';
export * from './clubs';
export * from './wedstrijden';
export * from './bulletin';
export * from './deelnemers';
export * from './seizoenen';
export * from './accounts';
export * from './mijn';
export * from './passkeys';
export * from './berichten';
export * from './push';
export * from './passkeys';
export * from './mijn-transfers';
export * from './backup';
export * from './live';
export * from './aanmeldingen';
export * from './constants';
export * from './organiser';
