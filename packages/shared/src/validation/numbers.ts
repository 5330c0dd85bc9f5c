import { z } from 'zod';
import { messages } from './messages.ts';
import { int4Max, moneyMax } from './ranges.ts';

/** A whole number an integer column can hold, within [min, max]: versions, pages, counts, quantities. */
export const integer = (min: number, max: number = int4Max) => z.number().int().min(min).max(max);

/** A count of things (people, rooms, bags), at most `max`. */
export const quantity = (max: number) => z.number().int().min(0, messages.negative).max(max);

/** `integer` read from a path or query string. */
export const integerParam = (min: number, max: number = int4Max) => z.coerce.number().pipe(integer(min, max));

/**
 * A row id: a serial key, 1 … 2147483647. A larger number can name no row and would fail the query.
 * `required` is the message for a missing id or the "none" of a picker (0), e.g. messages.required.
 */
export const rowId = (required?: string) =>
  z
    .number(required ? { error: required } : undefined)
    .int()
    .positive(required)
    .max(int4Max);

/** `rowId` read from a path or query string. */
export const rowIdParam = () => z.coerce.number().pipe(rowId());

/** An amount of money a numeric(12, 2) column holds: finite, not negative, at most `max`. */
export const money = (max: number = moneyMax) => z.number().min(0, messages.negative).max(max);
