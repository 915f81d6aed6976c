import type { TagHandlers } from '../../http/types';
import { openLiveStream } from '../../live/stream';

export const liveHandlers: TagHandlers<'Live'> = {
  // The answer is the stream itself, written by @fastify/sse (src/server/live/stream.ts).
  streamLiveEvents: (req, reply) => openLiveStream(req, reply),
};
