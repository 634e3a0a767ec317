import type { Transporter } from "nodemailer";
import type { Config } from "../config.ts";
import type { Logger } from "../log.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** For the log only (never the address or the body: a body may hold a one-time link). */
  purpose: string;
}

/** Waits between attempts; an SMTP server that is down for a minute still gets the mail. */
const RETRY_DELAYS_MS = [5_000, 30_000];

/**
 * Mail through SMTP (SMTP_URL). `send` never waits for the SMTP server: the message is handed
 * to a send that runs after the caller returns, so a request answers at once however slow or
 * broken the server is. Nothing is written to the database: a one-time link exists in clear
 * only in the message, so a restart before it went out loses it (the user asks again).
 */
export function createMailer(deps: { config: Config; log: Logger }) {
  const { config } = deps;
  const log = deps.log.child({ part: "mail" });
  const { smtpUrl } = config.mail;
  // nodemailer is loaded with the first mail (or `doctor`'s check): start-up need not pay its import.
  let made: Promise<Transporter> | null = null;
  const transport = () => (made ??= import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl!)));
  const inFlight = new Set<Promise<void>>();
  let stopped = false;

  async function deliver(mail: Mail) {
    for (let attempt = 0; ; attempt++) {
      try {
        await (await transport()).sendMail({ from: config.mail.from, to: mail.to, subject: mail.subject, text: mail.text });
        log.info("mail sent", { purpose: mail.purpose });
        return;
      } catch (e) {
        const wait = RETRY_DELAYS_MS[attempt];
        if (wait === undefined || stopped) return log.error("mail not sent", { purpose: mail.purpose, error: e });
        log.warn("mail failed; trying again", { purpose: mail.purpose, error: e, inSeconds: wait / 1000 });
        await Bun.sleep(wait);
      }
    }
  }

  /** Queues the message; false when no SMTP server is configured. */
  function send(mail: Mail): boolean {
    if (!smtpUrl || stopped) return false;
    const p: Promise<void> = Promise.resolve()
      .then(() => deliver(mail))
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
    return true;
  }

  /** Lets messages being sent finish (a few seconds at most), then closes the connection pool. */
  async function stop() {
    stopped = true;
    // (A timer cleared once they finish: a bare sleep would hold the process open for its whole 3 s after the last send.)
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([Promise.allSettled([...inFlight]), new Promise((done) => (timer = setTimeout(done, 3000)))]);
    clearTimeout(timer);
    await made?.then(
      (t) => t.close(),
      () => {},
    );
  }

  /** `squawk doctor`: does the server answer and accept our login? */
  async function check(): Promise<string> {
    if (!smtpUrl) throw new Error("not configured (set SMTP_URL and MAIL_FROM)");
    await (await transport()).verify();
    return `ok (${new URL(config.mail.smtpUrl!).host}, from ${config.mail.from})`;
  }

  return { configured: Boolean(smtpUrl), send, stop, check };
}

export type Mailer = ReturnType<typeof createMailer>;
