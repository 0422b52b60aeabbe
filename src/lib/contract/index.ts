export * from './errors.ts';
export * from './session.ts';
export * from './settings.ts';
export * from './catalog.ts';
export * from './price-guide.ts';
export * from './users.ts';
export * from './saved-searches.ts';
