import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/*
 * A local fake of the part of Stripe's HTTP API the product uses, for the official SDK pointed at
 * it (host 127.0.0.1, protocol http): Checkout Sessions (create, retrieve, expire) and refunds,
 * with Stripe's error shape and Idempotency-Key replay. Tests (and later the browser walk and the
 * bench) "play Stripe" with it: complete or expire a session, refund from the "dashboard", and send
 * the matching webhook events signed with the SDK's own test signer. `/pay/<id>` is the payment
 * page a browser is sent to: its Pay button completes the session, delivers the signed webhook to
 * `webhookUrl` and returns to the session's success URL.
 */

/** A form-encoded body as Stripe's SDK writes it (`a[b][0][c]=…`), nested back. */
export interface FormObject {
  [key: string]: string | FormObject;
}

export interface FakeRequest {
  method: string;
  path: string;
  body: FormObject;
  idempotencyKey: string | undefined;
}

export interface FakeLine {
  name: string;
  unitAmount: number;
  quantity: number;
  currency: string;
}

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string | null;
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  payment_intent: string | null;
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  locale: string | null;
  expires_at: number;
  success_url: string;
  cancel_url: string;
  created: number;
  livemode: false;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  payment_intent: string;
  charge: string;
  currency: string;
  status: 'succeeded';
  created: number;
}

/** A Stripe error answer: its HTTP status and `error` object. */
export interface FakeError {
  status: number;
  type: string;
  code?: string;
  message: string;
}

export type FakeOperation = 'createSession' | 'retrieveSession' | 'expireSession' | 'refund';

export interface SignedEvent {
  id: string;
  type: string;
  /** The exact body bytes Stripe would send, and their Stripe-Signature header. */
  payload: string;
  signature: string;
}

export interface FakeStripe {
  /** http://127.0.0.1:<port> */
  readonly url: string;
  readonly secretKey: string;
  readonly webhookSecret: string;
  /** What `createStripePayments` needs to talk to this fake. */
  readonly options: { secretKey: string; webhookSecret: string; host: string; port: number; protocol: 'http' };
  /** Where `/pay/<id>` and `deliver` send events; set once the app listens. */
  webhookUrl: string | undefined;
  /**
   * When set, a refund made through the API sends its `charge.refunded` to `webhookUrl` and waits
   * for the answer before answering the refund: the webhook is applied before the caller hears back.
   */
  refundEventBeforeAnswer: boolean;
  /** Every API request, oldest first. */
  readonly requests: FakeRequest[];
  /** Refunds made, through the API or the "dashboard". */
  readonly refunds: FakeRefund[];
  session(id: string): FakeSession;
  /** The lines a session was created with (amounts in cents, as received). */
  lines(id: string): FakeLine[];
  /** From now on `operation` answers this error (null: works again). */
  fail(operation: FakeOperation, error: FakeError | null): void;
  /** The student paid: the session completes, paid, with a payment intent; answers `checkout.session.completed`. */
  complete(id: string): SignedEvent;
  /** Stripe expired the session; answers `checkout.session.expired`. */
  expire(id: string): SignedEvent;
  /** A full refund made in Stripe's dashboard; answers `charge.refunded`. */
  refundInDashboard(paymentIntentId: string): SignedEvent;
  /** The `charge.refunded` event of a payment's refunds so far (also sent for refunds made through the API). */
  chargeRefunded(paymentIntentId: string): SignedEvent;
  /** Any event, signed (`timestamp` in seconds, to sign an outdated one). */
  sign(type: string, object: object, options?: { timestamp?: number; secret?: string }): SignedEvent;
  /** POSTs a signed event to `url` (default `webhookUrl`) as Stripe does. */
  deliver(event: SignedEvent, url?: string): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

const STRIPE_ERRORS: Record<string, FakeError> = {
  unauthorized: { status: 401, type: 'invalid_request_error', message: 'Invalid API Key provided.' },
};

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

function parseForm(text: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      const next = node[part];
      node = typeof next === 'object' ? next : (node[part] = {});
    });
  }
  return root;
}

/** Stripe's `a[0]`, `a[1]`… as a list, in index order. */
function listOf(value: string | FormObject | undefined): FormObject[] {
  if (typeof value !== 'object') return [];
  return Object.keys(value)
    .sort((a, b) => Number(a) - Number(b))
    .map((key) => value[key])
    .filter((item): item is FormObject => typeof item === 'object');
}

