// Recognises failures that are not the request's fault and not a bug: the database gone or not yet
// migrated, the disk full. They answer 503 / 507 with a message instead of a bare 500.

/** SQLSTATE classes and codes meaning "the database cannot serve right now". */
const UNAVAILABLE_CODES = new Set([
  '3D000', // invalid_catalog_name: the database does not exist (dropped)
  '42P01', // undefined_table: the database exists but is not migrated
  '42883', // undefined_function: same, for our SQL functions
  // While an emptied database is migrated again, a request between two migration files sees the
  // early tables without the later columns and types.
  '42703', // undefined_column
  '42704', // undefined_object
  '53300', // too_many_connections
  '57P01', // admin_shutdown: terminated by the administrator
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
]);
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EAI_AGAIN',
]);
/** What node-postgres says, without a code, when a connection is lost or cannot be had in time. */
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /Cannot use a pool after calling end/i,
  // DATABASE_QUERY_TIMEOUT_MS passed without an answer: a frozen or unreachable server.
  /^Query read timeout$/,
];

const codeOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database is unavailable right now; nothing was changed. Please try again in a minute.';
export const DISK_FULL_MESSAGE =
  'The server has run out of storage space; nothing was saved. Please try again later.';

/** True when the error says the database is unreachable, gone, or missing our tables. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = codeOf(error);
  if (code && (UNAVAILABLE_CODES.has(code) || code.startsWith('08') || NETWORK_CODES.has(code)))
    return true;
  const message = error instanceof Error ? error.message : '';
  return UNAVAILABLE_MESSAGES.some((m) => m.test(message));
}

/** True for a full disk: the media folder (ENOSPC, EDQUOT) or PostgreSQL's own (53100 disk_full). */
export function isDiskFull(error: unknown): boolean {
  const code = codeOf(error);
  return code === 'ENOSPC' || code === 'EDQUOT' || code === '53100';
}
