/** A link of the site's navigation, worded as spec section 2 words it in each place. */
export interface SiteLink {
  label: string;
  to: string;
}
