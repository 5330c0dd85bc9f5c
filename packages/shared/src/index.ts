export * from './api/envelope.ts';
export * from './list/index.ts';
export * from './modules/auth/auth.schema.ts';
export * from './permissions/index.ts';
export * from './validation/index.ts';
