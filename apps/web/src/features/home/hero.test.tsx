import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Hero } from './hero';

function prefersReducedMotion(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: matches && query.includes('reduce'), addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
}

function renderHero() {
  render(
    <MemoryRouter>
      <Hero />
    </MemoryRouter>,
  );
}

const dot = (number: number) => screen.getByRole('button', { name: new RegExp(`^Show slide ${number} of 4`) });
const activeSlide = () => document.querySelector('img[data-active]')?.getAttribute('data-slide');
const loadActiveSlide = () => fireEvent.load(document.querySelector('img[data-active]')!);

describe('Hero slideshow', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the next slide every 5 seconds and starts again after the fourth', () => {
    prefersReducedMotion(false);
    renderHero();
    expect(activeSlide()).toBe('plumbing');
    expect(dot(1)).toHaveAttribute('aria-current', 'true');

    act(() => vi.advanceTimersByTime(4999));
    expect(activeSlide()).toBe('plumbing');
    act(() => vi.advanceTimersByTime(1));
    expect(activeSlide()).toBe('electrical');
    expect(dot(2)).toHaveAttribute('aria-current', 'true');

    for (const slide of ['cleaning', 'moving', 'plumbing']) {
      act(() => vi.advanceTimersByTime(5000));
      expect(activeSlide()).toBe(slide);
    }
  });

  it('fades for 1 second between slides', () => {
    prefersReducedMotion(false);
    renderHero();
    expect(document.querySelector('img[data-active]')).toHaveStyle({ transitionDuration: '1000ms' });
  });

  it('downloads only the first slide at first, then the next one once the shown one has loaded', () => {
    prefersReducedMotion(false);
    renderHero();
    expect(document.querySelectorAll('img[data-slide]')).toHaveLength(1);
    loadActiveSlide();
    expect(Array.from(document.querySelectorAll('img[data-slide]'), (image) => image.getAttribute('data-slide'))).toEqual(['plumbing', 'electrical']);
  });

  it('makes the first slide the priority download, at a fixed size, with a phone set for narrow screens', () => {
    prefersReducedMotion(false);
    renderHero();
    const first = document.querySelector('img[data-slide="plumbing"]')!;
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('width', '1600');
    expect(first).toHaveAttribute('height', '900');
    const phoneSource = first.parentElement!.querySelector('source[type="image/avif"]')!;
    expect(phoneSource).toHaveAttribute('media', '(max-width: 767.98px)');
    expect(phoneSource).toHaveAttribute('srcset', '/images/hero/plumbing-mobile-720.avif');
  });

  it('waits while the pointer is over the hero, and by the pause button', () => {
    prefersReducedMotion(false);
    renderHero();
    const hero = screen.getByRole('region', { name: 'Trusted local fundis, booked in minutes' });
    fireEvent.mouseEnter(hero);
    act(() => vi.advanceTimersByTime(20_000));
    expect(activeSlide()).toBe('plumbing');
    fireEvent.mouseLeave(hero);
    act(() => vi.advanceTimersByTime(5000));
    expect(activeSlide()).toBe('electrical');

    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(activeSlide()).toBe('electrical');
  });

  it('shows the slide whose dot is pressed', () => {
    prefersReducedMotion(false);
    renderHero();
    fireEvent.click(dot(4));
    expect(activeSlide()).toBe('moving');
    expect(dot(4)).toHaveAttribute('aria-current', 'true');
  });

  it('stays still for people who prefer reduced motion, who can still pick slides', () => {
    prefersReducedMotion(true);
    renderHero();
    act(() => vi.advanceTimersByTime(30_000));
    expect(activeSlide()).toBe('plumbing');
    loadActiveSlide();
    expect(document.querySelectorAll('img[data-slide]')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).not.toBeInTheDocument();
    fireEvent.click(dot(3));
    expect(activeSlide()).toBe('cleaning');
  });

  it('leads to the services and to logging in', () => {
    prefersReducedMotion(false);
    renderHero();
    expect(screen.getByRole('link', { name: 'Explore Services' })).toHaveAttribute('href', '/services');
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/login');
  });
});
