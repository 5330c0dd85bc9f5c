// This test reads the repository's files: Node types here only, the web app has none.
/// <reference types="node" />
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routePages } from '../src/app/routePages';
import { detailKinds, detailPath, detailRoute, pathTo } from '../src/lib/paths';
import { type RouteName, routes, signedInRoutes } from '../src/lib/routeTable';

const names = Object.keys(routes) as RouteName[];
const parameterCount = (path: string) => path.split('/').filter((part) => part.startsWith(':')).length;
/** The routes whose path matches an address: exactly one for any address the builders make. */
const routesMatching = (address: string) =>
  [...names.map((name) => routes[name].path), ...signedInRoutes.map((route) => route.path)]
    .filter((path, index, all) => all.indexOf(path) === index)
    .filter((path) => matchPath(path, address.split(/[?#]/)[0]!));

describe('paths', () => {
  it('builds every kind of detail address on the route of the table it names, and no other', () => {
    for (const kind of detailKinds) {
      const route = routes[detailRoute(kind)];
      const ids = Array.from({ length: parameterCount(route.path) }, (_, i) => 7 + i);
      const address = (detailPath as (kind: string, ...ids: number[]) => string)(kind, ...ids);
      expect(routesMatching(address), `${kind} → ${address}`).toEqual([route.path]);
      expect(matchPath(route.path, address)?.params).toEqual(
        Object.fromEntries(route.path.match(/:\w+/g)!.map((param, i) => [param.slice(1), String(ids[i])])),
      );
    }
  });

  it('fills parameters in the order the path names them', () => {
    expect(detailPath('trip', 4)).toBe('/trip-details/4');
    expect(detailPath('dossier', 3, 9)).toBe('/dossier-details/3/9');
    expect(detailPath('route', 1, 2)).toBe('/route-details/1/2');
    expect(pathTo('tripHistory', 4)).toBe('/trip-details/4/history');
    expect(pathTo('report', 'vat_report')).toBe('/reports/vat_report');
    expect(pathTo('trips')).toBe('/trips');
    // @ts-expect-error a route takes as many ids as its path has parameters
    pathTo('routeDetails', 1);
  });

  it('gives every route of the table a screen in the router, and the router no route the table lacks', () => {
    expect(Object.keys(routePages).sort()).toEqual([...names].sort());
    for (const name of names) expect(routePages[name], name).toBeTruthy();
  });

  it('lets only the route table spell a detail path: links use the builders', () => {
    const src = join(__dirname, '../src');
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((entry) => {
        const path = join(dir, entry);
        if (statSync(path).isDirectory()) return entry === 'locales' ? [] : files(path);
        return /\.tsx?$/.test(entry) ? [path] : [];
      });
    const prefixes = names
      .map((name) => routes[name].path)
      .filter((path) => path.includes('/:'))
      .map((path) => path.slice(0, path.indexOf('/:') + 1));
    const spelled = files(src).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      // An import path (…/modules/reports/…) is not a link: the prefix must not follow a name.
      return prefixes
        .filter((prefix) => new RegExp(`(?<![\\w.-])${prefix}`).test(text))
        .map((prefix) => `${relative(src, file)}: ${prefix}`);
    });
    expect(spelled.filter((line) => !line.startsWith('lib/routeTable.ts:'))).toEqual([]);
  });
});
