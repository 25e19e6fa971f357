// Types of serve.mjs for TypeScript callers. Written without Node's types (see backend.d.mts).

import type { DemoBackend, DemoBackendOptions } from './backend.mjs';

export interface DemoServerOptions {
  /** 0 picks a free port. Default 8080. */
  port?: number;
  /** Interface to listen on. Default: all. */
  host?: string;
  /** Folder served as `/`. Default: the repository. */
  staticRoot?: string;
  /** Extra or replaced host pages: path prefix → file in staticRoot. */
  routes?: Record<string, string>;
  /** An existing backend. Default: a new one. */
  backend?: DemoBackend;
  /** Options for the new backend. */
  backendOptions?: DemoBackendOptions;
}

export interface DemoServer {
  /** Node's `http.Server`. */
  server: object;
  port: number;
  /** e.g. `http://localhost:8080` */
  url: string;
  backend: DemoBackend;
  close(): Promise<void>;
}

export function startDemoServer(options?: DemoServerOptions): Promise<DemoServer>;
