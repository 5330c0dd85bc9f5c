import type { z } from 'zod';
import { rateErrors } from './find-rate-problems.ts';
import { luggageRateSchema, negotiatedRateSchema, transferRateSchema } from './rates.schema.ts';
import type { AnyRate } from './types.ts';

/** Adds every blocking rate problem as an issue at its field, with the message that names the rows. */
function rejectRateErrors(rate: AnyRate, ctx: z.RefinementCtx<AnyRate>) {
  for (const problem of rateErrors(rate))
    ctx.addIssue({ code: 'custom', message: problem.message, path: problem.path });
}

/** What the server parses when a rate is saved: the shape, then findRateProblems' errors (warnings pass). */
export const negotiatedRateSaveSchema = negotiatedRateSchema.superRefine(rejectRateErrors);
export const luggageRateSaveSchema = luggageRateSchema.superRefine(rejectRateErrors);
export const transferRateSaveSchema = transferRateSchema.superRefine(rejectRateErrors);
