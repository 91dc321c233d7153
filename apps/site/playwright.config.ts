import { defineConfig } from '@playwright/test';
import { launchOptions, WIDTH_PROJECTS } from '../../scripts/chromium.mjs';

/** The built site (vite preview) and the local functions gateway with the embedded assistant. */
export default defineConfig({
  testDir: 'e2e',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: 'http://localhost:4173',
    launchOptions: launchOptions(),
    trace: 'retain-on-failure',
  },
  projects: WIDTH_PROJECTS,
  webServer: [
    {
      command: 'pnpm --filter @firm/supabase run serve',
      port: 54321,
      reuseExistingServer: true,
      timeout: 120_000,
    },
    {
      command: 'pnpm exec vite preview --port 4173 --strictPort',
      url: 'http://localhost:4173/',
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
