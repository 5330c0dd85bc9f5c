import nodemailer from 'nodemailer';

export interface SmtpAccount {
  smtp_server: string;
  smtp_user: string;
  /** Opened, not sealed. */
  password: string;
}

const DEFAULT_PORT = 587;

/** `host` or `host:port`; port 465 speaks TLS from the start, the others upgrade with STARTTLS when offered. */
export function smtpTransport(account: SmtpAccount) {
  const [host, port] = account.smtp_server.trim().split(/:(?=\d+$)/);
  const portNumber = port ? Number(port) : DEFAULT_PORT;
  return nodemailer.createTransport({
    host,
    port: portNumber,
    secure: portNumber === 465,
    auth: account.password ? { user: account.smtp_user, pass: account.password } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}
