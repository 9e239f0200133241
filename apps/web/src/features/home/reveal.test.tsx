import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Reveal } from './reveal';

let observed: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];

function stubBrowser({ prefersReducedMotion }: { prefersReducedMotion: boolean }) {
  observed = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
        observed.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('matchMedia', () => ({ matches: prefersReducedMotion, addEventListener: vi.fn(), removeEventListener: vi.fn() }));
}

const section = () => screen.getByText('How it works').parentElement!;

describe('Reveal', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps a section faded out until it scrolls into view, then fades it in', () => {
    stubBrowser({ prefersReducedMotion: false });
    render(
      <Reveal>
        <h2>How it works</h2>
      </Reveal>,
    );
    expect(section()).toHaveAttribute('data-revealed', 'false');
    expect(section()).toHaveClass('opacity-0');
    act(() => observed[0]!([{ isIntersecting: true }]));
    expect(section()).toHaveAttribute('data-revealed', 'true');
    expect(section()).not.toHaveClass('opacity-0');
    expect(section()).toHaveClass('transition-[opacity,translate]');
  });

  it('shows the section at once, without any transition, to people who prefer reduced motion', () => {
    stubBrowser({ prefersReducedMotion: true });
    render(
      <Reveal>
        <h2>How it works</h2>
      </Reveal>,
    );
    expect(section()).toHaveAttribute('data-revealed', 'true');
    expect(section().className).toBe('');
    expect(observed).toHaveLength(0);
  });
});
