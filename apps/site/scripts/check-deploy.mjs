// Fails, naming each variable, when a production build of the site would ship a placeholder
// (the fictional firm, an example.com address or the local Supabase), or when the relay-chat
// function's settings would offer visitors another number or name than the page. Reads the
// page's variables as `vite build` does (the environment, then .env, .env.production and their
// .local files) and the function's as `supabase secrets set --env-file` takes them: the file
// FUNCTIONS_ENV_FILE names, else supabase/functions/.env.production.local, .env.production, .env.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { loadEnv, runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const mode = process.argv[2] ?? 'production';
const env = loadEnv(mode, root, ['VITE_', 'FIRM_']);
const { module } = await runnerImport(
  fileURLToPath(new URL('../src/deploy-check.ts', import.meta.url)),
  {
    configFile: false,
    root,
    logLevel: 'error',
  },
);
const functions = fileURLToPath(new URL('../../../supabase/functions/', import.meta.url));
const secretsFile =
  process.env.FUNCTIONS_ENV_FILE ||
  ['.env.production.local', '.env.production', '.env']
    .map((name) => functions + name)
    .find((file) => existsSync(file));
const secrets = secretsFile ? parseEnv(readFileSync(secretsFile, 'utf8')) : {};
const problems = module.deployProblems(env, secrets);
if (problems.length > 0) {
  console.error(`Not ready to deploy (${mode} build):`);
  for (const problem of problems) console.error(`  - ${problem}`);
  console.error(
    "Set the page's in the environment or apps/site/.env.production.local (see apps/site/README.md),",
  );
  console.error(
    `and the function's in ${secretsFile ?? 'supabase/functions/.env'} (supabase secrets set --env-file).`,
  );
  process.exit(1);
}
console.log(`Ready to deploy: the ${mode} build carries the firm's own settings.`);
