/**
 * Mail's public face: the SMTP mailer.
 */
export { createMailer, type Mailer } from "./mailer.ts";
