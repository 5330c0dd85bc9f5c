/**
 * The marks an empty value leaves in a written email, found before it is queued: a label with nothing
 * after it ("Lugar: , Sarria", "- Meals:"), two separators with nothing between ("Camino Ways · · email"),
 * empty brackets, a greeting without a name ("Estimado/a :", "Hola, :"), a value written as
 * "undefined", "null" or "NaN", and a number that does not agree with its noun ("1 personas", "2 night").
 */

/** A greeting line with no name in it, in the languages the emails speak. */
export const bareGreeting =
  /^(?:dear|hello|hi|good (?:morning|afternoon|evening)|estimad[oa](?:\/a)?|estimados\/as|hola|querid[oa](?:\/a)?|buenos días|buenas tardes|sehr geehrte(?:\/?r|s)?(?: (?:frau|herr))?|hallo|liebe(?:\/?r)?|guten tag)[\s,:;]*$/iu;

/** What a greeting says when the name is not known, by language. */
export const neutralGreeting: Record<string, string> = {
  en: 'Dear Sir or Madam,',
  es: 'Estimado/a señor/a:',
  de: 'Sehr geehrte Damen und Herren,',
};

const singularNouns = 'person|night|bag|guest|traveller|walker|persona|noche|bulto|maleta|cliente|viajero';
const pluralNouns =
  'people|persons|nights|bags|guests|travellers|walkers|rooms|days|personas|noches|bultos|maletas|clientes|viajeros|habitaciones|días|Personen|Nächte|Gepäckstücke|Tage';

const rules: { what: string; pattern: RegExp }[] = [
  { what: 'a value written as undefined, null or NaN', pattern: /\b(?:undefined|null|NaN)\b|\[object \w+\]/ },
  { what: 'a label with nothing after it', pattern: /[\p{L}\p{N})]\s*:[ \t\u00a0]*(?:[,;·|)]|:)/u },
  { what: 'a label with nothing after it', pattern: /^-\s.*:[ \t\u00a0]*$/m },
  { what: 'two separators with nothing between', pattern: /[·|,;][ \t\u00a0]*[·|,;]/ },
  { what: 'empty brackets', pattern: /\([ \t\u00a0]*\)|\[[ \t\u00a0]*\]/ },
  { what: 'a greeting without a name', pattern: new RegExp(bareGreeting.source, 'imu') },
  { what: 'a label or name with nothing before it', pattern: /^[ \t\u00a0]*[,;:·|]/m },
  {
    what: 'a number that does not agree with its noun',
    pattern: new RegExp(`(?:^|[^\\d.,])1 (?:${pluralNouns})\\b`, 'mu'),
  },
  {
    what: 'a number that does not agree with its noun',
    pattern: new RegExp(`(?:^|[^\\d.,])(?:0|[2-9]|\\d{2,}) (?:${singularNouns})(?![\\p{L}])`, 'mu'),
  },
  { what: 'a stay or service without its dates', pattern: /(?:^|[^\d.,])0 (?:nights|noches|Nächte)\b/mu },
];

export interface BlankMark {
  /** What the mark is, in words. */
  what: string;
  /** The line it is on, as the reader sees it. */
  line: string;
}

/** Every mark of an empty value in an email's subject and plain text; none when it can go out. */
export function blankMarks(...texts: readonly string[]): BlankMark[] {
  const marks: BlankMark[] = [];
  for (const text of texts) {
    for (const line of text.split('\n')) {
      for (const rule of rules) {
        if (rule.pattern.test(line)) marks.push({ what: rule.what, line: line.trim() });
      }
    }
  }
  return marks;
}

/** The marks as staff read them in a task: one a line. */
export const describeMarks = (marks: readonly BlankMark[]) =>
  marks.map((mark) => `${mark.what}: "${mark.line}"`).join('\n');
