export * from './examples.ts';
export * from './limits.ts';
export * from './messages.ts';
export * from './registry.ts';
export * from './templates.schema.ts';
export * from './variables.ts';
