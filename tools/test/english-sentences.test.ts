import { describe, expect, it } from 'vitest';
import { englishSentences, readsAsSentence } from '../english-sentences.ts';
import { allowedSentences } from './english-sentences.allowed.ts';

const key = (file: string, text: string) => `${file} ${text}`;
/** Parsing the API and importing the shared package takes a while, longer on a loaded machine. */
const slow = { timeout: 60_000 * Number(process.env.TEST_TIMEOUT_FACTOR ?? 1) };

describe('the API writes no English sentence outside the catalogues (issue 47)', () => {
  it('tells a sentence for a person from keys, SQL and formats', () => {
    expect(readsAsSentence('Fill in the client id first.')).toBe(true);
    expect(readsAsSentence('Call {0} to book {1}')).toBe(true);
    expect(readsAsSentence('the row was saved.')).toBe(true);
    expect(readsAsSentence('booking-request')).toBe(false);
    expect(readsAsSentence('Accommodation')).toBe(false);
    expect(readsAsSentence('select id from trips where name = $1')).toBe(false);
    expect(readsAsSentence('Bearer {0}')).toBe(false);
    expect(readsAsSentence('{0} <{1}>')).toBe(false);
  });

  it(
    'finds each one in a catalogue or in the allow-list, and no allowed one that is gone',
    slow,
    async () => {
      const found = await englishSentences();
      const allowed = new Set(allowedSentences.map(([file, text]) => key(file, text)));
      const outside = found.filter((s) => !allowed.has(key(s.where.replace(/:\d+$/, ''), s.text)));
      expect(outside.map((s) => `${s.where}: ${s.text}`)).toEqual([]);
      const seen = new Set(found.map((s) => key(s.where.replace(/:\d+$/, ''), s.text)));
      const gone = allowedSentences.filter(([file, text]) => !seen.has(key(file, text)));
      expect(gone.map(([file, text]) => `${file}: ${text}`)).toEqual([]);
    },
  );

  it('keeps a reason beside every allowed sentence', () => {
    for (const [, , reason] of allowedSentences) expect(reason.length).toBeGreaterThan(10);
  });
});
