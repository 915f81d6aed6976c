import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSmtpServer } from '../test/smtpServer';
import { createMailTransport, memoryTransport, smtpTransport } from './mailer';
import { verificationCodeMail } from './templates';

test('without SMTP, mails are logged and appended to the outbox file as JSON lines', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'drive-mail-'));
  const logged: object[] = [];
  try {
    const transport = createMailTransport({
      from: 'x@y.z',
      outboxFile: path.join(dir, 'sub', 'outbox.jsonl'),
      log: { info: (obj: object) => logged.push(obj) },
    });
    expect(transport.recordsCodes).toBe(true);
    await transport.deliver(verificationCodeMail('en', 'a@b.co', 'Ann', '123456'));
    await transport.deliver(verificationCodeMail('fr', 'c@d.co', 'Céline', '654321'));
    const lines = readFileSync(path.join(dir, 'sub', 'outbox.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ to: 'a@b.co', code: '123456', subject: 'Your Drive Ontario verification code' });
    expect(lines[0].text).toContain('123456');
    expect(Date.parse(lines[0].at)).not.toBeNaN();
    expect(lines[1].text).toContain('Bonjour Céline');
    expect(logged[0]).toMatchObject({ to: 'a@b.co', code: '123456' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the memory transport (tests) keeps the mails', async () => {
  const transport = memoryTransport();
  await transport.deliver(verificationCodeMail('ar', 'a@b.co', 'Ali', '000001'));
  expect(transport.outbox[0]).toMatchObject({ to: 'a@b.co', code: '000001' });
  expect(transport.outbox[0].text).toContain('000001');
});

test('with SMTP_URL, mail goes to the SMTP server; a refusal is an error (the outbox retries it)', async () => {
  const smtp = await startSmtpServer({ failFirst: 1 });
  try {
    const transport = smtpTransport(smtp.url, 'Drive Ontario <no-reply@driveontario.ca>');
    expect(transport.recordsCodes).toBe(false);
    await expect(transport.deliver(verificationCodeMail('en', 'a@b.co', 'Ann', '123456'))).rejects.toThrow(/451/);
    await transport.deliver(verificationCodeMail('en', 'a@b.co', 'Ann', '123456'));
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].to).toEqual(['a@b.co']);
    expect(smtp.received[0].from).toContain('no-reply@driveontario.ca');
    expect(smtp.received[0].data).toContain('Subject: Your Drive Ontario verification code');
    expect(smtp.received[0].data).toContain('123456');
  } finally {
    await smtp.close();
  }
});
