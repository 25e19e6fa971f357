// Types of host-events.mjs for TypeScript callers (the unit tests).

export interface TypedEvent {
  detailType: string;
  description: string;
}
export interface FiredEvent {
  detailType: string | undefined;
  description: string;
  file: string;
}

/** Where the public events are typed, relative to the repository. */
export const EVENT_MAP_FILE: string;

/** The entries of `KfpHostEventMap` and `KfpWindowEventMap` under `root`. */
export function readEventMaps(root: string): Promise<{ host: Map<string, TypedEvent>; window: Map<string, TypedEvent> }>;

/** The events the element defined in `file` fires, typed by `hostMap`. */
export function hostEventsOf(file: string, hostMap?: Map<string, TypedEvent>, mapFile?: string): Promise<Map<string, FiredEvent>>;
