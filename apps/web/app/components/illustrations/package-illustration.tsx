import type { ReactNode } from 'react';

// Our own drawings of each package's set-up, in the site's palette.

const SKY = '#dcebdf';
const GROUND = '#a7c4a0';
const FOREST = '#2f5d3a';
const DARK = '#1b3822';
const CANVAS = '#f3e9d2';
const EMBER = '#c2571a';
const WOOD = '#8a5a2b';

function Scene({ label, children }: { label: string; children: ReactNode }) {
  return (
    <svg viewBox="0 0 240 160" role="img" aria-label={label} className="h-auto w-full">
      <rect width="240" height="160" rx="16" fill={SKY} />
      <circle cx="196" cy="34" r="14" fill="#f6d58e" />
      <path d="M0 120 Q60 104 120 114 T240 110 V160 H0 Z" fill={GROUND} />
      <path d="M18 118 l10 -34 l10 34 Z M30 116 l8 -26 l8 26 Z" fill={FOREST} />
      <path d="M206 114 l12 -40 l12 40 Z" fill={FOREST} />
      {children}
    </svg>
  );
}

function Chair({ x }: { x: number }) {
  return (
    <g stroke={DARK} strokeWidth="2" fill="none" strokeLinecap="round">
      <path d={`M${x} 132 l8 -12 M${x + 12} 132 l-8 -12`} />
      <path d={`M${x - 1} 120 h14 v-10`} stroke={EMBER} strokeWidth="3" />
    </g>
  );
}

function Lantern({ x, y }: { x: number; y: number }) {
  return (
    <g>
      <circle cx={x} cy={y} r="9" fill="#f6d58e" opacity="0.5" />
      <rect
        x={x - 3}
        y={y - 5}
        width="6"
        height="10"
        rx="1.5"
        fill="#f6d58e"
        stroke={DARK}
        strokeWidth="1.5"
      />
    </g>
  );
}

function DomeTent() {
  return (
    <Scene label="Illustration: a dome tent with two camp chairs, a table and a lantern">
      <path d="M46 130 Q100 44 154 130 Z" fill={FOREST} />
      <path d="M64 130 Q100 66 136 130" fill="none" stroke={CANVAS} strokeWidth="2" />
      <path d="M100 84 L86 130 H114 Z" fill={DARK} />
      <Chair x={164} />
      <Chair x={184} />
      <rect x="166" y="112" width="30" height="3" fill={WOOD} />
      <Lantern x={181} y={106} />
    </Scene>
  );
}

function CabinTent() {
  return (
    <Scene label="Illustration: a cabin tent with an awning, a camp kitchen and festoon lights">
      <path d="M36 130 V86 L76 62 L116 86 V130 Z" fill={FOREST} />
      <path d="M116 86 L76 62 L150 62 L178 86 Z" fill={DARK} />
      <path d="M116 86 H178 V130 H116 Z" fill="#3e7a4c" />
      <path d="M116 86 L196 96" stroke={DARK} strokeWidth="2" />
      <path d="M196 96 V132" stroke={DARK} strokeWidth="2" />
      <rect x="62" y="96" width="28" height="34" fill={CANVAS} />
      <path d="M76 96 V130" stroke={FOREST} strokeWidth="2" />
      <rect x="134" y="110" width="36" height="20" fill={CANVAS} stroke={DARK} strokeWidth="1.5" />
      <rect x="140" y="104" width="10" height="6" fill={DARK} />
      <path d="M120 88 Q150 100 192 96" fill="none" stroke={DARK} strokeWidth="1" />
      {[128, 142, 156, 170, 184].map((x) => (
        <circle key={x} cx={x} cy={92 + (x - 120) / 10} r="2.5" fill="#f6d58e" />
      ))}
    </Scene>
  );
}

function BellTent() {
  return (
    <Scene label="Illustration: a canvas bell tent with fairy lights, rugs and fire-pit chairs">
      <path
        d="M44 130 L70 92 L106 40 L142 92 L168 130 Z"
        fill={CANVAS}
        stroke="#c9b891"
        strokeWidth="2"
      />
      <path d="M106 34 V40" stroke={DARK} strokeWidth="3" />
      <path d="M106 66 L90 130 H122 Z" fill="#6b4a2b" />
      <path d="M70 92 Q106 102 142 92" fill="none" stroke={DARK} strokeWidth="1" />
      {[76, 88, 100, 112, 124, 136].map((x) => (
        <circle key={x} cx={x} cy={94 + 4 * Math.sin((x - 70) / 12)} r="2.5" fill={EMBER} />
      ))}
      <rect x="70" y="132" width="72" height="8" rx="3" fill={EMBER} opacity="0.8" />
      <circle cx="192" cy="128" r="8" fill={WOOD} />
      <path d="M186 124 q6 -14 12 0" fill="#f6d58e" />
      <Chair x={168} />
      <Chair x={204} />
    </Scene>
  );
}

function GenericTent() {
  return (
    <Scene label="Illustration: a tent set up at a campground">
      <path d="M60 130 L110 60 L160 130 Z" fill={FOREST} />
      <path d="M110 80 L96 130 H124 Z" fill={DARK} />
      <Lantern x={176} y={120} />
    </Scene>
  );
}

const BY_PACKAGE: Record<string, () => ReactNode> = {
  essentials: DomeTent,
  'family-basecamp': CabinTent,
  'glamping-bell-tent': BellTent,
};

/** The drawing of a package's set-up; packages added later get a plain tent until they have their own. */
export function PackageIllustration({ packageId }: { packageId: string }) {
  const Drawing = BY_PACKAGE[packageId] ?? GenericTent;
  return <Drawing />;
}
