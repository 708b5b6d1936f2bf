// Production refuses the settings that would silently lose mail or open the demo
// accounts (published password) to anyone, and says so in one line naming the variable.
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '@vetchart/platform/config';
import { SANDBOX_REFUSED_IN_PRODUCTION } from '@vetchart/billing/providers/choose';
import { describe, expect, it } from 'vitest';
import { fakeWebDist, migratedDataDir } from '../reliability/support.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('loadConfig in production', () => {
  it('refuses to start without SMTP_URL, naming SMTP_URL and the opt-out MAIL_DELIVERY=disabled', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'SMTP_URL is required in production (reset links and invitations are e-mailed); set MAIL_DELIVERY=disabled to run without sending e-mail.',
    );
  });

  it('starts with SMTP_URL, or without it when the operator opts out with MAIL_DELIVERY=disabled', () => {
    const withSmtp = loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com:587' });
    expect(withSmtp).toMatchObject({ production: true, demoData: false, smtpUrl: 'smtp://mail.example.com:587', mailDeliveryDisabled: false });
    const optedOut = loadConfig({ NODE_ENV: 'production', MAIL_DELIVERY: 'disabled' });
    expect(optedOut).toMatchObject({ production: true, smtpUrl: undefined, mailDeliveryDisabled: true });
    expect(() => loadConfig({ NODE_ENV: 'production', MAIL_DELIVERY: 'off' })).toThrow(
      'MAIL_DELIVERY: "off" is not known; the only value is "disabled".',
    );
  });

  it('refuses DEMO_DATA=true: the demo accounts have a published password', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com', DEMO_DATA: 'true' })).toThrow(
      'DEMO_DATA=true is refused in production: the demo accounts share a published password. Unset DEMO_DATA.',
    );
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com', DEMO_DATA: 'false' }).demoData).toBe(false);
  });

  it('keeps the embedded default as it was: demo data and the outbox without SMTP', () => {
    expect(loadConfig({})).toMatchObject({ production: false, demoData: true, smtpUrl: undefined, mailDeliveryDisabled: false });
    expect(loadConfig({ DEMO_DATA: 'true' }).demoData).toBe(true);
  });

  it('reads CORS_ALLOWED_ORIGINS as origins and refuses what is not one', () => {
    expect(loadConfig({ CORS_ALLOWED_ORIGINS: ' https://partner.example.com/ ,http://localhost:5173' }).corsAllowedOrigins).toEqual([
      'https://partner.example.com',
      'http://localhost:5173',
    ]);
    expect(loadConfig({}).corsAllowedOrigins).toEqual([]);
    expect(() => loadConfig({ CORS_ALLOWED_ORIGINS: 'partner.example.com' })).toThrow(
      'CORS_ALLOWED_ORIGINS: "partner.example.com" is not an http(s) origin such as https://partner.example.com.',
    );
  });
});

/** Runs `pnpm start`'s script (the server build) and collects what it prints. */
function runMain(env: Record<string, string>): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
      cwd: root,
      // A stand-in web build, so the start does not build the web app first.
      env: { PATH: process.env.PATH ?? '', WEB_DIST_DIR: fakeWebDist(), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('the product entry point in production', () => {
  it('exits with one clear line instead of running without mail, with demo data or on the sandbox payment provider', async () => {
    // Migrated already: the refusal of the payment provider comes after the migrations.
    const dataDir = await migratedDataDir();
    try {
      const noMail = await runMain({ NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0' });
      expect(noMail.code).toBe(1);
      expect(noMail.stderr.trim()).toBe(
        'VetChart cannot start: SMTP_URL is required in production (reset links and invitations are e-mailed); set MAIL_DELIVERY=disabled to run without sending e-mail.',
      );
      expect(noMail.stdout).not.toContain('VetChart is running');

      const demo = await runMain({ NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0', MAIL_DELIVERY: 'disabled', DEMO_DATA: 'true' });
      expect(demo.code).toBe(1);
      expect(demo.stderr.trim()).toBe(
        'VetChart cannot start: DEMO_DATA=true is refused in production: the demo accounts share a published password. Unset DEMO_DATA.',
      );

      // Mail settled, the payment provider is next: no silent fallback to the sandbox's test card.
      const sandbox = await runMain({ NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0', MAIL_DELIVERY: 'disabled' });
      expect(sandbox.code).toBe(1);
      expect(sandbox.stderr.trim()).toBe(`VetChart could not start: ${SANDBOX_REFUSED_IN_PRODUCTION}`);
      expect(sandbox.stdout).not.toContain('VetChart is running');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
