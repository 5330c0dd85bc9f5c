import { readingsOf, schemeOf } from './browser-reading.ts';

/** The attributes that hold a URL (`srcset` a list of them) and so may name a scheme. */
export const urlAttributes = new Set(['href', 'src', 'srcset']);

const safeSchemes = new Set(['http', 'https', 'mailto', 'tel']);
const imageData = /^data:image\/(png|jpe?g|gif|webp)[;,]/i;

/**
 * The scheme of a URL that may not stay ('javascript:'), or null: a URL is safe without one (relative, a
 * `{{ variable }}`), with a web, mail or phone one, or as a picture's own data when pictures may be data.
 */
export function urlProblem(url: string, pictureData: boolean): string | null {
  // Quotes around it (CSS `url("…")`, an old engine's backticks) are not part of the URL.
  const bare = url.replace(/^["'`]+|["'`]+$/g, '');
  const scheme = schemeOf(bare);
  if (!scheme || safeSchemes.has(scheme)) return null;
  return pictureData && imageData.test(bare) ? null : `${scheme}:`;
}

/** A `srcset`'s URLs: its candidates split at commas (a descriptor stays glued to its URL and names no scheme). */
const candidatesOf = (reading: string) => reading.split(',');

/** Why a URL attribute goes ('javascript:'), in any reading of it, or null when every reading is safe. */
export function urlAttributeProblem(tag: string, name: string, value: string): string | null {
  const pictureData = tag === 'img' && name !== 'href';
  for (const reading of readingsOf(value)) {
    const urls = name === 'srcset' ? candidatesOf(reading) : [reading];
    for (const url of urls) {
      const problem = urlProblem(url, pictureData);
      if (problem) return problem;
    }
  }
  return null;
}
