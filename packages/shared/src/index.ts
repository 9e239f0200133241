// @fundi/shared: the contracts, rules, texts and constants both apps use (STYLE.md).
// Pure: zod only, no Node, no DOM, no database.
export * from './account';
export * from './auth';
export * from './catalogue';
export * from './constants';
export * from './contact';
export * from './dates';
export * from './error-codes';
export * from './email-change';
export * from './google-sign-in';
export * from './identifier';
export * from './language';
export * from './language-schemas';
export * from './messages';
export * from './money';
export * from './mpesa';
export * from './orders';
export * from './payments';
export * from './booking';
export * from './password';
export * from './photos';
export * from './profile';
export * from './rating';
export * from './reviews';
export * from './sellers';
export * from './services';
export * from './api';
