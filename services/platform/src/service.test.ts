import { connect } from 'node:net';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { listen } from './service.js';

describe('listen', () => {
  it('keeps an idle keep-alive connection open past Node’s default of about 5 seconds', async () => {
    const app = new Hono().get('/ping', (c) => c.text('pong'));
    const server = await listen(app);
    const { port } = new URL(server.url);
    const socket = connect(Number(port), '127.0.0.1');
    let closedAt = 0;
    socket.on('close', () => (closedAt = Date.now()));
    const answers: string[] = [];
    socket.on('data', (chunk) => answers.push(chunk.toString()));
    const request = `GET /ping HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n`;
    socket.write(request);
    await new Promise((resolve) => setTimeout(resolve, 7_500));
    expect(closedAt).toBe(0);
    socket.write(request);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(answers.join('').match(/HTTP\/1\.1 200/g)).toHaveLength(2);
    socket.destroy();
    await server.close({ graceMs: 100 });
  }, 15_000);
});
