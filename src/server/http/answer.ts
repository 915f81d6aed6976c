import type { FastifyReply } from 'fastify';
import type { OperationId } from '../../contract/generated/operations.gen';
import type { AnswerBody, SentAnswer } from './types';

/**
 * Sends operation K's answer of status S, its body typed by the contract for that status: for the
 * few errors whose body says more than HttpError's message. The handler returns what this returns.
 */
export function answer<K extends OperationId, S extends number>(reply: FastifyReply, status: S, body: AnswerBody<K, S>): SentAnswer {
  return reply.code(status).type('application/json; charset=utf-8').send(body) as SentAnswer;
}
