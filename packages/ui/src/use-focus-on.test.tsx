import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusOn } from './use-focus-on.ts';

afterEach(cleanup);

/** A message that shows once `loaded` resolves, as a query's or a mutation's answer shows. */
function LateMessage({ loaded }: { loaded: Promise<string> }) {
  const [text, setText] = useState<string | null>(null);
  const message = useRef<HTMLParagraphElement>(null);
  useFocusOn(message, text);
  useEffect(() => void loaded.then(setText), [loaded]);
  return (
    <>
      <button type="button">Elsewhere</button>
      {text && (
        <p ref={message} tabIndex={-1}>
          {text}
        </p>
      )}
    </>
  );
}

/** Whether each element added to the page had focus when a screen reader could first read it. */
function focusWhenAdded(): boolean[] {
  const seen: boolean[] = [];
  // Mutation observers run as soon as the commit that drew the element is done, before React's
  // passive effects: what a screen reader or a test reads then is what the person hears.
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof HTMLParagraphElement) seen.push(document.activeElement === node);
      }
    }
  }).observe(document.body, { childList: true, subtree: true });
  return seen;
}

describe('useFocusOn', () => {
  it('gives an element focus in the commit that shows it, not after', async () => {
    const seen = focusWhenAdded();
    let resolve!: (text: string) => void;
    render(<LateMessage loaded={new Promise((done) => (resolve = done))} />);
    // Outside act(), which would run every effect before the observer: as a query's answer arrives.
    resolve('Your credit is ready.');
    expect(await screen.findByText('Your credit is ready.')).toHaveFocus();
    expect(seen).toEqual([true]);
  });

  it('moves focus again when its key changes, and leaves it be while the key is null', async () => {
    function Messages() {
      const [count, setCount] = useState(0);
      const heading = useRef<HTMLHeadingElement>(null);
      useFocusOn(heading, count || null);
      return (
        <>
          <h2 ref={heading} tabIndex={-1}>
            Actions
          </h2>
          <button type="button" onClick={() => setCount((n) => n + 1)}>
            Done
          </button>
        </>
      );
    }
    render(<Messages />);
    expect(document.body).toHaveFocus();
    const done = screen.getByRole('button', { name: 'Done' });
    done.focus();
    await act(async () => done.click());
    expect(screen.getByRole('heading', { name: 'Actions' })).toHaveFocus();
    done.focus();
    await act(async () => done.click());
    expect(screen.getByRole('heading', { name: 'Actions' })).toHaveFocus();
  });
});
