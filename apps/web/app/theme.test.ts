import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import figtree from '@capsizecss/metrics/figtree';
import fraunces from '@capsizecss/metrics/fraunces';
import georgia from '@capsizecss/metrics/georgia';
import notoSerif from '@capsizecss/metrics/notoSerif';
import roboto from '@capsizecss/metrics/roboto';
import { describe, expect, it } from 'vitest';

const theme = readFileSync(join(import.meta.dirname, 'theme.css'), 'utf8');

/** The declarations of each @font-face block, quotes and spacing normalised. */
function fontFaces(css: string): Record<string, string>[] {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((match) =>
    Object.fromEntries(
      match[1]!
        .split(';')
        .map((declaration) => declaration.replaceAll('"', "'").replace(/\s+/g, ' ').trim())
        .filter(Boolean)
        .map((declaration) => {
          const colon = declaration.indexOf(':');
          return [declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()];
        }),
    ),
  );
}

/** The web fonts' families as fontsource names them, and the local fonts that stand in for them. */
const STACKS = [
  { font: { ...fraunces, familyName: 'Fraunces Variable' }, fallbacks: [georgia, notoSerif] },
  { font: { ...figtree, familyName: 'Figtree Variable' }, fallbacks: [arial, roboto] },
];

describe('theme.css', () => {
  it('sizes each fallback font to the metrics of the web font it stands in for', () => {
    const expected = STACKS.flatMap(({ font, fallbacks }) =>
      fontFaces(createFontStack([font, ...fallbacks], { subset: 'latin' }).fontFaces),
    );
    expect(fontFaces(theme)).toEqual(expected);
  });

  it('puts each web font first and its fallbacks next in the font stacks', () => {
    const stack = (name: string) =>
      new RegExp(`--font-${name}:([^;]*);`).exec(theme)?.[1]?.replace(/\s+/g, ' ');
    for (const [name, { font, fallbacks }] of [
      ['display', STACKS[0]!],
      ['sans', STACKS[1]!],
    ] as const) {
      const family = font.familyName;
      expect(stack(name)).toContain(
        [family, ...fallbacks.map((f) => `${family} Fallback: ${f.familyName}`)]
          .map((entry) => `'${entry}'`)
          .join(', '),
      );
    }
  });
});
