import { can, type Rights } from '@trips/shared/permissions/rights';
import { type PageRoute, type RouteName, routes } from './routeTable';

type Id = number | string;

/** One value for each `:parameter` of a route's path, in order. */
type Params<Path extends string> = Path extends `${string}:${string}/${infer Rest}`
  ? [Id, ...Params<Rest>]
  : Path extends `${string}:${string}`
    ? [Id]
    : [];

type ParamsOf<Name extends RouteName> = Params<(typeof routes)[Name]['path']>;

/** The address of a screen of the route table, its parameters filled in the order the path names them. */
export function pathTo<Name extends RouteName>(name: Name, ...ids: ParamsOf<Name>): string {
  const values: Id[] = ids;
  let next = 0;
  return routes[name].path.replace(/:\w+/g, () => encodeURIComponent(String(values[next++])));
}

/** The user may be offered the screen: it needs no permission, or they hold its 'view'. */
export function mayOpen(rights: Rights | null | undefined, name: RouteName): boolean {
  const { permission } = routes[name] as PageRoute;
  return !permission || can(rights, permission, 'view');
}

/** The detail screen of each kind of record: a new kind is one line here. */
const detailRoutes = {
  trip: 'tripDetails',
  provider: 'providerDetails',
  location: 'locationDetails',
  task: 'taskDetails',
  invoice: 'invoiceDetails',
  /** A dossier is opened at one of its settings: (dossier id, setting id). */
  dossier: 'dossierDetails',
  itinerary: 'itineraryDetails',
  /** A transfer route: (start location id, end location id). */
  route: 'routeDetails',
} as const satisfies Record<string, RouteName>;

export type DetailKind = keyof typeof detailRoutes;

export const detailKinds = Object.keys(detailRoutes) as DetailKind[];

export const isDetailKind = (kind: string): kind is DetailKind => kind in detailRoutes;

/** The route a kind of record is shown on. */
export const detailRoute = <Kind extends DetailKind>(kind: Kind) => detailRoutes[kind];

/** The address of a record's detail screen. */
export function detailPath<Kind extends DetailKind>(
  kind: Kind,
  ...ids: ParamsOf<(typeof detailRoutes)[Kind]>
): string {
  return (pathTo as (name: RouteName, ...ids: Id[]) => string)(detailRoutes[kind], ...ids);
}
