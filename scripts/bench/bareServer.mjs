// The bench's floor: a bare Fastify route per case answering the case's exact bytes from memory,
// in its own process like the real server (not beside the load generator in the bench's).
// Reads [{ method, status, body }] as JSON on stdin; prints its URL; routes are /bare/<index>.
import Fastify from 'fastify';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const app = Fastify({ logger: false });
for (const [i, c] of JSON.parse(input).entries()) {
  app.route({ method: c.method, url: `/bare/${i}`, handler: (_req, reply) => reply.code(c.status).type('application/json').send(c.body) });
}
console.log(await app.listen({ port: 0, host: '127.0.0.1' }));
