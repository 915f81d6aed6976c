import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';

/*
 * A local fake of the part of Twilio's HTTP API the product uses (creating a Message), for the
 * official SDK pointed at it (TWILIO_API_URL, src/server/sms/transport.ts): it checks the Basic
 * auth and the form fields as Twilio does, answers a Message or Twilio's error shape, and lets a
 * test fail the next sends. `sign` signs a webhook as Twilio would, with the SDK's own function.
 */

export interface FakeMessage {
  sid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
  statusCallback: string | null;
}

export interface FakeTwilio {
  url: string;
  accountSid: string;
  authToken: string;
  messages: FakeMessage[];
  /** The next `count` sends answer this status and Twilio error (500 by default: retried; 400 21211: invalid number). */
  failNext(count: number, status?: number, code?: number): void;
  /** The `X-Twilio-Signature` of a webhook to `url` with these form fields. */
  sign(url: string, params: Record<string, string>): string;
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => resolve(text));
  });

export async function startFakeTwilio(): Promise<FakeTwilio> {
  const accountSid = `AC${randomBytes(16).toString('hex')}`;
  const authToken = randomBytes(16).toString('hex');
  const messages: FakeMessage[] = [];
  let failures: { count: number; status: number; code: number } = { count: 0, status: 500, code: 20500 };

  const send = (res: ServerResponse, status: number, body: object) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const server = createServer(async (req, res) => {
    const body = new URLSearchParams(await readBody(req));
    const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
    if (req.headers.authorization !== expectedAuth) return send(res, 401, { code: 20003, message: 'Authenticate', status: 401 });
    if (req.method !== 'POST' || req.url !== `/2010-04-01/Accounts/${accountSid}/Messages.json`)
      return send(res, 404, { code: 20404, message: 'Not found', status: 404 });
    if (failures.count > 0) {
      failures.count -= 1;
      return send(res, failures.status, { code: failures.code, message: `fake failure ${failures.code}`, status: failures.status });
    }
    const to = body.get('To');
    if (!to || !body.get('Body') || (!body.get('From') && !body.get('MessagingServiceSid'))) {
      return send(res, 400, { code: 21604, message: "A 'To' phone number, a 'From' and a 'Body' are required.", status: 400 });
    }
    const message: FakeMessage = {
      sid: `SM${randomBytes(16).toString('hex')}`,
      to,
      from: body.get('From'),
      messagingServiceSid: body.get('MessagingServiceSid'),
      body: body.get('Body')!,
      statusCallback: body.get('StatusCallback'),
    };
    messages.push(message);
    send(res, 201, {
      sid: message.sid,
      account_sid: accountSid,
      to: message.to,
      from: message.from,
      body: message.body,
      status: 'queued',
      date_created: new Date().toUTCString(),
      num_segments: '1',
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    messages,
    failNext(count, status = 500, code = 20500) {
      failures = { count, status, code };
    },
    sign: (url, params) => twilio.getExpectedTwilioSignature(authToken, url, params),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
