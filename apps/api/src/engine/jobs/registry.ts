import type { JobDefinition } from './define.ts';

// biome-ignore lint/suspicious/noExplicitAny: a registry holds definitions of every payload type
export type AnyJobDefinition = JobDefinition<any>;

/** The job kinds one server runs; a server leaves kinds it does not know to servers that do. */
export function createJobRegistry(definitions: readonly AnyJobDefinition[]) {
  const byKind = new Map<string, AnyJobDefinition>();
  for (const definition of definitions) {
    if (byKind.has(definition.kind)) throw new Error(`Job kind ${definition.kind} is defined twice`);
    byKind.set(definition.kind, definition);
  }
  return {
    definitions,
    kinds: [...byKind.keys()],
    get: (kind: string) => byKind.get(kind),
  };
}

export type JobRegistry = ReturnType<typeof createJobRegistry>;
