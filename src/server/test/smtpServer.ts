import net from 'node:net';

/*
 * A real SMTP server for tests, on node:net: enough of the protocol for nodemailer (greeting,
 * EHLO/HELO, MAIL FROM, RCPT TO, DATA … ".", RSET, NOOP, QUIT), holding its answers until
 * released (a server too slow to answer yet) and a 451 answer to the first messages (a failing one).
 */

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent (headers and body), dot-stuffing undone. */
  data: string;
}

export interface SmtpServerOptions {
  /** Messages are not answered after their final "." until `release()`. */
  held?: boolean;
  /** The first this-many messages are answered 451 (try again later). */
  failFirst?: number;
}

export interface TestSmtpServer {
  url: string;
  /** Messages accepted (250), in order. */
  received: ReceivedMail[];
  /** Messages answered so far, accepted or refused. */
  readonly answered: number;
  /** Messages whose answer is held (`held`), waiting for `release()`. */
  readonly waiting: number;
  /** Answers the held messages, and from now on every message at once. */
  release(): void;
  close(): Promise<void>;
}

export async function startSmtpServer(options: SmtpServerOptions = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let answered = 0;
  let held = options.held === true;
  const waiting: (() => void)[] = [];
  const sockets = new Set<net.Socket>();

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    let inData = false;
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    let lines: string[] = [];
    const reply = (text: string) => {
      if (!socket.destroyed) socket.write(`${text}\r\n`);
    };

    const endOfData = () => {
      const message = { ...mail, data: lines.join('\r\n') };
      const answer = () => {
        answered += 1;
        if (answered <= (options.failFirst ?? 0)) {
          reply('451 4.3.0 Temporary failure, try again later');
        } else {
          received.push(message);
          reply('250 2.0.0 Queued');
        }
      };
      if (held) waiting.push(answer);
      else answer();
      mail = { from: '', to: [], data: '' };
      lines = [];
    };

    const command = (line: string) => {
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO') reply('250-test.smtp\r\n250 8BITMIME');
      else if (verb === 'HELO') reply('250 test.smtp');
      else if (verb === 'MAIL') {
        mail.from = line.slice(line.indexOf(':') + 1).trim();
        reply('250 2.1.0 OK');
      } else if (verb === 'RCPT') {
        mail.to.push(
          line
            .slice(line.indexOf(':') + 1)
            .trim()
            .replace(/^<|>$/g, ''),
        );
        reply('250 2.1.5 OK');
      } else if (verb === 'DATA') {
        inData = true;
        reply('354 End data with <CR><LF>.<CR><LF>');
      } else if (verb === 'RSET') {
        mail = { from: '', to: [], data: '' };
        reply('250 2.0.0 OK');
      } else if (verb === 'NOOP') reply('250 2.0.0 OK');
      else if (verb === 'QUIT') {
        reply('221 2.0.0 Bye');
        socket.end();
      } else reply('502 5.5.2 Command not implemented');
    };

    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!inData) command(line);
        else if (line === '.') {
          inData = false;
          endOfData();
        } else lines.push(line.startsWith('..') ? line.slice(1) : line);
      }
    });
    reply('220 test.smtp ESMTP');
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get answered() {
      return answered;
    },
    get waiting() {
      return waiting.length;
    },
    release() {
      held = false;
      for (const answer of waiting.splice(0)) answer();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
