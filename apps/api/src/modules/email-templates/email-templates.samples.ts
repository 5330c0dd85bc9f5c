import { emailTemplateMessages as m } from '@trips/shared/templates/messages';
import type { TemplateLanguage, TemplateScreen } from '@trips/shared/templates/registry';
import type { TemplateSample } from '@trips/shared/templates/templates.schema';
import { notFound } from '../../http/errors.ts';

/** A recent trip a template can be previewed with, and the rows of its template's service. */
export interface SampleTrip {
  trip_id: number;
  trip_name: string;
  start_date: string | null;
  rows: { row_id: number; date: string | null; provider: string | null; place: string | null }[];
}

/** Where a screen's templates take a real case from: the module that sends them. */
export interface SampleSource {
  recent(): Promise<SampleTrip[]>;
  /** The values the template reads for the case, in `lang`; undefined when the trip or row is gone. */
  data(sample: TemplateSample, lang: TemplateLanguage): Promise<object | undefined>;
}

export type TemplateSamples = Record<TemplateScreen, SampleSource>;

/** A case's values, or a 404 when it is no longer there. */
export async function sampleData(
  samples: TemplateSamples,
  screen: TemplateScreen,
  sample: TemplateSample,
  lang: TemplateLanguage,
) {
  const data = await samples[screen].data(sample, lang);
  if (!data) throw notFound(m.sampleGone);
  return data;
}
