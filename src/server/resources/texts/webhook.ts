import type { FastifyBodyParser, preValidationAsyncHookHandler } from 'fastify';
import { operations } from '../../../contract/generated/operations.gen';
import { HttpError, notFound } from '../../http/errors';
import { lazyPackage } from '../../lazyPackage';
import { m } from './messages';

const twilio = lazyPackage<typeof import('twilio')>('twilio');

/** Where Twilio reports each text's delivery status (the StatusCallback of every text sent). */
export const TWILIO_STATUS_PATH = operations.receiveTwilioStatus.path;

/** Twilio posts HTML forms: their fields as one flat object of strings (a repeated field keeps its last value). */
export const formBodyParser: FastifyBodyParser<string | Buffer> = (_req, body, done) => {
  done(null, Object.fromEntries(new URLSearchParams(String(body))));
};

/*
 * Twilio signs each webhook with the auth token over the URL it called and every form field
 * (twilio.validateRequest). The URL is this route on SITE_URL, the address Twilio is given, never
 * one made from the request's Host or X-Forwarded-* headers, which the caller chooses. Checked
 * before validation, on the fields as received (validation would drop the ones the contract does
 * not name, which are signed too): a wrong signature is a 403 whatever the body.
 */
export const verifyTwilioSignature: preValidationAsyncHookHandler = async (req) => {
  const config = req.server.config.sms.twilio;
  if (!config) throw notFound(req);
  const signature = req.headers['x-twilio-signature'];
  const params = req.body && typeof req.body === 'object' ? (req.body as Record<string, string>) : {};
  const url = `${req.server.config.siteOrigin}${req.url}`;
  if (typeof signature !== 'string' || !twilio().validateRequest(config.authToken, signature, url, params)) {
    throw new HttpError(403, m(req, 'badSignature'));
  }
};

/** The hooks app.ts gives Twilio's two routes, in place of the text guard: the body is Twilio's, signed. */
export const twilioRouteHooks = { preValidation: verifyTwilioSignature };

/** A TwiML answer: the reply text, or none. */
export function twimlOf(reply: string | null): string {
  const response = new (twilio().twiml.MessagingResponse)();
  if (reply) response.message(reply);
  return response.toString();
}
