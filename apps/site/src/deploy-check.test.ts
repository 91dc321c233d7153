import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { chatFunctionProblems, deployProblems } from './deploy-check.ts';

const REAL = {
  FIRM_NAME: 'Harbor Light Planning',
  FIRM_PHONE: '(617) 482-7310',
  FIRM_EMAIL: 'office@harborlight.co',
  FIRM_STREET: '1 Federal Street',
  FIRM_CITY: 'Quincy',
  FIRM_REGION: 'MA',
  FIRM_POSTAL_CODE: '02169',
  FIRM_FOUNDER_BIO: 'Our founder has planned retirements since 1998.',
  VITE_SITE_URL: 'https://www.harborlight.co/',
  VITE_SUPABASE_URL: 'https://abcd.supabase.co',
  VITE_SUPABASE_ANON_KEY: 'eyJhbGciOiJIUzI1NiJ9.public',
};

const named = (problems: string[]) => problems.map((problem) => problem.split(' ')[0]);

describe('deployProblems', () => {
  it('passes the firm’s own settings, a real region and city included', () => {
    expect(deployProblems(REAL)).toEqual([]);
  });

  it('names every variable left unset', () => {
    const problems = deployProblems({});
    expect(named(problems)).toEqual([
      'FIRM_NAME',
      'FIRM_PHONE',
      'FIRM_EMAIL',
      'FIRM_STREET',
      'FIRM_CITY',
      'FIRM_REGION',
      'FIRM_POSTAL_CODE',
      'FIRM_FOUNDER_BIO',
      'VITE_SITE_URL',
      'VITE_SUPABASE_URL',
      'VITE_SUPABASE_ANON_KEY',
    ]);
    expect(problems[1]).toBe(
      "FIRM_PHONE is not set, so the build would ship the placeholder '(617) 555-0142'",
    );
  });

  it('refuses fictional values set on purpose: placeholders, 555-01xx, example.com, a local Supabase', () => {
    const problems = deployProblems({
      ...REAL,
      FIRM_NAME: ' Long Wharf Retirement Partners ',
      FIRM_PHONE: '617-555-0188',
      FIRM_EMAIL: 'me@mail.example.com',
      VITE_SITE_URL: 'https://example.org/',
      VITE_SUPABASE_URL: 'http://localhost:54321',
    });
    expect(problems).toEqual([
      "FIRM_NAME is the placeholder 'Long Wharf Retirement Partners'",
      'FIRM_PHONE is a fictional 555-01xx number',
      'FIRM_EMAIL is an example.com address',
      'VITE_SITE_URL points at an example or local address',
      'VITE_SUPABASE_URL is the local Supabase, not the project',
    ]);
    expect(
      named(deployProblems({ ...REAL, VITE_SUPABASE_URL: 'http://127.0.0.1:54321/' })),
    ).toEqual(['VITE_SUPABASE_URL']);
    expect(deployProblems({ ...REAL, VITE_SITE_URL: 'www.harborlight.co' })).toEqual([
      'VITE_SITE_URL is not a URL',
    ]);
  });
});

describe('the page and the chat function agree on the firm', () => {
  const chat = {
    FIRM_NAME: REAL.FIRM_NAME,
    FIRM_PHONE: REAL.FIRM_PHONE,
    CHAT_DB_URL: 'postgres://chat_relay:secret@db.abcd.supabase.co:6543/postgres',
    IP_HASH_SALT: 'a-long-random-salt',
    ALLOWED_ORIGINS: 'https://www.harborlight.co',
  };

  it('passes when the function is given the page’s number and name', () => {
    expect(deployProblems(REAL, chat)).toEqual([]);
    expect(chatFunctionProblems(REAL, { ...chat, FIRM_PHONE: ` ${REAL.FIRM_PHONE} ` })).toEqual([]);
  });

  it('refuses a function that would offer another number, or the fictional one', () => {
    expect(deployProblems(REAL, { ...chat, FIRM_PHONE: '(617) 482-7399' })).toEqual([
      "FIRM_PHONE differs: the page shows '(617) 482-7310', the chat would offer '(617) 482-7399'",
    ]);
    expect(chatFunctionProblems(REAL, {})).toEqual([
      'CHAT_DB_URL is not set for the chat function, which refuses to start without it',
      'IP_HASH_SALT is not set for the chat function, which refuses to start without it',
      'ALLOWED_ORIGINS is not set for the chat function, which refuses to start without it',
      "FIRM_NAME differs: the page shows 'Harbor Light Planning', the chat would offer 'Long Wharf Retirement Partners'",
      "FIRM_PHONE differs: the page shows '(617) 482-7310', the chat would offer '(617) 555-0142'",
    ]);
  });
});

describe('pnpm check:deploy', () => {
  const script = fileURLToPath(new URL('../scripts/check-deploy.mjs', import.meta.url));
  const secrets = (text: string) => {
    const file = join(mkdtempSync(join(tmpdir(), 'check-deploy-')), '.env');
    writeFileSync(file, text);
    return file;
  };
  const production = 'CHAT_DB_URL=postgres://db\nIP_HASH_SALT=salt\nALLOWED_ORIGINS=https://a.b\n';
  const matching = secrets(
    `${production}FIRM_NAME="${REAL.FIRM_NAME}"\nFIRM_PHONE="${REAL.FIRM_PHONE}"\n`,
  );
  // Only what the test gives: the variables of the shell running the tests stay out.
  const run = (env: Record<string, string>) =>
    promisify(execFile)(process.execPath, [script], {
      env: { PATH: process.env.PATH, FUNCTIONS_ENV_FILE: matching, ...env },
    });

  it('fails, naming each variable, on the placeholders', async () => {
    const failure = await run({
      ...REAL,
      FIRM_PHONE: '',
      VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
    }).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('FIRM_PHONE is not set');
    expect(failure?.stderr).toContain(
      "VITE_SUPABASE_URL is the placeholder 'http://127.0.0.1:54321'",
    );
    expect(failure?.stderr).not.toContain('FIRM_NAME');
  });

  it('passes with real values, given to the function too', async () => {
    const { stdout } = await run(REAL);
    expect(stdout).toContain('Ready to deploy');
  });

  it('fails when the function’s secrets would offer another number', async () => {
    const failure = await run({
      ...REAL,
      FUNCTIONS_ENV_FILE: secrets(
        `${production}FIRM_NAME="${REAL.FIRM_NAME}"\nFIRM_PHONE=(617) 482-7311\n`,
      ),
    }).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain(
      "FIRM_PHONE differs: the page shows '(617) 482-7310', the chat would offer '(617) 482-7311'",
    );
    expect(failure?.stderr).not.toContain('FIRM_NAME');
  });
});
