import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodType } from 'zod';

/**
 * Responses are checked against their schema by parsing, not encoding: the shared schemas read loose input
 * (`z.preprocess` turns '' into null), and zod's encode refuses any one-way transform, which
 * fastify-type-provider-zod 7's own serializer uses.
 */
export const responseSerializer: FastifySerializerCompiler<ZodType | { properties: ZodType }> =
  ({ schema, method, url }) =>
  (data) => {
    const zod = schema instanceof ZodType ? schema : schema.properties;
    const result = zod.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
