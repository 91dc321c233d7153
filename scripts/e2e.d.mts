import type AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export declare function axeViolations(builder: AxeBuilder): Promise<string[]>;
export declare function refuseEveryMessage(
  page: Page,
  url: string,
  status: number,
  error: { code: string; message: string },
): Promise<() => number>;
