/**
 * @grove/api-client core — the pure rules of the web app's one base API: request headers and the
 * events that failed responses raise (SPEC §7, §8).
 */
export {
  apiAuthRetryWanted,
  apiEventChannelCreate,
  apiEventForStatus,
  type ApiEvent,
  type ApiEventChannel,
  type ApiEventListener,
  type ApiEventRequest,
  type TokensExhaustedEvent,
} from './core/apiEvents';
export { API_NETWORK_FAILED, apiErrorMessage, apiErrorRead, type ApiErrorRead } from './core/apiErrors';
export {
  apiHeadersBuild,
  DEFAULT_ACTIVE_ROLE,
  type ApiIdentity,
  type ApiIdentityOptions,
  type ApiIdentitySource,
} from './core/apiHeaders';
