import { describe, expect, it } from 'vitest';
import { isTemplateSlug, type TemplateSlug, templateSlugs } from '../src/templates/registry.ts';

const documents: TemplateSlug = 'customer-documents';
// @ts-expect-error a misspelt slug does not compile
const misspelt: TemplateSlug = 'customer-document';

describe('template slugs', () => {
  it('are the registry slugs, and only they pass the check of a slug from outside', () => {
    expect(templateSlugs).toContain(documents);
    expect(isTemplateSlug(documents)).toBe(true);
    expect(isTemplateSlug(misspelt)).toBe(false);
  });
});
