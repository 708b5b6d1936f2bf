// A local OpenAI-compatible HTTP server for tests: no test reaches the internet. It
// implements the endpoints the product calls — POST /v1/chat/completions (response_format
// json_schema), POST /v1/embeddings and POST /v1/audio/transcriptions (multipart) — and answers
// what the test scripts: a queue of responses per endpoint (status, JSON body, delay), a default
// handler when the queue is empty, and a record of every request it received.
//
//   const ai = await startFakeOpenAiServer({ handlers: { transcriptions: (request) => ({ text: `heard ${request.file?.size} bytes` }) } });
//   // start the product with AI_SPEECH_MODEL=whisper-1 AI_SPEECH_BASE_URL=${ai.url} (dictation on, rules engine for the rest)
//   ai.enqueue('chat', { status: 503 }, { content: { improved_text: 'Tidy.', changes: [] } });  // one failure, then an answer
//   ai.enqueue('chat', { delayMs: 5000 });  // provokes AI_TIMEOUT_MS
//   await ai.close();
import http from 'node:http';

/**
 * @typedef {'chat' | 'embeddings' | 'transcriptions'} FakeEndpoint
 *
 * @typedef {object} FakeResponse
 * @property {number} [status]       HTTP status (200 by default).
 * @property {unknown} [body]        JSON body; for 'chat' with status 200 use `content` instead to get a full completion.
 * @property {unknown} [content]     chat only: the assistant message content (an object is JSON-encoded).
 * @property {string} [text]         transcriptions only: the transcribed text.
 * @property {number[][]} [vectors]  embeddings only: one vector per input.
 * @property {number} [delayMs]      Wait before answering (provokes client timeouts).
 * @property {Record<string, string>} [headers]
 * @property {boolean} [destroy]     Drop the connection without answering (a network failure).
 *
 * @typedef {object} FakeRequest
 * @property {FakeEndpoint | 'other'} endpoint
 * @property {string} method
 * @property {string} path
 * @property {Record<string, string | string[] | undefined>} headers
 * @property {any} json              Parsed JSON body (chat, embeddings), else null.
 * @property {Record<string, string>} fields   Multipart text fields (transcriptions).
 * @property {{ name: string, filename: string, contentType: string, size: number } | null} file  The multipart file.
 *
 * @typedef {(request: FakeRequest) => FakeResponse | Promise<FakeResponse>} FakeHandler
 *
 * @typedef {object} FakeOpenAiOptions
 * @property {Partial<Record<FakeEndpoint, FakeResponse[]>>} [script]   Answered in order, one per request.
 * @property {Partial<Record<FakeEndpoint, FakeHandler>>} [handlers]    Used when the endpoint's script is empty.
 * @property {string} [apiKey]       When set, requests without `Authorization: Bearer <apiKey>` get 401.
 * @property {number} [port]         0 (any free port) by default.
 *
 * @typedef {object} FakeOpenAiServer
 * @property {string} url            Base URL including /v1, e.g. http://127.0.0.1:54321/v1
 * @property {FakeRequest[]} requests
 * @property {(endpoint: FakeEndpoint, ...responses: FakeResponse[]) => void} enqueue
 * @property {(endpoint: FakeEndpoint, handler: FakeHandler | undefined) => void} setHandler
 * @property {() => Promise<void>} close
 */

const PATHS = /** @type {const} */ ({
  '/v1/chat/completions': 'chat',
  '/v1/embeddings': 'embeddings',
  '/v1/audio/transcriptions': 'transcriptions',
});

/** @param {FakeRequest} request @returns {FakeResponse} */
function defaultAnswer(request) {
  if (request.endpoint === 'chat') return { content: {} };
  if (request.endpoint === 'embeddings') {
    const input = request.json?.input;
    const count = Array.isArray(input) ? input.length : 1;
    return { vectors: Array.from({ length: count }, (_, i) => [i, 0.5, 1]) };
  }
  if (request.endpoint === 'transcriptions') return { text: '' };
  return { status: 404, body: { error: { message: 'Not found', type: 'invalid_request_error' } } };
}

