import type { ResultAsync } from 'neverthrow';
import type { TokenGrant, TokenRequest } from '../../api-contract/auth-token.contract.js';
import type { ApiFailure } from './api-failure.js';

/** The token call of the Stride API (`POST /token/v2/auth/token`), as the storefront sees it. */
export interface TokenApi {
  requestToken(request: TokenRequest): ResultAsync<TokenGrant, ApiFailure>;
}
