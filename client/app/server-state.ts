import type { DehydratedState } from '../lib/query/hydration';

// What a server-rendered page hands to the browser (D28): the data it rendered with.
export type ServerState = { queries: DehydratedState };

export const SERVER_STATE_ID = 'backline-state';

export function readServerState(): ServerState | undefined {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return undefined;
  return JSON.parse(element.textContent) as ServerState;
}
