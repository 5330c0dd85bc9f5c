import { AsyncLocalStorage } from 'node:async_hooks';
import { PostgresDialect, PostgresQueryCompiler } from 'kysely';

/** The languages reference data is named in: the interface's two and German, which templates also speak. */
export const readerLanguages = ['en', 'es', 'de'] as const;
export type ReaderLanguage = (typeof readerLanguages)[number];

const context = new AsyncLocalStorage<ReaderLanguage>();

/**
 * A bind value that stands for the language of whoever will read the answer. Queries are built once (list
 * bindings, report SQL) and run for many readers, so the language is bound when the query is compiled,
 * inside the request, the job or the email that runs it.
 */
export const readerLanguage: unique symbol = Symbol('reader language');

export const currentReaderLanguage = (): ReaderLanguage => context.getStore() ?? 'en';

/** Runs `work` (and everything it awaits) for a reader of `language`. */
export const inReaderLanguage = <T>(language: ReaderLanguage, work: () => T): T =>
  context.run(language, work);

/** The value to bind for a query parameter: the reader's language in place of its stand-in. */
export const boundValue = (value: unknown): unknown =>
  value === readerLanguage ? currentReaderLanguage() : value;

/** PostgreSQL's compiler, binding the reader's language (both drivers compile with it). */
export class ReaderQueryCompiler extends PostgresQueryCompiler {
  protected override appendValue(value: unknown) {
    super.appendValue(boundValue(value));
  }
}

export class ReaderPostgresDialect extends PostgresDialect {
  override createQueryCompiler() {
    return new ReaderQueryCompiler();
  }
}

/** The reader's language from an Accept-Language header: its first tag that names one of ours, else English. */
export function languageOfHeader(header: string | undefined): ReaderLanguage {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    const found = readerLanguages.find((l) => l === tag);
    if (found) return found;
  }
  return 'en';
}
