import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Outgoing e-mail through the SMTP server of the configuration (SMTP_*). Without SMTP_HOST
 * the server sends no mail, and features that need it say so.
 */
export class Mailer {
  private transport: Transporter | null = null;

  constructor(
    private readonly config: Pick<
      Config,
      'SMTP_HOST' | 'SMTP_PORT' | 'SMTP_SECURE' | 'SMTP_USER' | 'SMTP_PASSWORD' | 'SMTP_FROM'
    >,
  ) {}

  get configured(): boolean {
    return Boolean(this.config.SMTP_HOST);
  }

  async send(mail: OutgoingMail): Promise<void> {
    if (!this.config.SMTP_HOST) throw new Error('SMTP_HOST is not configured');
    this.transport ??= nodemailer.createTransport({
      host: this.config.SMTP_HOST,
      port: this.config.SMTP_PORT,
      secure: this.config.SMTP_SECURE,
      ...(this.config.SMTP_USER
        ? { auth: { user: this.config.SMTP_USER, pass: this.config.SMTP_PASSWORD ?? '' } }
        : {}),
    });
    await this.transport.sendMail({ from: this.config.SMTP_FROM, ...mail });
  }

  close(): void {
    this.transport?.close();
    this.transport = null;
  }
}
