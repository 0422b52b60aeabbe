/** POST /login-guest */
export interface GuestLoginRequest {
  uuid: string;
}
/** POST /login-guest and POST /login answer the bearer credential at the top level. */
export interface AccessTokenResponse {
  access_token: string;
}
