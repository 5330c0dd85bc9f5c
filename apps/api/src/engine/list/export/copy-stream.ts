import { finished, type Readable } from 'node:stream';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';

/**
 * Runs COPY … TO STDOUT on a connection of its own and gives its output as a stream that reads from the
 * socket only as fast as it is read (backpressure reaches PostgreSQL). The connection goes back to the
 * pool when the stream ends; if it stops early (the download was cancelled, the query failed) the
 * connection is closed instead, which ends the server's COPY: a COPY cannot be stopped halfway otherwise.
 */
export function copyStream(client: pg.PoolClient, text: string): Readable {
  const copy = client.query(copyTo(text));
  // Closing the connection makes pg report 'Connection terminated' to the query, after the stream is done.
  copy.on('error', () => {});
  finished(copy, (error) => client.release(error ?? undefined));
  return copy;
}

const CR = Buffer.from('\r');

/**
 * PostgreSQL ends CSV rows with \n; the export's rows end with \r\n (RFC 4180, as before). A \n inside
 * quotes is data and stays. Quotes are counted across chunks: a doubled quote toggles twice.
 */
export function crlfRows() {
  let quoted = false;
  return (chunk: Buffer): Buffer => {
    const parts: Buffer[] = [];
    let start = 0;
    let at = 0;
    let quote = chunk.indexOf(0x22);
    for (;;) {
      if (quoted) {
        if (quote < 0) break;
        quoted = false;
        at = quote + 1;
        quote = chunk.indexOf(0x22, at);
        continue;
      }
      const newline = chunk.indexOf(0x0a, at);
      if (quote >= 0 && (newline < 0 || quote < newline)) {
        quoted = true;
        at = quote + 1;
        quote = chunk.indexOf(0x22, at);
        continue;
      }
      if (newline < 0) break;
      parts.push(chunk.subarray(start, newline), CR);
      start = newline;
      at = newline + 1;
    }
    if (parts.length === 0) return chunk;
    parts.push(chunk.subarray(start));
    return Buffer.concat(parts);
  };
}

const escapes: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };
const unescaped = (cell: string) => cell.replace(/\\(.)/g, (_, c: string) => escapes[c] ?? c);

/**
 * Rows of COPY's text format (a row a line, cells split by tabs, backslash escapes) as cells, in
 * batches of what arrived; number columns as numbers, empty cells as ''.
 */
export async function* textRows(copy: AsyncIterable<Buffer>, numbers: readonly boolean[]) {
  const decoder = new TextDecoder();
  let rest = '';
  const cell = (raw: string, i: number): string | number => {
    const text = raw.includes('\\') ? unescaped(raw) : raw;
    return numbers[i] && text !== '' ? Number(text) : text;
  };
  for await (const chunk of copy) {
    const text = rest + decoder.decode(chunk, { stream: true });
    const end = text.lastIndexOf('\n');
    if (end < 0) {
      rest = text;
      continue;
    }
    rest = text.slice(end + 1);
    yield text
      .slice(0, end)
      .split('\n')
      .map((line) => line.split('\t').map(cell));
  }
}
