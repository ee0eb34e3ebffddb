/**
 * The one HTTP client of the web app (SPEC.md §7 Common behaviour): every call times out after
 * 60 s, carries the interface language, and carries the session token except at login.
 * Answers are the envelope `{ state, code?, message?, value }`; anything but state 1 on HTTP 200
 * becomes an ApiError whose `message` is the server's translated text.
 */
import { readStoredLanguage, readToken } from '../state/browser-storage';

export const REQUEST_TIMEOUT_MS = 60_000;
/** An export that takes longer stops waiting with the request-timeout error (SPEC.md §7). */
export const EXPORT_TIMEOUT_MS = 30_000;

/** Client-side failures, named like the server's catalogue keys so one lookup serves both. */
export const CLIENT_ERROR_TIMEOUT = 'generic.timeout';
export const CLIENT_ERROR_NETWORK = 'generic.network';
export const CLIENT_ERROR_BAD_ANSWER = 'generic.badAnswer';
/** An export that ran over EXPORT_TIMEOUT_MS: the catalogue's request-over-time error. */
export const CLIENT_ERROR_EXPORT_TIMEOUT = 'generic.requestTimeout';
/** An export that produced an empty file. */
export const CLIENT_ERROR_EMPTY_DATA = 'generic.emptyData';

export interface Envelope<T> {
  state: number;
  code?: number | string;
  message?: string;
  value: T;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** Server result code (login: 1, 2, 3) or catalogue key ('generic.unauthorized'). */
    readonly code: number | string | undefined,
    /** The server's translated message; empty when the failure happened in the browser. */
    message: string,
    /** HTTP status, 0 when no answer arrived. */
    readonly httpStatus: number,
  ) {
    super(message);
  }
}

export interface RequestOptions {
  /** Login is the one call made without a session token. */
  anonymous?: boolean;
  signal?: AbortSignal;
}

type Query = Record<string, string | number | boolean | null | undefined>;

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && 'state' in body;
}

async function request<T>(
  method: 'GET' | 'POST',
  path: string,
  body: BodyInit | undefined,
  contentType: string | undefined,
  options: RequestOptions = {},
): Promise<T> {
  const headers = new Headers({ Accept: 'application/json' });
  headers.set('Accept-Language', readStoredLanguage());
  if (contentType) headers.set('Content-Type', contentType);
  const token = readToken();
  if (token && !options.anonymous) headers.set('Authorization', `Bearer ${token}`);

  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  let response: Response;
  try {
    response = await fetch(path, { method, headers, body, signal });
  } catch (cause) {
    if (timeout.aborted) throw new ApiError(CLIENT_ERROR_TIMEOUT, '', 0);
    if (options.signal?.aborted) throw cause;
    throw new ApiError(CLIENT_ERROR_NETWORK, '', 0);
  }

  let parsed: unknown = null;
  try {
    parsed = await response.json();
  } catch {
    // Proxies and gateways answer errors in HTML; the status alone then has to do.
  }
  const envelope = isEnvelope(parsed) ? parsed : null;

  // The body counts only on HTTP 200 (SPEC.md §7); other statuses still carry code/message.
  if (response.status !== 200) {
    throw new ApiError(
      envelope?.code ?? (response.status === 401 ? 'generic.unauthorized' : undefined),
      envelope?.message ?? '',
      response.status,
    );
  }
  if (!envelope) throw new ApiError(CLIENT_ERROR_BAD_ANSWER, '', response.status);
  if (envelope.state !== 1) {
    throw new ApiError(envelope.code, envelope.message ?? '', response.status);
  }
  return envelope.value as T;
}

/**
 * An export (SPEC.md §7 Export behaviour): POST with a JSON body, answered by a file. After
 * 30 s it gives up with the request-timeout error; an empty file is 'empty data'; a JSON
 * answer instead of a file carries the server's message.
 */
async function exportFile(path: string, body: unknown, signal?: AbortSignal): Promise<Blob> {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  headers.set('Accept-Language', readStoredLanguage());
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const timeout = AbortSignal.timeout(EXPORT_TIMEOUT_MS);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  let response: Response;
  let blob: Blob;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: combined,
    });
    blob = await response.blob();
  } catch (cause) {
    if (timeout.aborted) throw new ApiError(CLIENT_ERROR_EXPORT_TIMEOUT, '', 0);
    if (signal?.aborted) throw cause;
    throw new ApiError(CLIENT_ERROR_NETWORK, '', 0);
  }
  if (response.status !== 200 || blob.type.includes('json')) {
    let envelope: Envelope<unknown> | null = null;
    try {
      const parsed: unknown = JSON.parse(await blob.text());
      envelope = isEnvelope(parsed) ? parsed : null;
    } catch {
      // Not JSON: the status has to do.
    }
    throw new ApiError(
      envelope?.code ?? 'generic.exportFailed',
      envelope?.message ?? '',
      response.status,
    );
  }
  if (blob.size === 0) throw new ApiError(CLIENT_ERROR_EMPTY_DATA, '', response.status);
  return blob;
}

export const api = {
  exportFile,
  get<T>(path: string, query?: Query, options?: RequestOptions): Promise<T> {
    return request<T>('GET', withQuery(path, query), undefined, undefined, options);
  },
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return body === undefined
      ? request<T>('POST', path, undefined, undefined, options)
      : request<T>('POST', path, JSON.stringify(body), 'application/json', options);
  },
  /** Multipart upload; the browser sets the boundary in Content-Type itself. */
  postForm<T>(path: string, form: FormData, options?: RequestOptions): Promise<T> {
    return request<T>('POST', path, form, undefined, options);
  },
};
