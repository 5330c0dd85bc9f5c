import { type Context, Liquid, type LiquidOptions } from 'liquidjs';

/** The tags that read other files: a template is one text, saved as a whole. */
const fileTags = ['include', 'render', 'layout', 'block'];
export const NOT_ALLOWED_TAG = 'tag-not-allowed:';

/**
 * Staff write templates, so rendering one must never run code, read files or hang the server: strict
 * names and filters (a typo is an error, not an empty gap), own properties only, and limits on the
 * template's size, the time one render takes and the memory it allocates (a loop bomb stops there).
 */
/**
 * The longest one render may take, in ms of the clock: 300 unless TEMPLATE_RENDER_LIMIT_MS says otherwise
 * (the test runs stretch it by their timeout factor: on a loaded machine a plain template can take longer).
 */
const renderLimit = Number(process.env.TEMPLATE_RENDER_LIMIT_MS) || 300;

const shared: LiquidOptions = {
  strictVariables: true,
  strictFilters: true,
  ownPropertyOnly: true,
  parseLimit: 1_000_000,
  renderLimit,
  memoryLimit: 5_000_000,
  cache: false,
};

function harden(engine: Liquid): Liquid {
  for (const tag of fileTags) {
    engine.registerTag(tag, {
      parse() {
        throw new Error(`${NOT_ALLOWED_TAG}${tag}`);
      },
      render() {},
    });
  }
  // `raw` would let a value through unescaped; here it is a plain filter, so the output is escaped.
  engine.registerFilter('raw', (value: unknown) => value);
  engine.registerFilter('plural', plural);
  return engine;
}

/** Where a context keeps the language its email is written in (not a variable: templates cannot read it). */
export const LANG_KEY = '__lang';

const pluralRules = new Map<string, Intl.PluralRules>();
const rulesOf = (lang: string) => {
  const known = pluralRules.get(lang);
  if (known) return known;
  const rules = new Intl.PluralRules(lang);
  pluralRules.set(lang, rules);
  return rules;
};

/**
 * `{{ booking.people | plural: 'persona', 'personas' }}` → "1 persona", "2 personas": the number and the
 * form its language's plural rules (ICU, `Intl.PluralRules`) choose: the first for the category `one`, the
 * second for `other`, a third for `zero`/`few`/`many` where a language has them. An empty number writes nothing.
 */
function plural(this: { context: Context }, value: unknown, one: unknown, other: unknown, few?: unknown) {
  if (value === '' || value === null || value === undefined) return '';
  const count = Number(value);
  if (!Number.isFinite(count)) return '';
  const scope = this.context.environments as Record<string, unknown>;
  const lang = typeof scope[LANG_KEY] === 'string' ? scope[LANG_KEY] : 'en';
  const category = rulesOf(lang).select(count);
  const form = category === 'one' ? one : category === 'other' || few === undefined ? other : few;
  return `${count} ${String(form ?? '')}`.trim();
}

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&#34;',
  "'": '&#39;',
};

/** A value written into HTML: escaped, its line breaks kept ('Rooms: … → …' a line each). */
const escapeValue = (value: unknown) =>
  (value === null || value === undefined ? '' : String(value))
    .replace(/[&<>"']/g, (c) => entities[c]!)
    .replace(/\r?\n/g, '<br>');

/** The body: every value written into it is HTML-escaped. */
export const htmlEngine = harden(new Liquid({ ...shared, outputEscape: escapeValue }));
/** Subject, sender name and addresses: plain text, never HTML. */
export const textEngine = harden(new Liquid(shared));
