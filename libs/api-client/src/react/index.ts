/** @grove/api-client/react — the RTK Query base API and its hooks. */
export { groveApi, groveApiConfigure, groveApiEvents, useGetSystemStatusQuery, type GroveApiDeps } from './groveApi';
