import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { apiBase } from '@trips/shared/api/envelope';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { isApiRoute } from './access-guard.ts';
import { documentedResponses, errorEnvelopeComponent } from './openapi-errors.ts';

const description = `The back office a walking and cycling trip operator runs its business on: every screen of the web
app is built on these calls.

A signed-in call sends \`Authorization: Bearer <token>\`, the token from \`/login\` or \`/verify\`. Each route needs a
right of the user's group (a capability of a permission, named in its 403) or only a live session.

Every failure answers the same body (\`ErrorEnvelope\`): \`{ success: false, message, errors[], field_errors?, request_id }\`.`;

const tagDescriptions: Record<string, string> = {
  auth: "Sign-in with an optional security code, password reset, sign-out and the signed-in user's rights.",
  notifications: "The signed-in user's own notifications.",
  users: 'Users, their teams and avatars.',
  'user groups': 'User groups and the permission matrix that gives their rights.',
  outbox: 'Every email and SMS the system wrote, with its delivery state.',
  bookings:
    "The booking automation: a provider's answer page (public, by signed link) and each trip row's requests, emails and next step.",
  jobs: 'Background jobs (email delivery and other work done later): their state, errors and retries.',
  lookups: 'Reference lists for pickers and labels.',
  'saved-filters': "A user's named filters per list.",
  'column-lists': "A user's columns per list.",
  locations: 'Locations: the list, the location and its preferred providers.',
  providers: 'Providers: the list, the provider, its rates and quotes, services, vouchers and notes.',
  tasks: "Tasks: the list, the task, an object's tasks and notes.",
  trips: 'Trips: the list, the trip saved whole with its rows, its history and notes.',
  invoices:
    'Invoices: the list, the invoice saved whole with its service lines, the services to invoice, notes.',
  dossiers:
    "Dossiers: the list of setting items, the dossier saved whole, its PDFs per language, a trip's match.",
  itineraries:
    'Itineraries: the list, the holiday sold many times a season saved whole with its stages, transfers and services.',
  transfers: 'Transfers: the list of routes by provider, and each route with its providers and rate rows.',
  luggage_manifest:
    "A transfer company's daily luggage manifest: every bag pick-up and drop-off of a day, printable and exported.",
  accommodations_report:
    'The accommodations report: every night booked, with its provider, rooms, costs and confirmation.',
  luggage_transfers_report:
    'The luggage transfers report: every luggage transfer with its places, bags and provider.',
  normal_transfers_report:
    'The normal transfers report: every people transfer with its places, people and provider.',
  other_services_report:
    'The other services report: every guide, tour, meal or bike booked, with its provider and date.',
  hospedajes_report:
    'The Hospedajes report: each confirmed night at a hotel in Spain, its communication to the Ministry and what it lacks.',
  vat_report:
    'The VAT report: each trip’s price, cost (real when invoiced, else theoretical), margin and VAT on the margin.',
  next_days_report:
    'The next days report: each trip with its services and confirmed services per section, by days to start.',
  next_days_trips_stats:
    'Next days trips stats: trips, services and confirmed services per start day and operations owner.',
  prepayments_report: 'The prepayments report: pending and paid prepayments of each trip, per section.',
  locations_report: 'The locations report: every night booked by place, with the first night of each trip.',
  active_tasks_report: 'The active tasks report: the open tasks of a user, by deadline.',
  overdue_vs_pending_tasks_report: 'Overdue vs pending tasks per user and deadline day.',
  completed_vs_total_tasks_report: 'Completed vs total tasks per user and deadline day.',
  tasks_summary: 'The tasks summary: tasks, open, pending, overdue and completed per user and deadline day.',
  settings: 'Settings records and settings lists, each behind its own permission.',
  hospedajes:
    'SES.Hospedajes (RD 933/2021): the report of lodging communications to the Ministry, its status and XML files.',
  brandings: "Brands: their documents' contacts, texts and logos.",
  'email-templates':
    'Email templates per brand and language: their text, checked and versioned saves, previews.',
  'traveller-links':
    "The travellers' own page: a trip's signed link (staff) and the public page it opens, to fill in the party's details.",
};

/** `PUT /api/v1/providers/:id/rates` → `putProvidersByIdRates`. */
export function operationIdOf(method: string, url: string) {
  const pascal = (word: string) =>
    word
      .split(/[-_ ]/)
      .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
      .join('');
  const words = url
    .slice(apiBase.length)
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `By${pascal(segment.slice(1))}` : pascal(segment)));
  return method.toLowerCase() + words.join('');
}

const transform: SwaggerTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(input);
  const { route } = input;
  if (schema.hide || !isApiRoute(route.url)) return { schema, url };
  const operationId = schema.operationId ?? operationIdOf(String(route.method), route.url);
  const response = documentedResponses(route, schema.response as Record<string, object> | undefined);
  const security = route.config?.access === 'public' ? { security: [] } : {};
  return { url, schema: { ...schema, operationId, response, ...security } };
};

/** Lists the tags the operations use, so a tag without a description shows in the document's lint. */
const transformObject: SwaggerTransformObject = (document) => {
  if (!('openapiObject' in document)) throw new Error('Only OpenAPI 3 is generated');
  const { openapiObject } = document;
  const used = new Set<string>();
  for (const path of Object.values(openapiObject.paths ?? {}))
    for (const operation of Object.values(path ?? {}))
      for (const tag of (operation as { tags?: string[] }).tags ?? []) used.add(tag);
  const tags = [...used].sort().map((name) => ({ name, description: tagDescriptions[name] }));
  return { ...openapiObject, tags };
};

/**
 * OpenAPI generated from the Zod contracts and the routes' access rules; the UI at /api/v1/docs and the JSON
 * at /api/v1/docs/json. An /api/v1 route without a summary fails at start-up.
 */
export async function registerOpenApi(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (isApiRoute(route.url) && !route.schema?.summary)
      throw new Error(`Route ${route.method} ${route.url} has no summary for the API document`);
  });
  app.addSchema(errorEnvelopeComponent);
  await app.register(swagger, {
    openapi: {
      // 3.1: JSON Schema 2020-12 as zod writes it (a null is a type, not OpenAPI 3.0's nullable flag).
      openapi: '3.1.0',
      info: { title: 'Trip Back-Office API', version: '1.0.0', description },
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform,
    transformObject,
    // Shared schemas keep their names as components (the default numbers them).
    refResolver: { buildLocalReference: (json, _base, _fragment, i) => String(json.$id ?? `def-${i}`) },
  });
  await app.register(swaggerUi, { routePrefix: '/api/v1/docs' });
}
