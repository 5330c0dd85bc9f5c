import { emailTemplateMessages as m } from '@trips/shared/templates/messages';
import { LiquidError } from 'liquidjs';
import { NOT_ALLOWED_TAG } from './liquid.ts';

interface LiquidFailure {
  name?: string;
  message: string;
  token?: { getPosition?: () => [number, number] };
}

const lineOf = (error: LiquidFailure): number => {
  const position = error.token?.getPosition?.();
  if (position) return position[0];
  return Number(/line:(\d+)/.exec(error.message)?.[1] ?? 1);
};

/** A LiquidJS error as the message staff read: what is wrong and on which line. */
export function problemOf(error: unknown): string {
  if (!(error instanceof Error)) throw error;
  const failure = error as LiquidFailure;
  const line = lineOf(failure);
  const text = failure.message;
  const tag = text.indexOf(NOT_ALLOWED_TAG);
  if (tag >= 0)
    return m.notAllowedTag(line, /^[\w-]+/.exec(text.slice(tag + NOT_ALLOWED_TAG.length))?.[0] ?? '');
  const variable = /undefined variable: ([^,]+)/.exec(text);
  if (variable) return m.unknownVariable(line, variable[1]!);
  const filter = /undefined filter: ([^,]+)/.exec(text);
  if (filter) return m.unknownFilter(line, filter[1]!);
  if (/limit exceeded/.test(text)) return m.tooHeavy(line);
  if (/not closed/.test(text)) return m.notClosed(line);
  if (error instanceof LiquidError) return m.unreadable(line);
  throw error;
}
