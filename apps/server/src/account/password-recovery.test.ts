import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { call, startTestConvoy, type TestConvoy } from '../test-support/test-server';
import { addUser, loginAdmin, loginAs } from '../test-support/accounts';

interface ReceivedMail {
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let inbox: ReceivedMail[] = [];
let server: TestConvoy;

beforeAll(async () => {
  // A real SMTP server in the test process: the message arrives as any mail server gets it.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  server = await startTestConvoy({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(port),
    SMTP_FROM: 'Convoy <fleet@example.com>',
    PUBLIC_URL: 'https://fleet.example.com',
  });
});
afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** The text part of a message, quoted-printable decoded. */
function textOf(raw: string): string {
  const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
  return body
    .replace(/=\r\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (hex) =>
      Buffer.from(hex.replace(/=/g, ''), 'hex').toString('utf8'),
    );
}

async function waitForMail(count: number): Promise<ReceivedMail> {
  for (let i = 0; i < 100 && inbox.length < count; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const mail = inbox[count - 1];
  if (!mail) throw new Error('no mail arrived');
  return mail;
}

describe('password recovery', () => {
  it('e-mails a reset link in the language asked for; the link sets a new password once', async () => {
    const admin = await loginAdmin(server.baseUrl);
    await addUser(server.baseUrl, admin, {
      useraccount: 'forgetful',
      email: 'forgetful@example.com',
    });
    inbox = [];
    const form = new FormData();
    form.set('userAccount', 'forgetful');
    form.set('language', 'fr');
    const asked = await call(server.baseUrl, '/api/Login/RecoverPassword', {
      method: 'POST',
      body: form,
    });
    expect(asked.status).toBe(200);
    expect(asked.body.state).toBe(1);

    const mail = await waitForMail(1);
    expect(mail.to).toEqual(['forgetful@example.com']);
    const text = textOf(mail.raw);
    expect(mail.raw).toMatch(/^Subject: .*r=C3=A9initialiser|^Subject: Convoy : r/m);
    expect(text).toContain('Bonjour');
    const link = /https:\/\/fleet\.example\.com\/resetPassword\?token=[A-Za-z0-9_-]+&lang=fr/.exec(
      text,
    )?.[0];
    expect(link).toBeDefined();

    // Follow the link as the reset page does: check it, then set the new password.
    const url = new URL(link as string);
    const token = url.searchParams.get('token') as string;
    const check = await call(server.baseUrl, `/api/Login/CheckResetLink?token=${token}`);
    expect(check.body.value).toEqual({ userAccount: 'forgetful' });
    const reset = await call(server.baseUrl, '/api/Login/ResetPassword', {
      method: 'POST',
      json: { token, password: 'brand-new1' },
    });
    expect(reset.status).toBe(200);
    await loginAs(server.baseUrl, 'forgetful', 'brand-new1');

    const again = await call(server.baseUrl, '/api/Login/ResetPassword', {
      method: 'POST',
      headers: { 'accept-language': 'en' },
      json: { token, password: 'other-pass1' },
    });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('account.resetLinkInvalid');
  });

  it('answers the same for an unknown account and sends nothing', async () => {
    inbox = [];
    const unknown = await call(server.baseUrl, '/api/Login/RecoverPassword', {
      method: 'POST',
      json: { userAccount: 'nobody-here', language: 'en' },
    });
    expect(unknown.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(inbox).toHaveLength(0);
  });

  it('writes the mail in Chinese when asked', async () => {
    const admin = await loginAdmin(server.baseUrl);
    await addUser(server.baseUrl, admin, { useraccount: 'wang', email: 'wang@example.com' });
    inbox = [];
    await call(server.baseUrl, '/api/Login/RecoverPassword', {
      method: 'POST',
      json: { userAccount: 'wang', language: 'zh-cn' },
    });
    const mail = await waitForMail(1);
    expect(textOf(mail.raw)).toContain('重置');
  });
});
