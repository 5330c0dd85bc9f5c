/**
 * Errors that mean the database could not be reached or the connection was cut (restart, failover,
 * a terminated backend), as opposed to a fault of the request: the same request may well succeed soon.
 */
const LOST_CODES = new Set([
  '57P01', // admin_shutdown: terminated by an administrator, or the server is shutting down
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or in recovery
  '08000', // connection_exception
  '08001', // unable to establish
  '08003', // connection does not exist
  '08004', // rejected
  '08006', // connection failure
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

const LOST_MESSAGES = [
  /connection terminated/i,
  /not queryable/i,
  /timeout exceeded when trying to connect/i,
  /connection ended/i,
  /cannot use a pool after calling end/i,
];

export function isConnectionLost(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && LOST_CODES.has(code)) return true;
  if (typeof message === 'string' && LOST_MESSAGES.some((pattern) => pattern.test(message))) return true;
  const cause = (error as { cause?: unknown }).cause;
  return cause !== undefined && cause !== error && isConnectionLost(cause);
}
