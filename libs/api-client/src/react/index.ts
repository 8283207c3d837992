/** @grove/api-client/react — the RTK Query base API and its hooks. */
export { groveApi, groveApiConfigure, groveApiEvents, groveApiLastSuccessAt, useGetSystemStatusQuery, type GroveApiDeps } from './groveApi';
