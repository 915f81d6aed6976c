import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createMailer } from './mailer';
import { verificationCodeMail } from './templates';

test('without SMTP, mails are logged and appended to the outbox file as JSON lines', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'drive-mail-'));
  const logged: object[] = [];
  try {
    const mailer = createMailer({ from: 'x@y.z', outboxFile: path.join(dir, 'sub', 'outbox.jsonl'), log: { info: (obj) => logged.push(obj) } });
    await mailer.send(verificationCodeMail('en', 'a@b.co', 'Ann', '123456'));
    await mailer.send(verificationCodeMail('fr', 'c@d.co', 'Céline', '654321'));
    const lines = readFileSync(path.join(dir, 'sub', 'outbox.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ to: 'a@b.co', code: '123456', subject: 'Your Drive Ontario verification code' });
    expect(lines[0].text).toContain('123456');
    expect(Date.parse(lines[0].at)).not.toBeNaN();
    expect(lines[1].text).toContain('Bonjour Céline');
    expect(logged[0]).toMatchObject({ to: 'a@b.co', code: '123456' });
    expect(mailer.outbox).toHaveLength(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('without an outbox file (tests), mails stay in memory', async () => {
  const mailer = createMailer({ from: 'x@y.z', log: { info: () => undefined } });
  await mailer.send(verificationCodeMail('ar', 'a@b.co', 'Ali', '000001'));
  expect(mailer.outbox[0]).toMatchObject({ to: 'a@b.co', code: '000001' });
  expect(mailer.outbox[0].text).toContain('000001');
});
