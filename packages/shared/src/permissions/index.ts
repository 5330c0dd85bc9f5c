export * from './catalogue.ts';
export * from './rights.ts';
