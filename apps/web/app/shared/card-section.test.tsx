import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#app/test/render.tsx';
import { CardSection } from './card-section.tsx';

describe('CardSection', () => {
  it('is a region named by its heading, which takes focus only when asked to', () => {
    const heading = createRef<HTMLHeadingElement>();
    renderWithProviders(
      <>
        <CardSection title="Actions" intro="What staff can do now." headingRef={heading}>
          <button type="button">Confirm</button>
        </CardSection>
        <CardSection title="History" action={<a href="/history">Older</a>}>
          <p>Requested.</p>
        </CardSection>
      </>,
    );
    const actions = screen.getByRole('region', { name: 'Actions' });
    expect(actions.textContent).toBe('ActionsWhat staff can do now.Confirm');
    heading.current?.focus();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Actions' }));
    const history = screen.getByRole('region', { name: 'History' });
    expect(history.querySelector('h2')?.getAttribute('tabindex')).toBeNull();
    expect(history.textContent).toBe('HistoryOlderRequested.');
  });
});
