import type { ReactNode } from 'react';

// Icons of the four steps of "How it works". Decorative: each step's heading says what it is.

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
      className="size-12 text-forest-700"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export const STEP_ICONS = {
  choose: (
    <Icon>
      <rect x="8" y="10" width="32" height="30" rx="3" />
      <path d="M8 18h32M16 6v8M32 6v8M16 26h4M24 26h4M16 32h4" />
    </Icon>
  ),
  setUp: (
    <Icon>
      <path d="M4 34h26V16H4zM30 22h8l6 6v6H30" />
      <circle cx="12" cy="36" r="4" />
      <circle cx="36" cy="36" r="4" />
    </Icon>
  ),
  arrive: (
    <Icon>
      <path d="M6 40L24 10l18 30z" />
      <path d="M24 22l-6 18h12z" />
    </Icon>
  ),
  packDown: (
    <Icon>
      <path d="M8 18l16-8 16 8v20l-16 8-16-8z" />
      <path d="M8 18l16 8 16-8M24 26v20" />
    </Icon>
  ),
} satisfies Record<string, ReactNode>;
