import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { axeViolations } from '../../../scripts/e2e.mjs';

/** WCAG 2.2 AA, including the target-size rule: no violation allowed. */
export async function expectAccessible(page: Page, state: string) {
  const summary = await axeViolations(new AxeBuilder({ page }));
  expect(summary, `axe violations (${state})`).toEqual([]);
}
