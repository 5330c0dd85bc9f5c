/**
 * The English sentences the API writes today that are not yet catalogue messages, each with who or why: a
 * sentence the scan finds must be in the catalogue or here, and an entry the scan no longer finds must go, so
 * the list only shrinks. Keyed by file and text (not line), so edits elsewhere in a file do not break it.
 */
export const allowedSentences: readonly (readonly [file: string, text: string, reason: string])[] = [
  [
    'apps/api/src/engine/backup/embedded.ts',
    'Not an embedded database.',
    'backup: an operator-run backup/restore error (CLI and start-up), not a staff screen',
  ],
  [
    'apps/api/src/engine/backup/folder-lock.ts',
    '{0} could not be written.',
    'backup: an operator-run backup/restore error (CLI and start-up), not a staff screen',
  ],
  [
    'apps/api/src/engine/backup/upgrade.ts',
    '{0} holds a PostgreSQL {1} database; this version reads 17 and 18.',
    'backup: an operator-run backup/restore error (CLI and start-up), not a staff screen',
  ],
  [
    'apps/api/src/http/screen-parts.ts',
    'The screen part {0} is registered twice',
    'developer error: a screen part registered twice at start-up',
  ],
  [
    'apps/api/src/engine/jobs/registry.ts',
    'Job kind {0} is defined twice',
    'developer error: a job kind defined twice at start-up',
  ],
  [
    'apps/api/src/engine/list/export/export.ts',
    'Unknown {0} column: {1}',
    'bad request: a column no screen asks for',
  ],
  [
    'apps/api/src/engine/list/registry.ts',
    "List '{0}': field '{1}' has no SQL in its binding",
    'developer error: a list binding checked at start-up',
  ],
  [
    'apps/api/src/engine/list/registry.ts',
    "List '{0}': field '{1}' is bound twice",
    'developer error: a list binding checked at start-up',
  ],
  [
    'apps/api/src/engine/list/registry.ts',
    "List '{0}': sort key '{1}' has no SQL in its binding",
    'developer error: a list binding checked at start-up',
  ],
  [
    'apps/api/src/engine/list/registry.ts',
    "List '{0}' is registered twice",
    'developer error: a list binding checked at start-up',
  ],
  [
    'apps/api/src/engine/settings/read-settings.ts',
    'Settings {0} hold a secret: read them with the secret box',
    'developer error: a settings read the code gets wrong',
  ],
  [
    'apps/api/src/engine/settings/read-settings.ts',
    'No numeric setting {0}.{1}',
    'developer error: a settings read the code gets wrong',
  ],
  [
    'apps/api/src/engine/settings/secret-box.ts',
    'The settings secret key must be 32 bytes',
    'start-up configuration error (SETTINGS_SECRET_KEY)',
  ],
  [
    'apps/api/src/engine/settings/secret-box.ts',
    'Not a sealed secret',
    'start-up configuration error (SETTINGS_SECRET_KEY)',
  ],
  [
    'apps/api/src/engine/settings/secret-key.ts',
    'Invalid configuration:\n  SETTINGS_SECRET_KEY: required with DATABASE_URL (64 hex characters: 32 random bytes)',
    'start-up configuration error (SETTINGS_SECRET_KEY)',
  ],
  [
    'apps/api/src/engine/storage/storage.ts',
    'Invalid storage key: {0}',
    'developer error: a storage key the code builds',
  ],
  [
    'apps/api/src/modules/column-lists/column-lists.routes.ts',
    'Unknown column list: {0}',
    'bad request: a column list no screen asks for',
  ],
  [
    'apps/api/src/modules/dossiers/dossiers.validate.ts',
    'Other setting',
    'dossiers owner: a row label inside validation messages, to become a message',
  ],
  [
    'apps/api/src/modules/email-accounts/email-accounts.service.ts',
    'Test email from {0}',
    'email-accounts owner: the test email and its outcome, to become messages',
  ],
  [
    'apps/api/src/modules/email-accounts/email-accounts.service.ts',
    'This test email was sent through {0} as {1}. The account works.',
    'email-accounts owner: the test email and its outcome, to become messages',
  ],
  [
    'apps/api/src/modules/email-accounts/email-accounts.service.ts',
    'The test email could not be sent: {0}',
    'email-accounts owner: the test email and its outcome, to become messages',
  ],
  [
    'apps/api/src/modules/email-accounts/email-accounts.service.ts',
    'The test email was sent to {0}.',
    'email-accounts owner: the test email and its outcome, to become messages',
  ],
  [
    'apps/api/src/modules/hospedajes/hospedajes.soap.ts',
    'Unexpected answer from SES.Hospedajes: {0}',
    'hospedajes owner: an unexpected SES.Hospedajes answer, to become a message',
  ],
  [
    'apps/api/src/modules/hospedajes/hospedajes.soap.ts',
    'Unexpected answer from SES.Hospedajes: {0}',
    'hospedajes owner: an unexpected SES.Hospedajes answer, to become a message',
  ],
  [
    'apps/api/src/modules/invoices/invoices.validate.ts',
    'Service line',
    'invoices owner: a row label inside validation messages, to become a message',
  ],
  [
    'apps/api/src/modules/locations/priority-lists.providers.ts',
    'The priority lists’ providers are not wired: call wireTripSteps() at start-up.',
    'developer error: wiring missing at start-up',
  ],
  [
    'apps/api/src/modules/lookups/lookups.routes.ts',
    'Unknown lookup: {0}',
    'bad request: a lookup no screen asks for',
  ],
  [
    'apps/api/src/modules/providers/rates/rates.check.ts',
    'Rate item',
    'providers owner: a row label inside validation messages, to become a message',
  ],
  [
    'apps/api/src/modules/providers/rates/rates.check.ts',
    'Quantity row',
    'providers owner: a row label inside validation messages, to become a message',
  ],
  [
    'apps/api/src/modules/saved-filters/saved-filters.service.ts',
    'Unknown list: {0}',
    'bad request: a list no screen asks for',
  ],
  [
    'apps/api/src/modules/transfers/routes.check.ts',
    'Rate row',
    'transfers owner: a row label inside validation messages, to become a message',
  ],
  [
    'apps/api/src/modules/transfers/routes.service.ts',
    'Route removed',
    'transfers owner: the route save/remove answer, to become a message',
  ],
  [
    'apps/api/src/modules/transfers/routes.service.ts',
    'Route saved',
    'transfers owner: the route save/remove answer, to become a message',
  ],
  [
    'apps/api/src/modules/trips/trips.steps.ts',
    'The trip steps are not wired: call wireTripSteps() at start-up.',
    'developer error: wiring missing at start-up',
  ],
  [
    'apps/api/src/modules/user-groups/group-members.ts',
    'The groups’ members are not wired: call wireTripSteps() at start-up.',
    'developer error: wiring missing at start-up',
  ],
  [
    'apps/api/src/modules/user-groups/group-permissions.service.ts',
    "Unknown permission '{0}'",
    'bad request: a permission no screen sends',
  ],
  [
    'apps/api/src/modules/users/users.credentials.ts',
    'The users’ credentials are not wired: call wireTripSteps() at start-up.',
    'developer error: wiring missing at start-up',
  ],
  [
    'apps/api/src/modules/vouchers/vouchers.labels.ts',
    'Travel vouchers',
    'travel pack: a per-language label table of the vouchers PDF (English and Spanish side by side)',
  ],
  [
    'apps/api/src/modules/vouchers/vouchers.labels.ts',
    'Bonos de viaje',
    'travel pack: a per-language label table of the vouchers PDF (English and Spanish side by side)',
  ],
  [
    'apps/api/src/modules/vouchers/vouchers.send.ts',
    'No active brand to send the documents from.',
    'travel pack owner: why the documents cannot be sent, to become messages',
  ],
  [
    'apps/api/src/modules/vouchers/vouchers.send.ts',
    'The trip has no customer email to send the documents to.',
    'travel pack owner: why the documents cannot be sent, to become messages',
  ],
  [
    'apps/api/src/modules/vouchers/vouchers.send.ts',
    'The trip has no services to put on a voucher.',
    'travel pack owner: why the documents cannot be sent, to become messages',
  ],
  [
    'apps/api/src/plugins/access-guard.ts',
    "You do not have the '{0}' right on '{1}'.",
    'platform: the 403 text and a developer error for a route without an access rule; to become a message',
  ],
  [
    'apps/api/src/plugins/access-guard.ts',
    'Route {0} {1} declares no access rule',
    'platform: the 403 text and a developer error for a route without an access rule; to become a message',
  ],
  [
    'apps/api/src/plugins/openapi.ts',
    'Only OpenAPI 3 is generated',
    'API document: read by integrators in English, never by staff',
  ],
  [
    'apps/api/src/plugins/openapi.ts',
    'Route {0} {1} has no summary for the API document',
    'API document: read by integrators in English, never by staff',
  ],
  [
    'apps/api/src/plugins/openapi.ts',
    'Trip Back-Office API',
    'API document: read by integrators in English, never by staff',
  ],
];
