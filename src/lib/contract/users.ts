/** GET /v1/users/me answers { data: CurrentUser }. The accounts area extends the profile fields. */
export interface CurrentUser {
  id: number;
  email: string;
  full_name: string;
  /** Currency code the shopper chose, e.g. 'SGD'. */
  currency: string;
  mobile: string | null;
  phone_code: string | null;
}

/** The identity record the navigation guard reads from the stored `auth` record. */
export interface Authenticator {
  id: number;
  email: string;
}
