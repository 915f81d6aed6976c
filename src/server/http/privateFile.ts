import type { FastifyReply } from 'fastify';

/**
 * Answers with a private file as a download: never rendered in the API's origin (`attachment`,
 * `nosniff`, a sandboxing CSP) nor kept by a cache. `fileName` is the server's own, plain ASCII:
 * nothing to escape.
 */
export function sendPrivateFile(reply: FastifyReply, { type, fileName, data }: { type: string; fileName: string; data: Buffer | string }): FastifyReply {
  return reply
    .headers({
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "sandbox; default-src 'none'",
    })
    .type(type)
    .send(data);
}
