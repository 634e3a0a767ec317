import { SMTPServer } from "smtp-server";
import { UNTIL_MS, waitUntil } from "./http.ts";

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** The plain-text body, transfer encoding undone. */
  text: string;
  raw: string;
}

/**
 * A real SMTP server on loopback (the smtp-server package) that keeps what it receives. It
 * asks for a login (any user, the password "secret"), like a real relay; `failNext` makes the
 * next N messages fail with a 451 so retries can be seen.
 */
export async function startSmtpFake() {
  const received: ReceivedMail[] = [];
  let failNext = 0;
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(auth, _session, cb) {
      if (auth.password === "secret") cb(null, { user: auth.username });
      else cb(new Error("Invalid username or password"));
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        if (failNext > 0) {
          failNext--;
          const e = new Error("Try again later") as Error & { responseCode: number };
          e.responseCode = 451;
          return cb(e);
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: header(raw, "subject"),
          text: body(raw),
          raw,
        });
        cb(null);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    port,
    /** For SMTP_URL. */
    url: `smtp://squawk:secret@127.0.0.1:${port}`,
    received,
    failNext: (n: number) => void (failNext = n),
    /** The first message to `to` matching `pred`, once it has arrived. */
    mailTo: (to: string, pred: (m: ReceivedMail) => boolean = () => true, ms = UNTIL_MS) =>
      waitUntil(() => received.find((m) => m.to.includes(to) && pred(m)), ms, `no mail to ${to} arrived`),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpFake = Awaited<ReturnType<typeof startSmtpFake>>;

/** The first http(s) link in a message. */
export const linkIn = (m: ReceivedMail) => m.text.match(/https?:\/\/\S+/)?.[0] ?? null;

function header(raw: string, name: string) {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
  return head.match(new RegExp(`^${name}:\\s*(.*)$`, "im"))?.[1]?.trim() ?? "";
}

/** Plain text only (what Squawk sends): undoes quoted-printable soft breaks and escapes. */
function body(raw: string) {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const text = rest.join("\n\n");
  if (!/content-transfer-encoding:\s*quoted-printable/i.test(head!)) return text.replace(/\r\n/g, "\n");
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
    .replace(/\r\n/g, "\n");
}
