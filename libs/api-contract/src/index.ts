/**
 * @grove/api-contract — the request and response shapes shared by the web app and the API, the
 * error body and codes, and the exact messages of SPEC §8.
 *
 * Zod schemas live in their own modules (`*Schema.ts`, `system.ts`) so that a browser importing only
 * messages, codes or types does not pull zod into its bundle (the package is side-effect free).
 */
export { MESSAGES, type MessageKey } from './core/messages';
export { ERROR_CODES, errorBody, errorBodyParse, type ErrorBody, type ErrorCode } from './core/errorBody';
export { ErrorBodySchema } from './core/errorBodySchema';
export { SystemStatusSchema, type SystemStatus } from './core/system';
