import { TokenPackagesDialog } from '@grove/token-client/react';

/**
 * The token client's Buy tokens dialog as the default export of an app module, so the chat page loads
 * it only when "Buy tokens" is pressed (a library itself may not be imported both ways, and the page
 * imports the token client statically for its meter).
 */
export default TokenPackagesDialog;
