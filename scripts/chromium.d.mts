export declare const DEBIAN_CHROMIUM: string;
export declare function chromiumPath(): string | undefined;
export declare const CHROMIUM_ARGS: string[];
export declare const launchOptions: () => { executablePath: string | undefined; args: string[] };
export declare function e2eConfig(options: {
  baseURL: string;
  timeout: number;
  webServer: import('@playwright/test').PlaywrightTestConfig['webServer'];
  extraArgs?: string[];
}): import('@playwright/test').PlaywrightTestConfig;
export declare const WIDTH_PROJECTS: {
  name: string;
  use: { viewport: { width: number; height: number } };
}[];