const text = (value: string | FormObject | undefined) => (typeof value === 'string' ? value : undefined);
const objectOf = (value: string | FormObject | undefined): FormObject => (typeof value === 'object' ? value : {});

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

class StripeFailure extends Error {
  constructor(readonly failure: FakeError) {
    super(failure.message);
  }
}

const invalid = (message: string, code?: string): StripeFailure => new StripeFailure({ status: 400, type: 'invalid_request_error', code, message });

export interface FakeStripeOptions {
  secretKey?: string;
  webhookSecret?: string;
  webhookUrl?: string;
  /** A fixed port (a server started with STRIPE_API_URL=http://127.0.0.1:<port>); any free one by default. */
  port?: number;
}

export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(16).toString('hex')}`;
  const sessions = new Map<string, { session: FakeSession; lines: FakeLine[]; charge: string | null }>();
  const requests: FakeRequest[] = [];
  const refunds: FakeRefund[] = [];
  const failures = new Map<FakeOperation, FakeError>();
  const replies = new Map<string, { request: string; status: number; body: string }>();
  let base = '';

  const record = (id: string) => {
    const entry = sessions.get(id);
    if (!entry) throw new StripeFailure({ status: 404, type: 'invalid_request_error', code: 'resource_missing', message: `No such checkout.session: '${id}'` });
    // Stripe expires an unpaid session at its expires_at by itself.
    if (entry.session.status === 'open' && entry.session.expires_at <= nowSeconds()) {
      entry.session.status = 'expired';
      entry.session.url = null;
    }
    return entry;
  };
  const failIfAsked = (operation: FakeOperation) => {
    const failure = failures.get(operation);
    if (failure) throw new StripeFailure(failure);
  };
  const byPaymentIntent = (paymentIntentId: string) => {
    const entry = [...sessions.values()].find((candidate) => candidate.session.payment_intent === paymentIntentId);
    if (!entry?.charge) throw invalid(`No such payment_intent: '${paymentIntentId}'`, 'resource_missing');
    return { ...entry, charge: entry.charge };
  };
  const refunded = (paymentIntentId: string) => refunds.filter((r) => r.payment_intent === paymentIntentId).reduce((sum, r) => sum + r.amount, 0);

  function createSession(body: FormObject): FakeSession {
    failIfAsked('createSession');
    const lines = listOf(body.line_items).map((item): FakeLine => {
      const price = objectOf(item.price_data);
      const unitAmount = Number(text(price.unit_amount));
      const quantity = Number(text(item.quantity) ?? '1');
      const name = text(objectOf(price.product_data).name);
      if (!Number.isInteger(unitAmount) || unitAmount < 0) throw invalid('Invalid integer: line_items[price_data][unit_amount]');
      if (!Number.isInteger(quantity) || quantity < 1) throw invalid('Invalid quantity');
      if (!name) throw invalid('Missing required param: line_items[price_data][product_data][name].');
      return { name, unitAmount, quantity, currency: text(price.currency) ?? '' };
    });
    if (text(body.mode) !== 'payment') throw invalid('This fake only knows mode=payment.');
    if (lines.length === 0) throw invalid('line_items is required in payment mode.');
    const successUrl = text(body.success_url);
    const cancelUrl = text(body.cancel_url);
    if (!successUrl || !cancelUrl) throw invalid('success_url and cancel_url are required.');
    const created = nowSeconds();
    const expiresAt = Number(text(body.expires_at) ?? created + 24 * 3600);
    if (expiresAt < created + 30 * 60 || expiresAt > created + 24 * 3600) {
      throw invalid('The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.');
    }
    const amount = lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0);
    const id = newId('cs');
    const session: FakeSession = {
      id,
      object: 'checkout.session',
      url: `${base}/pay/${id}`,
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
      amount_subtotal: amount,
      amount_total: amount,
      currency: text(body.currency) ?? lines[0].currency,
      customer_email: text(body.customer_email) ?? null,
      client_reference_id: text(body.client_reference_id) ?? null,
      metadata: Object.fromEntries(Object.entries(objectOf(body.metadata)).filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
      locale: text(body.locale) ?? null,
      expires_at: expiresAt,
      success_url: successUrl,
      cancel_url: cancelUrl,
      created,
      livemode: false,
    };
    sessions.set(id, { session, lines, charge: null });
    return session;
  }

  function endSession(id: string): FakeSession {
    const entry = record(id);
    if (entry.session.status !== 'open') {
      throw invalid(`Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${entry.session.status}".`);
    }
    entry.session.status = 'expired';
    entry.session.url = null;
    return entry.session;
  }

  function createRefund(body: FormObject): FakeRefund {
    failIfAsked('refund');
    const paymentIntentId = text(body.payment_intent);
    if (!paymentIntentId) throw invalid('Missing required param: payment_intent.');
    const entry = byPaymentIntent(paymentIntentId);
    const remaining = entry.session.amount_total - refunded(paymentIntentId);
    const amount = Number(text(body.amount) ?? remaining);
    if (remaining === 0) throw invalid(`Charge ${entry.charge} has already been refunded.`, 'charge_already_refunded');
    if (!Number.isInteger(amount) || amount < 1 || amount > remaining)
      throw invalid('Refund amount is greater than unrefunded amount on charge.', 'amount_too_large');
    const refund: FakeRefund = {
      id: newId('re'),
      object: 'refund',
      amount,
      payment_intent: paymentIntentId,
      charge: entry.charge,
      currency: entry.session.currency,
      status: 'succeeded',
      created: nowSeconds(),
    };
    refunds.push(refund);
    return refund;
  }

  /** One API call: its status and JSON answer (and the payment a new refund was made for). */
  function answerApi(method: string, path: string, body: FormObject): { status: number; json: unknown; refunded?: string } {
    const session = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (method === 'POST' && path === '/v1/checkout/sessions') return { status: 200, json: createSession(body) };
    if (method === 'GET' && session && !session[2]) {
      failIfAsked('retrieveSession');
      return { status: 200, json: record(session[1]).session };
    }
    if (method === 'POST' && session?.[2]) {
      failIfAsked('expireSession');
      return { status: 200, json: endSession(session[1]) };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const refund = createRefund(body);
      return { status: 200, json: refund, refunded: refund.payment_intent };
    }
    throw new StripeFailure({ status: 404, type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
  }

  async function api(req: IncomingMessage, res: ServerResponse, raw: string) {
    const url = new URL(req.url ?? '/', base);
    const method = req.method ?? 'GET';
    const body = parseForm(method === 'GET' ? url.search.slice(1) : raw);
    const idempotencyKey = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : undefined;
    requests.push({ method, path: url.pathname, body, idempotencyKey });
    const send = (status: number, json: string) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
      res.end(json);
    };
    if (req.headers.authorization !== `Bearer ${secretKey}`) return send(401, JSON.stringify({ error: STRIPE_ERRORS.unauthorized }));

    // Stripe keeps a POST's answer under its Idempotency-Key: the same request again gets it again, a different one an error.
    const replayKey = method === 'POST' && idempotencyKey ? idempotencyKey : undefined;
    const fingerprint = `${url.pathname} ${raw}`;
    const kept = replayKey ? replies.get(replayKey) : undefined;
    if (kept) {
      if (kept.request !== fingerprint) {
        const error = {
          type: 'idempotency_error',
          message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        };
        return send(400, JSON.stringify({ error }));
      }
      return send(kept.status, kept.body);
    }
    let answer: { status: number; body: string };
    let refunded: string | undefined;
    try {
      const result = answerApi(method, url.pathname, body);
      answer = { status: result.status, body: JSON.stringify(result.json) };
      refunded = result.refunded;
    } catch (error) {
      if (!(error instanceof StripeFailure)) throw error;
      const { status, ...stripeError } = error.failure;
      answer = { status, body: JSON.stringify({ error: stripeError }) };
    }
    // Stripe does not keep answers to requests it could not process (5xx): those may be retried.
    if (replayKey && answer.status < 500) replies.set(replayKey, { request: fingerprint, ...answer });
    if (refunded && fake.refundEventBeforeAnswer) await deliver(sign('charge.refunded', charge(refunded)));
    send(answer.status, answer.body);
  }

  function sign(type: string, object: object, signOptions: { timestamp?: number; secret?: string } = {}): SignedEvent {
    const id = newId('evt');
    const payload = JSON.stringify(
      { id, object: 'event', api_version: '2025-01-01', created: nowSeconds(), livemode: false, type, data: { object }, pending_webhooks: 1, request: null },
      null,
      2,
    );
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: signOptions.secret ?? webhookSecret, timestamp: signOptions.timestamp });
    return { id, type, payload, signature };
  }

  function charge(paymentIntentId: string) {
    const entry = byPaymentIntent(paymentIntentId);
    const amountRefunded = refunded(paymentIntentId);
    return {
      id: entry.charge,
      object: 'charge',
      amount: entry.session.amount_total,
      amount_refunded: amountRefunded,
      refunded: amountRefunded >= entry.session.amount_total,
      currency: entry.session.currency,
      payment_intent: paymentIntentId,
      paid: true,
      status: 'succeeded',
    };
  }

  function complete(id: string): SignedEvent {
    const entry = record(id);
    if (entry.session.status !== 'open') throw new Error(`fake Stripe: session ${id} is ${entry.session.status}, it cannot be paid`);
    entry.session.status = 'complete';
    entry.session.payment_status = 'paid';
    entry.session.payment_intent = newId('pi');
    entry.session.url = null;
    entry.charge = newId('ch');
    return sign('checkout.session.completed', entry.session);
  }

  async function deliver(event: SignedEvent, url = fake.webhookUrl): Promise<{ status: number; body: string }> {
    if (!url) throw new Error('fake Stripe: no webhook URL to deliver to');
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': event.signature,
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      },
      body: event.payload,
    });
    return { status: res.status, body: await res.text() };
  }

  function payPage(res: ServerResponse, id: string) {
    const entry = sessions.has(id) ? record(id) : undefined;
    const page = (status: number, title: string, content: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
          `<title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${content}</main></body></html>`,
      );
    };
    if (!entry) return page(404, 'Checkout session not found', '');
    if (entry.session.status !== 'open') return page(410, 'This checkout session has ended', `<p>Status: ${escapeHtml(entry.session.status)}</p>`);
    const money = (cents: number) => `${(cents / 100).toFixed(2)} ${entry.session.currency.toUpperCase()}`;
    const items = entry.lines.map((line) => `<li>${escapeHtml(line.name)}: ${money(line.unitAmount * line.quantity)}</li>`).join('');
    page(
      200,
      'Test payment (fake Stripe)',
      `<ul>${items}</ul><p>Total: <strong>${money(entry.session.amount_total)}</strong></p>` +
        `<form method="post" action="/pay/${escapeHtml(id)}"><button type="submit">Pay</button></form>` +
        `<p><a href="${escapeHtml(entry.session.cancel_url)}">Cancel and return</a></p>`,
    );
  }

  async function pay(res: ServerResponse, id: string) {
    const entry = sessions.has(id) ? record(id) : undefined;
    if (!entry || entry.session.status !== 'open') return payPage(res, id);
    const event = complete(id);
    // As Stripe does, the webhook is sent whether or not the browser comes back; here before it does.
    if (fake.webhookUrl) await deliver(event);
    res.writeHead(303, { location: entry.session.success_url.replace('{CHECKOUT_SESSION_ID}', id) });
    res.end();
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const path = (req.url ?? '/').split('?')[0];
      const payment = /^\/pay\/([\w-]+)$/.exec(path);
      const handled = payment ? (req.method === 'POST' ? pay(res, payment[1]) : Promise.resolve(payPage(res, payment[1]))) : api(req, res, raw);
      handled.catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;

  const fake: FakeStripe = {
    url: base,
    secretKey,
    webhookSecret,
    options: { secretKey, webhookSecret, host: '127.0.0.1', port, protocol: 'http' },
    webhookUrl: options.webhookUrl,
    refundEventBeforeAnswer: false,
    requests,
    refunds,
    session: (id) => record(id).session,
    lines: (id) => record(id).lines,
    fail: (operation, error) => (error ? failures.set(operation, error) : failures.delete(operation)),
    complete,
    expire: (id) => sign('checkout.session.expired', endSession(id)),
    refundInDashboard(paymentIntentId) {
      const entry = byPaymentIntent(paymentIntentId);
      const amount = entry.session.amount_total - refunded(paymentIntentId);
      refunds.push({
        id: newId('re'),
        object: 'refund',
        amount,
        payment_intent: paymentIntentId,
        charge: entry.charge,
        currency: entry.session.currency,
        status: 'succeeded',
        created: nowSeconds(),
      });
      return sign('charge.refunded', charge(paymentIntentId));
    },
    chargeRefunded: (paymentIntentId) => sign('charge.refunded', charge(paymentIntentId)),
    sign,
    deliver,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return fake;
}