/** @param {FakeRequest} request @param {FakeResponse} answer */
function bodyOf(request, answer) {
  if (answer.body !== undefined) return answer.body;
  const status = answer.status ?? 200;
  if (status >= 400) return { error: { message: `Fake error ${status}`, type: 'server_error' } };
  if (request.endpoint === 'chat') {
    const content = typeof answer.content === 'string' ? answer.content : JSON.stringify(answer.content ?? {});
    return {
      id: `chatcmpl-fake-${request.path.length}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: request.json?.model ?? 'fake',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    };
  }
  if (request.endpoint === 'embeddings') {
    const vectors = answer.vectors ?? [];
    return { object: 'list', model: request.json?.model ?? 'fake', data: vectors.map((embedding, index) => ({ object: 'embedding', index, embedding })) };
  }
  if (request.endpoint === 'transcriptions') return { text: answer.text ?? '' };
  return {};
}

/** A small multipart/form-data reader: text fields and the one file's metadata. @param {Buffer} raw @param {string} contentType */
function parseMultipart(raw, contentType) {
  /** @type {Record<string, string>} */
  const fields = {};
  /** @type {FakeRequest['file']} */
  let file = null;
  const match = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  if (!match) return { fields, file };
  const boundary = Buffer.from(`--${match[1] ?? match[2]}`);
  let start = raw.indexOf(boundary);
  while (start !== -1) {
    const next = raw.indexOf(boundary, start + boundary.length);
    if (next === -1) break;
    const part = raw.subarray(start + boundary.length + 2, next - 2); // skip CRLF after boundary, before next
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd !== -1) {
      const head = part.subarray(0, headerEnd).toString('utf8');
      const content = part.subarray(headerEnd + 4);
      const name = /name="([^"]*)"/i.exec(head)?.[1] ?? '';
      const filename = /filename="([^"]*)"/i.exec(head)?.[1];
      if (filename !== undefined) {
        file = { name, filename, contentType: /content-type:\s*([^\r\n]+)/i.exec(head)?.[1] ?? '', size: content.length };
      } else {
        fields[name] = content.toString('utf8');
      }
    }
    start = next;
  }
  return { fields, file };
}

/**
 * Starts the fake server on 127.0.0.1.
 * @param {FakeOpenAiOptions} [options]
 * @returns {Promise<FakeOpenAiServer>}
 */
export async function startFakeOpenAiServer(options = {}) {
  /** @type {Record<FakeEndpoint, FakeResponse[]>} */
  const queues = { chat: [...(options.script?.chat ?? [])], embeddings: [...(options.script?.embeddings ?? [])], transcriptions: [...(options.script?.transcriptions ?? [])] };
  /** @type {Partial<Record<FakeEndpoint, FakeHandler>>} */
  const handlers = { ...(options.handlers ?? {}) };
  /** @type {FakeRequest[]} */
  const requests = [];
  /** @type {Set<import('node:net').Socket>} */
  const sockets = new Set();

  const server = http.createServer(async (req, res) => {
    /** @type {Buffer[]} */
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const raw = Buffer.concat(chunks);
    const path = (req.url ?? '/').split('?')[0];
    const endpoint = /** @type {FakeEndpoint | undefined} */ (PATHS[/** @type {keyof typeof PATHS} */ (path)]) ?? 'other';
    const contentType = String(req.headers['content-type'] ?? '');
    let json = null;
    let fields = {};
    let file = null;
    if (contentType.startsWith('multipart/form-data')) ({ fields, file } = parseMultipart(raw, contentType));
    else if (raw.length > 0) {
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        json = null;
      }
    }
    /** @type {FakeRequest} */
    const request = { endpoint, method: req.method ?? 'GET', path, headers: req.headers, json, fields, file };
    requests.push(request);

    /** @type {FakeResponse} */
    let answer;
    if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`) {
      answer = { status: 401, body: { error: { message: 'Incorrect API key provided.', type: 'invalid_request_error' } } };
    } else if (endpoint === 'other' || req.method !== 'POST') {
      answer = defaultAnswer(request);
    } else {
      const queued = queues[endpoint].shift();
      const handler = handlers[endpoint];
      answer = queued ?? (handler ? await handler(request) : defaultAnswer(request));
    }
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    if (answer.destroy) {
      req.socket.destroy();
      return;
    }
    if (res.destroyed) return;
    res.writeHead(answer.status ?? 200, { 'content-type': 'application/json', ...(answer.headers ?? {}) });
    res.end(JSON.stringify(bodyOf(request, answer)));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((resolve) => server.listen(options.port ?? 0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());

  return {
    url: `http://127.0.0.1:${address.port}/v1`,
    requests,
    enqueue(endpoint, ...responses) {
      queues[endpoint].push(...responses);
    },
    setHandler(endpoint, handler) {
      if (handler) handlers[endpoint] = handler;
      else delete handlers[endpoint];
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
