import type { FastifyRequest, preParsingAsyncHookHandler, preValidationAsyncHookHandler } from 'fastify';
import { Readable } from 'node:stream';
import { HttpError, notFound } from '../../http/errors';
import { defineMessages, t } from '../../http/i18n';
import type { Handler } from '../../http/types';
import { WebhookSignatureError, type PaymentEvent } from '../../payments/provider';
import { bookingEnvOf } from './links';
import { applyPaymentEvent } from './stripeEvents';

/*
 * Stripe's webhook. Its signature covers the body's bytes exactly as sent, so this route keeps
 * them (preParsing) and checks the signature on them before the body is validated (preValidation):
 * a wrong signature is a 400 whatever the body, and only a signed body can reach the contract's
 * 422. The handler then applies the verified event once (src/server/resources/bookings/stripeEvents.ts).
 */

const m = defineMessages({
  en: {
    badSignature: 'The Stripe-Signature header is missing, wrong or outdated.',
  },
  fr: {
    badSignature: "L'en-tête Stripe-Signature est absent, erroné ou périmé.",
  },
  ar: {
    badSignature: 'ترويسة Stripe-Signature مفقودة أو خاطئة أو منتهية الصلاحية.',
  },
});

const rawBodies = new WeakMap<FastifyRequest, Buffer>();
const verifiedEvents = new WeakMap<FastifyRequest, PaymentEvent>();

/** Keeps the body's bytes for the signature check and hands the same bytes on to the JSON parser. */
const keepRawBody: preParsingAsyncHookHandler = async (req, _reply, payload) => {
  // Without card payments there is no secret to check against: nothing to read.
  if (!req.server.cardPayments) throw notFound(req);
  const limit = req.routeOptions.bodyLimit;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += bytes.length;
    if (size > limit) throw new HttpError(413, t(req, 'error.tooLarge'));
    chunks.push(bytes);
  }
  const raw = Buffer.concat(chunks);
  rawBodies.set(req, raw);
  return Object.assign(Readable.from([raw]), { receivedEncodedLength: raw.length });
};

const verifySignature: preValidationAsyncHookHandler = async (req) => {
  const cards = req.server.cardPayments;
  if (!cards) throw notFound(req);
  const header = req.headers['stripe-signature'];
  try {
    verifiedEvents.set(req, cards.verifyWebhook(rawBodies.get(req) ?? Buffer.alloc(0), typeof header === 'string' ? header : undefined));
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw new HttpError(400, m(req, 'badSignature'));
    throw error;
  }
};

/** The hooks app.ts adds to this one route. */
export const webhookRouteHooks = { preParsing: keepRawBody, preValidation: verifySignature };

export const handleStripeWebhook: Handler<'handleStripeWebhook'> = async (req) => {
  const event = verifiedEvents.get(req);
  if (!event) throw new Error('handleStripeWebhook ran without its signature check');
  const outcome = await applyPaymentEvent(req.server.db, bookingEnvOf(req.server), event).catch((error: unknown) => {
    // Stripe delivers an event again later when it is not acknowledged.
    req.log.error({ err: error, event: event.id }, 'Stripe event not applied');
    throw new HttpError(503, t(req, 'error.unavailable'));
  });
  if (outcome === 'applied') req.server.mail.wake();
  return { received: true };
};
