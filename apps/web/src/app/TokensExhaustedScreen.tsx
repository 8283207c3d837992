import { TokensExhaustedDialog } from '@grove/token-client/react';

/**
 * The token client's out-of-tokens dialog as the default export of an app module, so
 * `TokensExhaustedWatch` can load it lazily (a library itself may not be imported both ways).
 */
export default TokensExhaustedDialog;
