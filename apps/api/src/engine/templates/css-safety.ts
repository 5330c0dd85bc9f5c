import { readingsOf, schemeOf } from './browser-reading.ts';
import { urlProblem } from './link-safety.ts';

/** What a style may not hold whatever its URLs: imported sheets, scripts in old engines, bindings. */
const forbidden: [RegExp, string][] = [
  [/@import/, '@import'],
  [/expression\(/, 'expression('],
  [/behaviou?r:/, 'behavior'],
  [/-moz-binding/, '-moz-binding'],
];
/** Schemes that run script wherever a string of the sheet is read as a URL (`image-set("…")`, `src("…")`). */
const scriptSchemes = /(?:java|vb|live|j)script:|mocha:/;
const comments = /\/\*[\s\S]*?(?:\*\/|$)/g;
/** Comments outside strings: `"*/ /*"` is a string, not the start of a comment. */
const commentsBesideStrings = /("[^"]*"|'[^']*')|\/\*[\s\S]*?(?:\*\/|$)/g;
const urls = /url\(([^)]*)\)?/g;

/** The first thing a style may not hold in one reading of it (already without spaces), or null. */
function problemIn(css: string): string | null {
  for (const [pattern, name] of forbidden) if (pattern.test(css)) return name;
  for (const [, target = ''] of css.matchAll(urls)) {
    const problem = urlProblem(target, true);
    if (problem) return problem;
  }
  const script = scriptSchemes.exec(css)?.[0];
  return script ? `${schemeOf(script)}:` : null;
}

/**
 * Why a style attribute or `<style>` sheet may not stay ('javascript:', '@import'), in any reading of it
 * (entities, CSS escapes and comments undone), or null: its `url()`s may only be web addresses or pictures.
 */
export function cssProblem(css: string): string | null {
  for (const reading of readingsOf(css).map((r) => r.toLowerCase())) {
    for (const sheet of [reading.replace(comments, ''), reading.replace(commentsBesideStrings, '$1')]) {
      const problem = problemIn(sheet);
      if (problem) return problem;
    }
  }
  return null;
}
