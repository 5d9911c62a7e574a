/**
 * Sending the visits' e-mails over SMTP with nodemailer (docs/decisions/410): SMTP_URL names the
 * server (`smtp://user:pass@host:587`, `smtps://…:465`; STARTTLS when the server offers it), MAIL_FROM
 * the sender (default: the brand and e-mail of site.json). Without SMTP_URL there is no mailer, and
 * the e-mails wait in the delivery queue as messages wait for Telegram. An invitation goes twice, as
 * Google Calendar sends its own: a `text/calendar; method=…` alternative (what Outlook and Gmail read
 * as an invitation) and the same `.ics` as an attachment (what the others open).
 */
import nodemailer, { type Transporter } from 'nodemailer'
import type { VisitMail } from '../../src/booking/mail.js'

export interface MailConfig {
  smtpUrl: string
  from: { name: string; address: string }
}

/** The mail settings of the environment, or null when SMTP_URL is unset (the e-mails wait). */
export function readMailConfig(env: NodeJS.ProcessEnv, site: { brand: string; email: string }): MailConfig | null {
  const smtpUrl = env.SMTP_URL?.trim()
  if (!smtpUrl) return null
  if (!/^smtps?:\/\/[^/]/.test(smtpUrl))
    throw new Error('SMTP_URL must start with smtp:// or smtps://, for example smtp://user:pass@mail.example.fi:587')
  const from = env.MAIL_FROM?.trim()
  if (!from) return { smtpUrl, from: { name: site.brand, address: site.email } }
  const parsed = /^(?:"?([^"<]*?)"?\s*<([^<>\s]+@[^<>\s]+)>|([^<>\s]+@[^<>\s]+))$/.exec(from)
  if (!parsed) throw new Error(`MAIL_FROM must be an address or "Name <address>", got "${from}"`)
  return { smtpUrl, from: { name: parsed[1]?.trim() || site.brand, address: (parsed[2] ?? parsed[3]) as string } }
}

export interface Mailer {
  /** Sends one e-mail; resolves with the SMTP server's message id, rejects when it was not accepted. */
  send(mail: VisitMail): Promise<{ messageId: string }>
  close(): void
}

export function createMailer(config: MailConfig, options: { timeoutMs?: number } = {}): Mailer {
  const timeout = options.timeoutMs ?? 15_000
  const transport: Transporter = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  })
  return {
    async send(mail) {
      const info = await transport.sendMail({
        from: config.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        ...(mail.calendar && {
          icalEvent: { method: mail.calendar.method, filename: mail.calendar.filename, content: mail.calendar.content },
        }),
      })
      const refused = info.rejected?.length ?? 0
      if (refused > 0) throw new Error(`the SMTP server refused ${refused} recipient(s)`)
      return { messageId: info.messageId }
    },
    close: () => transport.close(),
  }
}
