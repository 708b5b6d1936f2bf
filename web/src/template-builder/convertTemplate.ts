// The template builder's one REST call: POST /template-builder/convert on the gateway (PLAN-19
// decision 6), multipart with the prompt text and at most one file, sent with the same bearer token
// as /graphql (web/src/relay/fetchGraphQL.ts), renewed once when refused as 'Invalid token.'.
// Failures become the spec's messages (section 8): 400 the server's detail or 'Invalid input
// provided', 500 'Server error. Please try again later.', no answer 'Network error. Please check
// your connection.'; other refusals (422: an old .doc, an image without a vision model) say why.
import { renewAccessToken } from '../auth/refreshSession';
import { getSession } from '../auth/session';
import type { Conversion } from './conversionAnswer';


export const CONVERT_ENDPOINT = '/template-builder/convert';
export const INVALID_INPUT = 'Invalid input provided';
export const SERVER_ERROR = 'Server error. Please try again later.';
export const NETWORK_ERROR = 'Network error. Please check your connection.';
const TIMEOUT_MS = 180_000;


export const JSON_PARSING_ERROR = 'JSON Parsing Error';
export const TEMPLATE_PARSING_ERROR = 'Template Parsing Error';

/** A refusal the builder reports with its message. */
export class ConvertError extends Error {}

/** An answer that could not be read (spec section 8): a warning, and the raw content shown. */
export class ParseWarning extends Error {
  constructor(
    message: string,
    readonly raw: string,
  ) {
    super(message);
  }
}


function send(prompt: string, file: File | null, token: string | undefined): Promise<Response> {
  const body = new FormData();
  if (prompt.trim()) body.append('prompt', prompt);
  if (file) body.append('file', file, file.name);
  return fetch(CONVERT_ENDPOINT, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
}

async function readMessage(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { message?: string; detail?: string; error?: string | { message?: string } };
    const error = typeof body.error === 'string' ? body.error : body.error?.message;
    return body.detail ?? body.message ?? error ?? null;
  } catch {
    return null;
  }
}

export async function convertTemplate(prompt: string, file: File | null): Promise<Conversion> {
  const token = getSession()?.accessToken;
  let response: Response;
  try {
    response = await send(prompt, file, token);
    if (response.status === 401 && token) {
      const renewed = await renewAccessToken(token);
      if (renewed) response = await send(prompt, file, renewed);
    }
  } catch {
    throw new ConvertError(NETWORK_ERROR);
  }
  if (response.ok) {
    const text = await response.text();
    try {
      return (JSON.parse(text) as { data: Conversion }).data;
    } catch {
      throw new ParseWarning(JSON_PARSING_ERROR, text);
    }
  }
  const message = await readMessage(response);
  if (response.status === 400) throw new ConvertError(message || INVALID_INPUT);
  if (response.status >= 500) throw new ConvertError(SERVER_ERROR);
  if (message && response.status < 500) throw new ConvertError(message);
  throw new ConvertError(NETWORK_ERROR);
}
