/** @grove/api-client/react — the RTK Query base API and its hooks. */
export { groveApi, groveApiConfigure, useGetSystemStatusQuery, type GroveApiDeps } from './groveApi';
