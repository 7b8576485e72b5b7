// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { errorSource, RootErrorBoundary, RouteErrorBoundary } from './error-boundaries.tsx';

function Bomb({ explode }: { explode: boolean }): React.ReactNode {
  if (explode) throw new Error('Kaboom');
  return <p>All good</p>;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('RouteErrorBoundary', () => {
  it('shows the error panel and resets when the location changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <RouteErrorBoundary resetKey="/broken">
        <Bomb explode />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Oops, something went wrong' })).toBeTruthy();
    expect(screen.getByText('Kaboom')).toBeTruthy();
    expect(screen.getByText('Please try refreshing the page')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeTruthy();

    rerender(
      <RouteErrorBoundary resetKey="/broken">
        <Bomb explode={false} />
      </RouteErrorBoundary>,
    );
    expect(screen.queryByText('All good')).toBeNull();

    rerender(
      <RouteErrorBoundary resetKey="/elsewhere">
        <Bomb explode={false} />
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('All good')).toBeTruthy();
  });
});

describe('RootErrorBoundary', () => {
  it('shows the Loading Error panel with the message, its source and Try Again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <RootErrorBoundary>
        <Bomb explode />
      </RootErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Loading Error' })).toBeTruthy();
    expect(screen.getByText('Kaboom')).toBeTruthy();
    expect(screen.getByText(/^Source: .*Bomb/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});

describe('errorSource', () => {
  it('prefers the first line of the component stack', () => {
    expect(errorSource(new Error('x'), '\n    at Bomb (http://x/app.js:1:2)\n    at div')).toBe('at Bomb (http://x/app.js:1:2)');
  });

  it('falls back to the first frame of the error stack', () => {
    const error = new Error('x');
    error.stack = 'Error: x\n    at render (http://x/app.js:3:4)\n    at other';
    expect(errorSource(error, null)).toBe('at render (http://x/app.js:3:4)');
    expect(errorSource('plain string')).toBe('unknown');
  });
});
