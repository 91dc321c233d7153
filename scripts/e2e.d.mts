import type AxeBuilder from '@axe-core/playwright';
import type { Expect, Locator, Page, TestInfo } from '@playwright/test';

export declare const FUNCTION: string;
export declare function holdReplies(page: Page): Promise<() => void>;
export declare function releaseAnswer(
  expect: Expect,
  chat: Locator,
  release: () => void,
): Promise<Locator>;
export declare function axeViolations(builder: AxeBuilder): Promise<string[]>;
export declare function refuseEveryMessage(
  page: Page,
  status: number,
  error: { code: string; message: string },
): Promise<() => number>;
export declare function snapshot(page: Page, info: TestInfo, state: string): Promise<Buffer>;
export declare function slowStreams(page: Page): Promise<(ms: number) => Promise<void>>;
export declare function scrollsSettled(area: Locator): Promise<void>;
export declare function startOutOfView(
  reply: Locator,
  area: Locator,
  header: Locator,
): Promise<string[]>;
export declare function landedOn(
  expect: Expect,
  area: Locator,
  header: Locator,
  n: number,
): Promise<Locator>;
export declare function scrollUpWhileArriving(
  expect: Expect,
  page: Page,
  area: Locator,
  n: number,
): Promise<void>;
export declare function jumpToLatest(
  expect: Expect,
  page: Page,
  area: Locator,
  header: Locator,
  n: number,
): Promise<void>;
export declare function openSources(expect: Expect, reply: Locator): Promise<string[]>;
export declare function jumpButton(area: Locator): Locator;
export declare function lateFrames(page: Page, ms: number): Promise<void>;
export declare function scrollUpAndJumpBack(
  expect: Expect,
  page: Page,
  chat: { root: Locator; area: Locator; header: Locator; box: Locator; open(): Promise<unknown> },
  scrolledUp: () => Promise<void>,
): Promise<void>;
