import { defineConfig } from '@playwright/test';
import { e2eConfig } from '../../scripts/chromium.mjs';

/** The built site (vite preview) and the local functions gateway with the embedded assistant. */
export default defineConfig(
  e2eConfig({
    baseURL: 'http://localhost:4173',
    timeout: 30_000,
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
  }),
);
