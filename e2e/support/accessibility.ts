import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA (2.2 brings target-size). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Every rule of those levels, those axe still marks experimental included: a tag list alone
 * leaves the experimental ones out (axe's default tagExclude), so the rules are named.
 */
export const WCAG_RULES = axe.getRules(WCAG_TAGS).map((rule) => rule.ruleId);

const BLOCKING = new Set(['serious', 'critical']);

export interface Finding {
  rule: string;
  impact: string | null | undefined;
  nodes: string[];
}

/**
 * Waits (up to 3 s) for every finite animation to end: axe reads an element mid-fade as low
 * contrast. Endless ones (spinners, the ticker) are left out.
 */
export const finiteAnimationsDone = (page: Page) =>
  page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity,
          ),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);

/** The serious and critical violations of every WCAG A/AA rule on the page as it stands. */
export async function blockingViolations(page: Page): Promise<Finding[]> {
  const result = await new AxeBuilder({ page }).withRules(WCAG_RULES).setLegacyMode(true).analyze();
  return result.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
    }));
}

/** No serious or critical violation of the full WCAG A/AA rule set (as the sweep judges pages). */
export async function expectAxeClean(page: Page) {
  const found = await blockingViolations(page);
  expect(found.map((f) => `${f.rule}: ${f.nodes.join(', ')}`)).toEqual([]);
}
