/** The external identity providers offered on /login and /signup (spec section 6). */
export const SOCIAL_PROVIDERS = [
  { id: 'google', label: 'Google', firebaseId: 'google.com' },
  { id: 'facebook', label: 'Facebook', firebaseId: 'facebook.com' },
  { id: 'github', label: 'GitHub', firebaseId: 'github.com' },
  { id: 'twitter', label: 'X (Twitter)', firebaseId: 'twitter.com' },
] as const;

export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
export type SocialProviderId = SocialProvider['id'];

/** The provider a Firebase provider id (e.g. `google.com`) stands for, if we offer it. */
export function socialProviderFor(firebaseId: string): SocialProvider | undefined {
  return SOCIAL_PROVIDERS.find((provider) => provider.firebaseId === firebaseId);
}
