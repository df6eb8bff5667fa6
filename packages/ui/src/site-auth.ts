/** The signed-in person as the site sees them (a subset of the identity service's user). */
export interface SignedInUser {
  uid: string;
  displayName: string | null;
  email: string | null;
  emailVerified: boolean;
  /** How they can prove who they are again: `password`, `google.com`, `github.com`… */
  providerIds: string[];
  /**
   * Whether their ID token carries the staff (`admin`) claim: the site then links the staff area,
   * which checks the claim afresh itself.
   */
  isStaff?: boolean;
}

/** Auth state of spec section 4: loading, then signed-in or guest. */
export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'guest'; user: null }
  | { status: 'signed-in'; user: SignedInUser };
