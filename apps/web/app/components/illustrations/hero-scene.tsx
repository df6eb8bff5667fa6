/** The home page's backdrop: a campsite at dusk, set up and waiting. Decorative only. */
export function HeroScene() {
  return (
    <svg
      viewBox="0 0 640 360"
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="xMidYMax slice"
      className="absolute inset-0 h-full w-full"
    >
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1b3822" />
          <stop offset="1" stopColor="#2f5d3a" />
        </linearGradient>
      </defs>
      <rect width="640" height="360" fill="url(#hero-sky)" />
      {[
        [60, 40],
        [140, 80],
        [220, 30],
        [300, 70],
        [380, 24],
        [470, 60],
        [560, 36],
        [600, 96],
        [30, 110],
        [420, 110],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" fill="#fbf8f1" opacity="0.8" />
      ))}
      <circle cx="520" cy="70" r="22" fill="#f6d58e" opacity="0.9" />
      <path
        d="M0 250 L90 170 L170 230 L260 150 L360 240 L450 180 L560 240 L640 190 V360 H0 Z"
        fill="#244a2e"
      />
      <path d="M0 300 Q160 260 320 290 T640 280 V360 H0 Z" fill="#1b3822" />
      <path d="M400 300 L450 228 L500 300 Z" fill="#f3e9d2" opacity="0.95" />
      <path d="M450 250 L440 300 H460 Z" fill="#c2571a" />
      <circle cx="540" cy="302" r="10" fill="#c2571a" opacity="0.9" />
      <path d="M532 298 q8 -20 16 0" fill="#f6d58e" />
    </svg>
  );
}
