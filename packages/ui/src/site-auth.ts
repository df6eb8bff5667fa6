/** What the header and mobile menu need to know about the visitor (spec section 4: loading, then one of two). */
export interface SiteAuth {
  status: 'loading' | 'guest' | 'signed-in';
  displayName?: string | null;
}
