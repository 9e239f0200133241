// API response contracts (entities as the HTTP API returns them). Request bodies with
// docs/product.md §5 rules live beside the rules in ../ (auth.ts, orders.ts, ...).
export * from './common';
export * from './users';
export * from './catalogue';
export * from './search';
export * from './pros';
export * from './auth';
export * from './orders';
export * from './messages';
export * from './sellers';
export * from './trust';
// Every call the web app makes: method, path, request and answer schemas.
export * from './endpoints';
export * from './routes';
