import { fullRights } from '@trips/shared/permissions/rights';
import { describe, expect, it } from 'vitest';
import { unreadBadgeLabel } from '../src/app/layout/unreadBadge';
import { isNavItemActive, isReportsActive, navItems, visibleNavItems } from '../src/lib/navItems';
import { visibleReports } from '../src/lib/reports';

const item = (label: string) =>
  navItems.find((entry) => (entry.label as { message?: string }).message === label)!;

describe('header links', () => {
  it('lists the spec links in order', () => {
    expect(navItems.map((entry) => (entry.label as { message?: string }).message)).toEqual([
      'Home',
      'Tasks',
      'Trips',
      'Providers',
      'Locations',
      'Transfers',
      'Dossiers',
      'Itineraries',
      'Invoices',
    ]);
  });

  it.each([
    ['Tasks', '/task-details/5'],
    ['Trips', '/trip-details/5/history'],
    ['Providers', '/provider-details/9'],
    ['Locations', '/location-modules/3'],
    ['Locations', '/location-modules'],
    ['Transfers', '/route-details/1/2'],
    ['Dossiers', '/dossier-details/1/4'],
    ['Itineraries', '/itineraries/7'],
    ['Itineraries', '/itineraries/new'],
    ['Invoices', '/invoice-details/8'],
  ])('%s stays active on %s', (label, path) => {
    expect(isNavItemActive(item(label), path)).toBe(true);
  });

  it('shows Itineraries only to those who view them', () => {
    const labels = (rights: Parameters<typeof visibleNavItems>[0]) =>
      visibleNavItems(rights).map((entry) => (entry.label as { message?: string }).message);
    expect(labels(fullRights())).toContain('Itineraries');
    expect(labels({ trips: ['view'] })).not.toContain('Itineraries');
    expect(labels({ trips: ['view'] })).toContain('Dossiers');
  });

  it('does not match a path that only shares a prefix', () => {
    expect(isNavItemActive(item('Trips'), '/trips-archive')).toBe(false);
    expect(isNavItemActive(item('Home'), '/trips')).toBe(false);
    expect(isReportsActive('/reports/vat_report')).toBe(true);
  });
});

describe('unread badge', () => {
  it('shows nothing for no unread notifications and caps at 999', () => {
    expect(unreadBadgeLabel(undefined)).toBeNull();
    expect(unreadBadgeLabel(0)).toBeNull();
    expect(unreadBadgeLabel(7)).toBe('7');
    expect(unreadBadgeLabel(999)).toBe('999');
    expect(unreadBadgeLabel(1000)).toBe('999');
    expect(unreadBadgeLabel(123456)).toBe('999');
  });
});

describe('reports dropdown', () => {
  it('lists only reports whose right contains view', () => {
    const rights = { vat_report: ['view' as const], prepayments_report: ['create' as const] };
    expect(visibleReports(rights, false).map((report) => report.slug)).toEqual(['vat_report']);
    expect(visibleReports({}, false)).toEqual([]);
  });

  it('checks next_days_stats on desktop and next_days_report on mobile for Next Days Trips Stats', () => {
    const stats = (rights: Record<string, ('view' | 'create' | 'edit')[]>, mobile: boolean) =>
      visibleReports(rights, mobile).some((report) => report.slug === 'next_days_trips_stats');
    expect(stats({ next_days_stats: ['view'] }, false)).toBe(true);
    expect(stats({ next_days_stats: ['view'] }, true)).toBe(false);
    expect(stats({ next_days_report: ['view'] }, true)).toBe(true);
    expect(stats({ next_days_report: ['view'] }, false)).toBe(false);
  });

  it('shows every report to a user with full rights', () => {
    expect(visibleReports(fullRights(), false)).toHaveLength(14);
  });
});
