// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { WhenNear } from './when-near.tsx';

let observers: Array<{ callback: IntersectionObserverCallback; disconnected: boolean }> = [];

class FakeIntersectionObserver {
  private readonly entry: { callback: IntersectionObserverCallback; disconnected: boolean };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, disconnected: false };
    observers.push(this.entry);
  }
  observe() {}
  disconnect() {
    this.entry.disconnected = true;
  }
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  observers = [];
});

const section = (id: string) => (
  <WhenNear id={id} placeholder={<p>placeholder</p>}>
    <h2>Section</h2>
  </WhenNear>
);

function comeNear() {
  const live = observers.filter((o) => !o.disconnected);
  act(() => {
    for (const o of live) o.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
  });
}

describe('WhenNear', () => {
  it('shows the placeholder until the section comes near the viewport', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    render(section('first-visit'));
    expect(screen.getByText('placeholder')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
    comeNear();
    expect(screen.getByRole('heading', { name: 'Section' })).toBeTruthy();
  });

  it('renders a section already shown at once when its page comes back, so the page has its height', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    render(section('seen-before'));
    comeNear();
    cleanup();
    observers = [];

    // Back to the page: the section is there on the first render, with nothing to wait for.
    render(section('seen-before'));
    expect(screen.getByRole('heading', { name: 'Section' })).toBeTruthy();
    expect(screen.queryByText('placeholder')).toBeNull();
    expect(observers).toHaveLength(0);
    // A section never shown still waits.
    cleanup();
    render(section('never-shown'));
    expect(screen.getByText('placeholder')).toBeTruthy();
  });
});
