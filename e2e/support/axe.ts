import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeProblem {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** The impacts a screen may not have: only axe's 'minor' findings are left to judgement. */
const blocking = new Set(['critical', 'serious', 'moderate']);

/**
 * The critical, serious and moderate problems axe-core finds on the page as it stands: the WCAG 2.1 A/AA
 * rules and axe's best practices (landmarks, headings, regions). axe is evaluated through the DevTools
 * protocol, which the page's Content-Security-Policy does not govern.
 */
export async function axeProblems(page: Page): Promise<AxeProblem[]> {
  // Evaluated once a page load: a walk that moves inside the app keeps it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (o: object) => Promise<AxeResults> } }).axe;
    interface AxeResults {
      violations: {
        id: string;
        impact: string;
        help: string;
        nodes: { target: string[] }[];
      }[];
    }
    const results = await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
  return found.filter((problem) => blocking.has(problem.impact));
}

/** A problem in one line: its impact, rule, help and the first few elements it was found on. */
export const describeProblem = (p: AxeProblem) =>
  `${p.impact} ${p.id}: ${p.help} — ${p.targets.slice(0, 3).join(' | ')}${p.targets.length > 3 ? ` (+${p.targets.length - 3})` : ''}`;
