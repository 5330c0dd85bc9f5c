import { languageOfHeader, type ReaderLanguage } from '../../db/reader-language.ts';
import { sharedText } from './shared-texts.ts';

/** The language of the operator's terminal: the first of LC_ALL, LC_MESSAGES and LANG set ('es_ES.UTF-8'). */
export const terminalLanguage = (env: NodeJS.ProcessEnv = process.env): ReaderLanguage =>
  languageOfHeader(env.LC_ALL || env.LC_MESSAGES || env.LANG);

/** A shared English text as the operator's terminal reads it. */
export const forTerminal = (text: string, env: NodeJS.ProcessEnv = process.env): string =>
  sharedText(text, terminalLanguage(env));
