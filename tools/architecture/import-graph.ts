import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript-js';

export const repoRoot = resolve(import.meta.dirname, '../..');

/** Every .ts/.tsx file under a folder of the repository, as repository-relative paths. */
export function sourceFiles(folder: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(relative(repoRoot, full));
    }
  };
  walk(join(repoRoot, folder));
  return out.sort();
}

const extensions = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The repository file a relative import names, or null for a package import. */
function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = join(dirname(join(repoRoot, from)), specifier);
  for (const ext of extensions) {
    const candidate = base + ext;
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(repoRoot, candidate);
  }
  return null;
}

/** The files each file imports (static, dynamic and type-only imports alike), within the repository. */
export function importGraph(files: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const info = ts.preProcessFile(readFileSync(join(repoRoot, file), 'utf8'), true, true);
    const targets = info.importedFiles
      .map((ref) => resolveImport(file, ref.fileName))
      .filter((target): target is string => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The strongly connected groups of more than one file: each is an import cycle. */
export function importCycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    indexOf.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indexOf.get(next)!));
    }
    if (low.get(node) !== indexOf.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const node of graph.keys()) if (!indexOf.has(node)) visit(node);
  return cycles;
}

/** Whether an import or export declaration brings only types (erased at runtime). */
function typeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) return node.isTypeOnly;
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return (
    !clause.name &&
    named !== undefined &&
    ts.isNamedImports(named) &&
    named.elements.length > 0 &&
    named.elements.every((e) => e.isTypeOnly)
  );
}

/** What a file loads when it runs: the specifiers of its imports and re-exports, type-only ones left out. */
export function runtimeSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(join(repoRoot, file), 'utf8'),
    ts.ScriptTarget.Latest,
  );
  const specifiers: string[] = [];
  for (const node of source.statements) {
    if (!(ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) || typeOnly(node)) continue;
    const spec = node.moduleSpecifier;
    if (spec && ts.isStringLiteral(spec)) specifiers.push(spec.text);
  }
  return specifiers;
}

/** The files each file imports at runtime: type-only imports and exports left out. */
export function runtimeImportGraph(files: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = runtimeSpecifiers(file)
      .map((spec) => resolveImport(file, spec))
      .filter((target): target is string => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The module folder a file belongs to (`<app>/modules/<name>/…`), or null outside the modules. */
const moduleOf = (file: string) => /\/modules\/([^/]+)\//.exec(file)?.[1] ?? null;

/** The graph of modules: which module imports which other, from a file graph. */
export function moduleGraph(graph: Map<string, string[]>): Map<string, string[]> {
  const modules = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = moduleOf(file);
    if (!from) continue;
    const into = modules.get(from) ?? new Set<string>();
    for (const target of targets) {
      const to = moduleOf(target);
      if (to && to !== from) into.add(to);
    }
    modules.set(from, into);
  }
  return new Map([...modules].map(([name, into]) => [name, [...into]]));
}
