// Types of fake-openai-server.mjs for TypeScript tests (the .mjs carries the same as JSDoc).
export type FakeEndpoint = 'chat' | 'embeddings' | 'transcriptions';

export interface FakeResponse {
  status?: number;
  body?: unknown;
  content?: unknown;
  text?: string;
  vectors?: number[][];
  delayMs?: number;
  headers?: Record<string, string>;
  destroy?: boolean;
}

export interface FakeRequest {
  endpoint: FakeEndpoint | 'other';
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  json: any;
  fields: Record<string, string>;
  file: { name: string; filename: string; contentType: string; size: number } | null;
}

export type FakeHandler = (request: FakeRequest) => FakeResponse | Promise<FakeResponse>;

export interface FakeOpenAiOptions {
  script?: Partial<Record<FakeEndpoint, FakeResponse[]>>;
  handlers?: Partial<Record<FakeEndpoint, FakeHandler>>;
  apiKey?: string;
  port?: number;
}

export interface FakeOpenAiServer {
  url: string;
  requests: FakeRequest[];
  enqueue(endpoint: FakeEndpoint, ...responses: FakeResponse[]): void;
  setHandler(endpoint: FakeEndpoint, handler: FakeHandler | undefined): void;
  close(): Promise<void>;
}

export function startFakeOpenAiServer(options?: FakeOpenAiOptions): Promise<FakeOpenAiServer>;
