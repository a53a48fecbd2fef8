import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpTestServer, type SmtpTestServer } from '@/testing/mail/smtp-test-server';
import { isLoopbackHost, smtpTransport, smtpTransportOptions } from './smtp-transport';

const mail = {
  messageId: 'msg_tls_check',
  kind: 'booked' as const,
  from: 'Springfield Clinic <visits@clinic.test>',
  to: 'marge@springfield.test',
  subject: 'Your visit is booked',
  text: 'See you soon.',
  html: '<p>See you soon.</p>',
  calendar: null,
};

describe('SMTP options: TLS is required unless the relay is on this machine or the URL says otherwise', () => {
  it.each([
    ['smtp://user:secret@mail.example.org:587', true],
    ['smtp://mail.example.org', true],
    ['smtps://user:secret@mail.example.org:465', true],
    ['smtp://10.0.0.25:25', true],
    ['smtp://[2001:db8::25]:25', true],
    // A name that only looks local is a name: it is resolved over the network like any other.
    ['smtp://localhost.example.org:25', true],
    ['smtp://127.example.org:25', true],
    ['smtp://mail.example.org:587?ignoreTLS=true', true],
    ['smtp://mail.example.org:587?requireTLS=true', true],
    ['smtp://localhost:25', false],
    ['smtp://LocalHost:25', false],
    ['smtp://127.0.0.1:1025', false],
    ['smtp://127.8.9.10:25', false],
    ['smtp://[::1]:25', false],
    ['smtp://[::ffff:127.0.0.1]:25', false],
    ['smtp://mail.example.org:25?requireTLS=false', false],
  ])('%s requires TLS: %s', (url, required) => {
    expect(smtpTransportOptions(url)).toMatchObject({ url, requireTLS: required, connectionTimeout: 20_000 });
  });

  it('leaves the last word to the URL once nodemailer has read it', () => {
    const resolved = (url: string) =>
      (
        nodemailer.createTransport(smtpTransportOptions(url)) as unknown as {
          options: { requireTLS?: boolean };
        }
      ).options.requireTLS;
    expect(resolved('smtp://user:secret@mail.example.org:587')).toBe(true);
    expect(resolved('smtp://mail.example.org:25?requireTLS=false')).toBe(false);
    expect(resolved('smtp://127.0.0.1:25')).toBe(false);
  });

  it('tells loopback addresses from others', () => {
    expect(['localhost', '127.0.0.1', '127.255.0.1', '[::1]', '::1'].map(isLoopbackHost)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['128.0.0.1', '0.0.0.0', '::', '[::2]', 'localhost.', 'mail'].map(isLoopbackHost)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('SMTP delivery against a server that offers no STARTTLS', () => {
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
  });
  afterAll(() => smtp.close());

  it('sends to a relay on loopback in the clear', async () => {
    const transport = smtpTransport(smtp.url);
    await transport.send(mail);
    transport.close();
    expect(smtp.received.map((received) => received.subject)).toEqual(['Your visit is booked']);
  });

  it('refuses to send in the clear with the options a network host gets', async () => {
    const before = smtp.received.length;
    const { port } = new URL(smtp.url);
    // The options built for a host across the network, pointed at the same server (the name would have
    // to resolve through DNS to reach it): the greeting offers no STARTTLS, so nothing is handed over.
    const { url: _url, ...networkOptions } = smtpTransportOptions(
      `smtp://user:secret@mail.example.org:${port}`,
    );
    const transporter = nodemailer.createTransport({
      ...networkOptions,
      host: '127.0.0.1',
      port: Number(port),
    });
    await expect(
      transporter.sendMail({ from: mail.from, to: mail.to, subject: 'x', text: 'x' }),
    ).rejects.toThrow(/STARTTLS/i);
    transporter.close();
    expect(smtp.received.length).toBe(before);
  });
});
