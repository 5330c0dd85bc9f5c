import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The web app's policy: its own scripts only, never inline, so an injected script cannot run and read the
 * session token kept in localStorage. Mantine writes `<style>` elements at run time (CSS variables,
 * responsive props), so index.html carries a fresh nonce that only those may use.
 */
export function appPolicy(styleNonce?: string) {
  const styles = styleNonce ? `'self' 'nonce-${styleNonce}'` : `'self'`;
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src ${styles}`,
    // data: for the avatar preview before upload, blob: for voucher images fetched with the token.
    "img-src 'self' data: blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** JSON and files are never pages: nothing may load or run in them. */
const apiPolicy = "default-src 'none'; frame-ancestors 'none'";

/** Swagger UI styles its own elements inline; this route alone allows that. */
const docsPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const permissionsPolicy = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

const DOCS = /^\/api\/v1\/docs(\/|\?|$)/;

function policyFor(url: string) {
  if (DOCS.test(url)) return docsPolicy;
  return url.startsWith('/api/') ? apiPolicy : appPolicy();
}

/** Over HTTPS: a TLS socket, or `X-Forwarded-Proto: https` from a trusted proxy (TRUST_PROXY). */
const isHttps = (req: FastifyRequest) => req.protocol === 'https';

/**
 * Security headers on every response: pages, static files, API JSON, errors and 404s. A route that set
 * its own stricter Content-Security-Policy (served uploads, index.html with its nonce) keeps it.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply) => {
    if (!reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', policyFor(req.url));
    reply.header('x-content-type-options', 'nosniff');
    // Password-reset links carry their token in the address.
    reply.header('referrer-policy', 'no-referrer');
    reply.header('permissions-policy', permissionsPolicy);
    if (isHttps(req)) reply.header('strict-transport-security', 'max-age=31536000');
  });
}
