import type { FastifyReply } from 'fastify'

/** Sends JSON already serialised (e.g. what a cache holds) as is, typed as UTF-8 JSON. */
export function sendJson(reply: FastifyReply, text: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text)
}
