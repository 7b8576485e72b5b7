import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RefreshCw, TriangleAlert } from 'lucide-react';

/** Where an error came from: the first line of the component stack, else the first frame of its stack. */
export function errorSource(error: unknown, componentStack?: string | null): string {
  const firstLine = (text: string | null | undefined) =>
    text
      ?.split('\n')
      .map((line) => line.trim())
      .find((line) => line.length > 0 && line !== String(error));
  const fromComponents = firstLine(componentStack);
  if (fromComponents) return fromComponents;
  if (error instanceof Error && error.stack) {
    const frame = error.stack
      .split('\n')
      .map((line) => line.trim())
      .find((line) => line.startsWith('at ') || line.includes('@'));
    if (frame) return frame;
  }
  return 'unknown';
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message || error.name : String(error ?? 'Unknown error'));

const reload = () => window.location.reload();

interface RootState {
  error: unknown;
  source: string | null;
}

/** Wraps the whole app: a render failure at start shows the 'Loading Error' panel (docs/product.md A2). */
export class RootErrorBoundary extends Component<{ children: ReactNode }, RootState> {
  state: RootState = { error: null, source: null };

  static getDerivedStateFromError(error: unknown): Partial<RootState> {
    return { error: error ?? new Error('Unknown error') };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Application failed to render:', error, info.componentStack);
    this.setState({ source: errorSource(error, info.componentStack) });
  }

  render() {
    const { error, source } = this.state;
    if (!error) return this.props.children;
    return (
      <div className="flex min-h-screen items-center justify-center bg-slate-50 p-4">
        <div role="alert" className="w-full max-w-lg rounded-xl border border-red-200 bg-white p-6 shadow-sm">
          <div className="flex items-center gap-3">
            <span className="grid h-10 w-10 place-items-center rounded-full bg-red-100 text-red-700">
              <TriangleAlert className="h-5 w-5" aria-hidden />
            </span>
            <h1 className="text-xl font-bold text-slate-900">Loading Error</h1>
          </div>
          <p className="mt-4 text-slate-700">{messageOf(error)}</p>
          <p className="mt-2 rounded-md bg-slate-100 px-3 py-2 font-mono text-xs break-all text-slate-600">Source: {source ?? errorSource(error)}</p>
          <button
            type="button"
            onClick={reload}
            className="mt-5 inline-flex h-10 items-center gap-2 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
          >
            <RefreshCw className="h-4 w-4" aria-hidden />
            Try Again
          </button>
        </div>
      </div>
    );
  }
}

interface RouteProps {
  children: ReactNode;
  /** The boundary clears its error when this changes (the Layout passes the location). */
  resetKey: string;
}
interface RouteState {
  error: unknown;
  resetKey: string;
}

/** Around the page outlet: a failing screen keeps the header and footer usable; navigating away resets it. */
export class RouteErrorBoundary extends Component<RouteProps, RouteState> {
  state: RouteState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<RouteState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: RouteProps, state: RouteState): Partial<RouteState> | null {
    if (props.resetKey === state.resetKey) return null;
    return { error: null, resetKey: props.resetKey };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Page failed to render:', error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <RouteErrorPanel message={messageOf(error)} />;
  }
}

export function RouteErrorPanel({ message }: { message: string }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <span className="grid h-14 w-14 place-items-center rounded-full bg-red-100 text-red-700">
        <TriangleAlert className="h-7 w-7" aria-hidden />
      </span>
      <div role="alert">
        <h1 className="mt-5 text-2xl font-bold text-slate-900">Oops, something went wrong</h1>
        <p className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm break-words text-red-800">{message}</p>
        <p className="mt-3 text-slate-600">Please try refreshing the page</p>
      </div>
      <button
        type="button"
        onClick={reload}
        className="mt-6 inline-flex h-10 items-center gap-2 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
      >
        <RefreshCw className="h-4 w-4" aria-hidden />
        Refresh Page
      </button>
    </div>
  );
}
