import { text } from '@trips/shared';
import { templateBySlug, templateSlugs } from '@trips/shared/templates/registry';
import {
  type PreviewTemplateBody,
  previewTemplateBody,
  saveTemplateBody,
  templateQuery,
} from '@trips/shared/templates/templates.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { requireAuth } from '../../plugins/access-guard.ts';
import { sampleData, type TemplateSamples } from './email-templates.samples.ts';
import { sendTemplateTest } from './email-templates.send-test.ts';
import type { EmailTemplatesService } from './email-templates.service.ts';

const tags = ['email-templates'];
const params = z.object({ slug: text().max(100) });
const access = (capability: 'view' | 'edit') => ({
  access: { permission: 'email_templates', capability },
});
const slugs = `One of the template registry's slugs: ${templateSlugs.join(', ')}.`;
const language =
  'Templates use LiquidJS: `{{ trip.name }}` writes a variable (HTML-escaped in the body), `{% if %}`/`{% for %}` ' +
  'control it. A name that is not a variable of the template, a filter that does not exist or a syntax ' +
  'error is a 400 whose `field_errors` (subject, body, from, cc, bcc, reply_to) name the line.';

interface Deps {
  db: Database;
  templates: EmailTemplatesService;
  samples: TemplateSamples;
}

const screenOf = (slug: string) => {
  const template = templateBySlug(slug);
  if (!template) throw notFound();
  return template.screen;
};

/** Email templates per brand and language: read (with fallback), versioned save, preview, a test to oneself. */
export function emailTemplatesRoutes({ db, templates, samples }: Deps) {
  /** A preview's or a test's real case, when it asks for one. */
  const caseOf = (slug: string, body: PreviewTemplateBody) =>
    body.sample && sampleData(samples, screenOf(slug), body.sample, body.lang);
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/email-templates/:slug/samples',
      {
        config: access('view'),
        schema: {
          tags,
          summary: 'Recent trips to preview a template with',
          description:
            "The trips most recently changed that have services of the template's kind, each with those " +
            "rows (`row_id`, day, provider, place); for the customer's templates, recent trips.",
          params,
        },
      },
      async (req) => ({ success: true as const, trips: await samples[screenOf(req.params.slug)].recent() }),
    );
    r.get(
      '/email-templates/:slug',
      {
        config: access('view'),
        schema: {
          tags,
          summary: "Get a template's text for a brand and language",
          description:
            `${slugs} Answers the brand × language's own text (\`source: own\`, its version), or the text ` +
            'it falls back to (`source: fallback`, version 0): English of the same brand, then the default ' +
            "brand (the first active one); `source: none` when there is no text at all. Also the brand's email accounts.",
          params,
          querystring: templateQuery,
        },
      },
      (req) => templates.get(req.params.slug, req.query),
    );
    r.put(
      '/email-templates/:slug',
      {
        config: access('edit'),
        schema: {
          tags,
          summary: "Save a template's text for a brand and language",
          description: `Versioned: send the version read (0 for a first text of its own). ${language}`,
          params,
          querystring: templateQuery,
          body: saveTemplateBody,
        },
      },
      (req) => templates.save(requireAuth(req).userId, req.params.slug, req.query, req.body),
    );
    r.post(
      '/email-templates/:slug/preview',
      {
        config: access('view'),
        schema: {
          tags,
          summary: 'Render a template with example data or a real trip',
          description:
            'Renders the texts given (a draft), or the saved ones for those left out, with the example ' +
            'value of each variable, or with a real trip and row (`sample`, from `/samples`; what the case ' +
            `lacks, such as the response link, stays an example): subject, HTML, plain text, sender name and addresses. ${language}`,
          params,
          body: previewTemplateBody,
        },
      },
      async (req) => templates.preview(req.params.slug, req.body, await caseOf(req.params.slug, req.body)),
    );
    r.post(
      '/email-templates/:slug/test',
      {
        config: access('view'),
        schema: {
          tags,
          summary: 'Send the template to me as a test',
          description:
            "Renders as the preview does (same body) and queues the email to the signed-in user's own " +
            "address through the brand's account, its subject starting with [TEST].",
          params,
          body: previewTemplateBody,
        },
      },
      async (req) =>
        sendTemplateTest(
          db,
          templates,
          requireAuth(req).userId,
          req.params.slug,
          req.body,
          await caseOf(req.params.slug, req.body),
        ),
    );
  };
}
