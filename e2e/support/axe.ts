import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type axe from 'axe-core';

const source = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The page's critical and serious WCAG 2 A/AA violations, by axe-core run in the page itself.
 * Not through @axe-core/playwright: it evaluated axe's 550 KB source twice per check, in every
 * frame, and brought back every passing node, about 0.5 to 1 s of each of the route sweep's 90
 * pages beside axe's own 0.25 s (decision 600). The pages' own documents are checked; frames
 * (a recipe's YouTube player) are another site's.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(source);
  return page.evaluate(async () => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
      resultTypes: ['violations'],
      iframes: false,
    });
    return violations
      .filter((v) => v.impact === 'critical' || v.impact === 'serious')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  });
}
