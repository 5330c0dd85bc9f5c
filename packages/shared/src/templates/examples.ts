import type { TemplateVariable } from './variables.ts';

export type TemplateData = { [key: string]: string | number | TemplateData };

/** Dotted names and their values as the nested object a template reads (`trip.name` → {trip: {name}}). */
export function nestValues(
  variables: readonly TemplateVariable[],
  value: (variable: TemplateVariable) => string | number,
): TemplateData {
  const data: TemplateData = {};
  for (const variable of variables) {
    const path = variable.name.split('.');
    let node = data;
    for (const key of path.slice(0, -1)) {
      node[key] ??= {};
      node = node[key] as TemplateData;
    }
    node[path.at(-1)!] = value(variable);
  }
  return data;
}

/** Whether a name used in a template is one of its variables, or an object holding some of them. */
export function isKnownName(name: string, variables: readonly TemplateVariable[]): boolean {
  return variables.some((v) => v.name === name || v.name.startsWith(`${name}.`));
}
