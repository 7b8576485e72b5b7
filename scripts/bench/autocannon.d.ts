// The few parts of autocannon's API the bench uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface CannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    setupRequest?: (request: CannonRequest, context: Record<string, unknown>) => CannonRequest;
  }

  export interface CannonOptions {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    requests?: CannonRequest[];
  }

  export interface CannonResult {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    resets: number;
  }

  export interface CannonInstance extends EventEmitter {
    on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export default function autocannon(options: CannonOptions, callback: (error: Error | null, result: CannonResult) => void): CannonInstance;
}
