import { z } from 'zod';
import { ERROR_CODES, type ErrorBody } from './errorBody';

/** The zod schema of {@link ErrorBody}, for the server's OpenAPI document and response validation. */
export const ErrorBodySchema: z.ZodType<ErrorBody> = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    field: z.string().optional(),
  }),
});
