import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

/** One outgoing message. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail: through SMTP when configured, else into an outbox folder (one .eml file a message). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Builds the mailer for a configuration. */
export function mailerCreate(input: { smtpUrl: string | null; outboxDir: string; from: string }): Mailer {
  const transport: Transporter = input.smtpUrl
    ? nodemailer.createTransport(input.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: input.from, ...message });
      if (!input.smtpUrl) {
        await mkdir(input.outboxDir, { recursive: true });
        const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`;
        await writeFile(join(input.outboxDir, name), (info as unknown as { message: Buffer }).message);
      }
    },
    close: () => transport.close(),
  };
}
