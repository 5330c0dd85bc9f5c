import type { TemplateLanguage, TemplateSlug } from '@trips/shared/templates/registry';
import type { EmailTemplatesRepo, TemplateKey, TemplateRow } from './email-templates.repo.ts';

export interface ResolvedText {
  row: TemplateRow | undefined;
  /** `own`: the brand × language's text; `fallback`: another's (`row` says whose); `none`: nothing yet. */
  source: 'own' | 'fallback' | 'none';
}

/**
 * The text a brand × language uses: its own, else English of the same brand, else the default brand's
 * in the language, else the default brand's English (no default brand while none is active).
 */
export async function resolveText(
  repo: EmailTemplatesRepo,
  slug: TemplateSlug,
  brandingId: number,
  lang: TemplateLanguage,
): Promise<ResolvedText> {
  const fallbackBrand = (await repo.defaultBrandId()) ?? brandingId;
  const order: TemplateKey[] = [
    { slug, brandingId, lang },
    { slug, brandingId, lang: 'en' },
    { slug, brandingId: fallbackBrand, lang },
    { slug, brandingId: fallbackBrand, lang: 'en' },
  ];
  const tried = new Set<string>();
  for (const [index, key] of order.entries()) {
    const id = `${key.brandingId}:${key.lang}`;
    if (tried.has(id)) continue;
    tried.add(id);
    const row = await repo.find(key);
    if (row) return { row, source: index === 0 ? 'own' : 'fallback' };
  }
  return { row: undefined, source: 'none' };
}
