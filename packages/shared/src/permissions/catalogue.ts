/**
 * The permission catalogue: sections → permissions → capabilities (spec part 1 §3 user group, §6).
 * A permission key is also the key of the `right` map the client reads.
 */
export const capabilities = ['view', 'create', 'edit'] as const;
export type Capability = (typeof capabilities)[number];

export interface PermissionDef {
  key: string;
  name: string;
  capabilities: readonly Capability[];
}
export interface SectionDef {
  key: string;
  name: string;
  permissions: readonly PermissionDef[];
}

const all = capabilities;
const viewOnly = ['view'] as const;
const p = (key: string, name: string, caps: readonly Capability[] = all): PermissionDef => ({
  key,
  name,
  capabilities: caps,
});

export const catalogue: readonly SectionDef[] = [
  {
    key: 'operations',
    name: 'Operations',
    permissions: [
      p('trips', 'Trips'),
      p('tasks', 'Tasks'),
      p('transfers', 'Transfers'),
      p('dossiers', 'Dossiers'),
      p('itineraries', 'Itineraries'),
    ],
  },
  {
    key: 'suppliers',
    name: 'Providers and locations',
    permissions: [p('providers', 'Providers'), p('locations', 'Locations')],
  },
  { key: 'finance', name: 'Finance', permissions: [p('invoices', 'Invoices')] },
  {
    key: 'reports',
    name: 'Reports',
    permissions: [
      p('next_days_report', 'Next Days', viewOnly),
      p('next_days_stats', 'Next Days Trips Stats', viewOnly),
      p('next_days_trips_stats_report', 'Next Days Trips Stats (dashboard)', viewOnly),
      p('vat_report', 'VAT', viewOnly),
      p('locations_report', 'Locations', viewOnly),
      p('accommodations_report', 'Accommodations', viewOnly),
      p('luggage_transfers_report', 'Luggage Transfers', viewOnly),
      p('normal_transfers_report', 'Normal Transfers', viewOnly),
      p('other_services_report', 'Other Services', viewOnly),
      p('prepayments_report', 'Prepayments', viewOnly),
      p('active_tasks_report', 'Active Tasks', viewOnly),
      p('overdue_pending_tasks_report', 'Overdue vs Pending Tasks', viewOnly),
      p('completed_total_tasks_report', 'Completed vs Total Tasks', viewOnly),
      p('tasks_summary_report', 'Tasks Summary', viewOnly),
      p('hospedajes', 'Hospedajes', viewOnly),
    ],
  },
  {
    key: 'administration',
    name: 'Administration',
    permissions: [
      p('users', 'Users'),
      p('user_groups', 'User groups'),
      p('outbox', 'Outbox', viewOnly),
      // Edit retries a failed job and resends a failed email.
      p('jobs', 'Jobs', ['view', 'edit']),
    ],
  },
  {
    key: 'settings',
    name: 'Settings',
    permissions: [
      p('zoho_settings', 'Zoho settings'),
      p('zoho_accounts', 'Zoho accounts'),
      p('hospedajes_settings', 'Hospedajes settings'),
      p('branding', 'Branding'),
      p('email_accounts', 'Email accounts'),
      p('email_templates', 'Email templates'),
      p('ota_settings', 'OTA settings'),
      p('countries_settings', 'Countries'),
      p('currency', 'Currency'),
      p('tags_settings', 'Tags'),
      p('tasks_settings', 'Task settings'),
      p('booking_settings', 'Booking settings'),
      p('camino_settings', 'Camino settings'),
      p('document_settings', 'Document settings'),
      p('undefined_time_settings', 'Undefined-time settings'),
      p('vat_settings', 'VAT settings'),
      p('mail_reminder_settings', 'Mail reminder settings'),
      p('security_settings', 'Security settings'),
    ],
  },
];

export const permissionKeys: readonly string[] = catalogue.flatMap((s) =>
  s.permissions.map((perm) => perm.key),
);
