import { text } from '@trips/shared';
import { templateSlugs } from '@trips/shared/templates/registry';
import {
  previewTemplateBody,
  saveTemplateBody,
  templateQuery,
} from '@trips/shared/templates/templates.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/access-guard.ts';
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

/** Email templates per brand and language: read (with fallback), versioned save, preview. */
export function emailTemplatesRoutes({ templates }: { templates: EmailTemplatesService }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
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
          summary: 'Render a template with example data',
          description:
            'Renders the texts given (a draft), or the saved ones for those left out, with the example ' +
            `value of each variable: subject, HTML, plain text, sender name and addresses. ${language}`,
          params,
          body: previewTemplateBody,
        },
      },
      (req) => templates.preview(req.params.slug, req.body),
    );
  };
}
