import { msg } from '@lingui/core/macro';
import { detailPath } from '../../lib/paths';

/**
 * The modules a location is kept in (spec part 2 §2 "Location: settings, tasks, name variations, ration
 * setting, priority lists for hotels, superiors and emergency transfers", plus its meeting points). The
 * overview at /location-modules lists them; each is a section of the location's detail screen with this anchor.
 */
export const locationModules = [
  {
    anchor: 'settings',
    title: msg`Settings`,
    description: msg`Country, region and whether services here are processed automatically.`,
  },
  {
    anchor: 'ration',
    title: msg`Ration replacements`,
    description: msg`The meal served instead of each meal plan, where this place needs one.`,
  },
  {
    anchor: 'name-variations',
    title: msg`Name variations`,
    description: msg`Other spellings of the name, so searches and imports still find the location.`,
  },
  {
    anchor: 'meeting-points',
    title: msg`Meeting points`,
    description: msg`Where transfers and services start and end, named in English, Spanish and German.`,
  },
  {
    anchor: 'priority-lists',
    title: msg`Priority lists`,
    description: msg`Hotels, superior hotels and emergency transfer providers, in the order to ask them.`,
  },
  {
    anchor: 'tasks',
    title: msg`Tasks`,
    description: msg`Work to do about this location, with what is pending and what is overdue.`,
  },
] as const;

export type LocationModule = (typeof locationModules)[number]['anchor'];

/** The element id of a module's section on the detail screen (the link's #fragment). */
export const moduleAnchor = (module: LocationModule) => `module-${module}`;

export const locationModulePath = (id: number, module: LocationModule) =>
  `${detailPath('location', id)}#${moduleAnchor(module)}`;
