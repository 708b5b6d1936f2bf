// Starts the product for the journeys the way the README does (`node scripts/start.mjs`),
// on the port and data folder the Playwright config chose. When DATABASE_URL names a
// PostgreSQL server, the run gets a fresh database of its own on it. Dictation needs a
// speech-to-text service: a local OpenAI-compatible server (tests/support/fake-openai-server.mjs)
// stands in for it, configured as AI_SPEECH_MODEL + AI_SPEECH_BASE_URL; the rest of the AI stays
// on the built-in rules engine.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startFakeOpenAiServer } from '../support/fake-openai-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const env = { ...process.env, DEMO_DATA: 'true' };

if (process.env.DATABASE_URL) {
  const name = `vetchart_e2e_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  // The journeys that must move time on (an e-mailed link past its expiry) find the run's database
  // here (tests/e2e/e2e-database.ts); on the embedded PGlite they cannot, and say so.
  if (process.env.DATA_DIR) writeFileSync(path.join(process.env.DATA_DIR, 'e2e-database-url'), env.DATABASE_URL);
}

// Each recorded part answers with its own numbered sentence, so a journey sees the parts appended in order.
let transcribed = 0;
const speech = await startFakeOpenAiServer({
  handlers: {
    transcriptions: (request) => {
      if (!request.file?.contentType.startsWith('audio/')) return { status: 400, body: { error: { message: 'Invalid file format.', type: 'invalid_request_error' } } };
      transcribed += 1;
      return { text: `Dictated part ${transcribed}: bright, alert and hydrated.` };
    },
  },
});
// The sandbox lab reports a submitted order after this long (partial), then twice as long (final):
// the results journey waits for it, so it is short here.
env.ANTECH_SANDBOX_RESULT_DELAY_MS ??= '300';

env.AI_SPEECH_MODEL = 'whisper-1';
env.AI_SPEECH_BASE_URL = speech.url;

const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], { cwd: root, env, stdio: 'inherit' });
const stop = () => {
  child.kill('SIGTERM');
  void speech.close();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  void speech.close().finally(() => process.exit(code ?? 0));
});
