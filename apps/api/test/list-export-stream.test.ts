import { describe, expect, it } from 'vitest';
import { crlfRows, textRows } from '../src/engine/list/export/copy-stream.ts';

/** The bytes cut into pieces of the given size, as a socket may deliver them. */
const pieces = (bytes: Buffer, size: number) =>
  Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size));

async function* chunks(parts: Buffer[]) {
  yield* parts;
}

describe('COPY output into export rows', () => {
  // What PostgreSQL writes for COPY … (format csv): rows end with \n, a quoted field may hold \n and "".
  const copied = Buffer.from(
    'plain,1\n"with, comma",2\n"two\nlines","say ""hi"""\n"",x\n"ends with quote""",\n"Logroño",3\n',
  );
  const wanted =
    'plain,1\r\n"with, comma",2\r\n"two\nlines","say ""hi"""\r\n"",x\r\n"ends with quote""",\r\n"Logroño",3\r\n';

  it('ends CSV rows with CRLF and leaves line breaks inside quotes alone, however the chunks fall', () => {
    for (const size of [1, 2, 3, 5, 7, 64, copied.length]) {
      const crlf = crlfRows();
      const out = Buffer.concat(pieces(copied, size).map(crlf)).toString();
      expect(out, `chunks of ${size}`).toBe(wanted);
    }
  });

  it('reads the text format into cells: escapes undone, numbers where the column is one', async () => {
    // Two rows of COPY … (format text): tab-separated, backslash escapes, '' for an empty cell.
    const text = Buffer.from('a\\tb\\\\c\t12.5\t\nLogroño\\nline\t-3\tx\n');
    for (const size of [1, 3, 8, text.length]) {
      const rows: (string | number)[][] = [];
      for await (const batch of textRows(chunks(pieces(text, size)), [false, true, false]))
        rows.push(...batch);
      expect(rows, `chunks of ${size}`).toEqual([
        ['a\tb\\c', 12.5, ''],
        ['Logroño\nline', -3, 'x'],
      ]);
    }
  });
});
