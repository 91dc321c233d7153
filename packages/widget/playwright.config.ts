import { defineConfig } from '@playwright/test';
import { e2eConfig } from '../../scripts/chromium.mjs';

/** Where the demo page is served (the built widget) and where its functions gateway listens. */
const port = Number(process.env.WIDGET_PORT ?? 5181);
const functionsPort = Number(process.env.FUNCTIONS_PORT ?? 54501);
export const DEMO_ORIGIN = `http://127.0.0.1:${port}`;
/**
 * The same page from an origin the gateway does not allow: every local origin is allowed in
 * development, so the browser resolves a name of the reserved `.test` domain to this machine.
 */
const OTHER_HOST = 'partner.test';
export const OTHER_ORIGIN = `http://${OTHER_HOST}:${port}`;

/** The demo page on the built widget, against a gateway of its own with the embedded assistant. */
export default defineConfig(
  e2eConfig({
    baseURL: DEMO_ORIGIN,
    timeout: 60_000,
    extraArgs: [`--host-resolver-rules=MAP ${OTHER_HOST} 127.0.0.1`],
    webServer: [
      {
        command: 'pnpm --filter @firm/supabase run serve',
        port: functionsPort,
        env: {
          FUNCTIONS_PORT: String(functionsPort),
          ALLOWED_ORIGINS: DEMO_ORIGIN,
          RATE_LIMIT_IP_PER_MINUTE: '600',
          RATE_LIMIT_SESSION_PER_MINUTE: '60',
        },
        timeout: 120_000,
      },
      {
        command: `pnpm run build && pnpm exec vite preview --host 127.0.0.1 --port ${port} --strictPort`,
        url: `${DEMO_ORIGIN}/`,
        env: { FUNCTIONS_URL: `http://127.0.0.1:${functionsPort}` },
        timeout: 120_000,
      },
    ],
  }),
);
