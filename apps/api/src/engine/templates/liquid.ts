import { Liquid, type LiquidOptions } from 'liquidjs';

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
  return engine;
}

/** The body: every value written into it is HTML-escaped. */
export const htmlEngine = harden(new Liquid({ ...shared, outputEscape: 'escape' }));
/** Subject, sender name and addresses: plain text, never HTML. */
export const textEngine = harden(new Liquid(shared));
