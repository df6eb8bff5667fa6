/** The home page's backdrop: a campsite at dusk, set up and waiting. Decorative only. */
export function HeroScene() {
  return (
    <img
      src="/images/illustrations/hero.svg"
      alt=""
      className="absolute inset-0 h-full w-full object-cover object-bottom"
    />
  );
}
