import type { OperationId } from '../contract/generated/operations.gen';
import { findOperation, validateResponse } from '../contract/spec';

export interface Reply {
  status?: number;
  body?: unknown;
  /** Never answers (to see loading states) when true. */
  hang?: boolean;
}

export interface RecordedCall {
  operationId: OperationId;
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
  pathParams: Record<string, string>;
}

type Handler = Reply | ((call: RecordedCall) => Reply | Promise<Reply>);

/**
 * Stubs fetch for component tests, keyed by operationId. Every canned reply is checked against
 * openapi/spec.yaml, so a test cannot pass on a response the real server would never send.
 * A call to an operation without a handler fails the test.
 */
export function mockApi(handlers: Partial<Record<OperationId, Handler>>) {
  const calls: RecordedCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const match = findOperation(request.method, url.pathname);
    if (!match) throw new Error(`mockApi: ${request.method} ${url.pathname} is not an operation of openapi/spec.yaml`);
    const contentType = request.headers.get('content-type') ?? '';
    const body = contentType.includes('application/json')
      ? await request.json()
      : contentType.includes('multipart/form-data')
        ? Object.fromEntries((await request.formData()).entries())
        : undefined;
    const call: RecordedCall = { operationId: match.operationId, method: request.method, url, headers: request.headers, body, pathParams: match.pathParams };
    calls.push(call);
    const handler = handlers[match.operationId];
    if (!handler) throw new Error(`mockApi: no reply for ${match.operationId}`);
    const reply = typeof handler === 'function' ? await handler(call) : handler;
    if (reply.hang) return new Promise<Response>(() => undefined);
    const status = reply.status ?? 200;
    const problem = validateResponse(match.operationId, status, reply.body);
    if (problem) throw new Error(`mockApi: ${problem}\n${JSON.stringify(reply.body)?.slice(0, 500)}`);
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  global.fetch = fetchMock as typeof fetch;
  return {
    calls,
    callsTo: (operationId: OperationId) => calls.filter((c) => c.operationId === operationId),
  };
}

/** A network failure, as when the server is unreachable. */
export function failNetwork() {
  global.fetch = jest.fn(async () => {
    throw new TypeError('Failed to fetch');
  }) as typeof fetch;
}
