import { describe, expect, it } from 'vitest';
import { textOf } from '../src/i18n/tr';
import { routes, signedInRoutes } from '../src/lib/routeTable';

const paths = signedInRoutes.map((route) => route.path);

describe('signed-in route table', () => {
  it('has every signed-in route of spec part 1 §2', () => {
    const spec = [
      '/settings-menu',
      '/settings-section/:id',
      '/profiles',
      '/user-management',
      '/locations',
      '/add-new-location',
      '/location-modules',
      '/location-modules/:id',
      '/providers',
      '/add-provider',
      '/provider-details/:id',
      '/trips',
      '/new-trip',
      '/trip-details/:id',
      '/trip-details/:id/history',
      '/transfers',
      '/add-transfer',
      '/route-details/:id/:id2',
      '/tasks',
      '/add-task',
      '/task-details/:id',
      '/dossiers',
      '/add-dossier',
      '/dossier-details/:id/:dossier_setting_id',
      '/invoices',
      '/add-invoice',
      '/invoice-details/:id',
      '/zoho-settings',
      '/zoho-accounts',
      '/branding',
      '/email-accounts',
      '/ota-settings',
      '/countries-settings',
      '/currency',
      '/tags-settings',
      '/tasks-settings',
      '/booking-request',
      '/no-response-to-cancellation-luggage-transfer',
      '/normal-transfers-new-comments',
      '/no-response-to-cancellation-other-services',
    ];
    expect(paths).toEqual(expect.arrayContaining(spec));
  });

  it('has every email-template page and no path twice', () => {
    expect(new Set(paths).size).toBe(paths.length);
    // 33 module pages (with the outbox, jobs, the luggage manifest and the itineraries), 9 settings pages, 16 + 9 + 9 + 9 template pages ("prepayment-proforma-request/booking" is two), the customer documents email and the travellers' page link email.
    expect(paths.length).toBe(33 + 9 + 45);
    expect(paths).toEqual(expect.arrayContaining(['/customer-documents', '/traveller-page-link']));
  });

  it("holds every named route, and only the shell's home and reports outside the spec's table", () => {
    const outside = Object.entries(routes)
      .filter(([, route]) => !paths.includes(route.path))
      .map(([name]) => name);
    expect(outside).toEqual(['home', 'report']);
  });

  it('titles every page', () => {
    for (const route of signedInRoutes) expect(textOf(route.title).trim()).not.toBe('');
  });
});
