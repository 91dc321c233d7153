// Fails, naming each variable, when a production build of the site would ship a placeholder:
// the fictional firm, an example.com address or the local Supabase. Reads the variables as
// `vite build` does: the environment, then .env, .env.production and their .local files.
import { fileURLToPath } from 'node:url';
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
const problems = module.deployProblems(env);
if (problems.length > 0) {
  console.error(`Not ready to deploy (${mode} build):`);
  for (const problem of problems) console.error(`  - ${problem}`);
  console.error(
    'Set them in the environment or apps/site/.env.production.local (see apps/site/README.md).',
  );
  process.exit(1);
}
console.log(`Ready to deploy: the ${mode} build carries the firm's own settings.`);
