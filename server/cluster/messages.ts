import type { DatabaseHandle } from '../db/database';

// Issue 43 (docs/decisions/170): what the starter of several server processes and its server
// processes say to each other over their IPC channel. A question carries an id its answer
// repeats.

export type WorkerQuestion =
  // The prepared database (once, at start).
  | { type: 'backline:database?'; id: number }
  // Tokens of the anonymous read limit for an address (decision 170).
  | { type: 'backline:read-tokens?'; id: number; address: string; want: number }
  // Every process's metrics, for /metrics.
  | { type: 'backline:metrics?'; id: number };

export type PrimaryAnswer =
  | { type: 'backline:answer'; id: number; database: { url: string; kind: DatabaseHandle['kind']; secret: string } }
  | { type: 'backline:answer'; id: number; tokens: { granted: number; retryAfterSeconds: number } }
  | { type: 'backline:answer'; id: number; metrics: string }
  | { type: 'backline:answer'; id: number; failed: string };

export type PrimaryOrder = { type: 'backline:shutdown' };

// Every process serves (sent again whenever a replacement joins): until then a process that
// serves is not yet ready, since the port also hands connections to those still starting.
export type PrimaryNews = { type: 'backline:all-serving' };

// The process serves: told once, so the starter can say when all of them do.
export type WorkerNews = { type: 'backline:serving' };

const typed = (message: unknown): message is { type: string } =>
  typeof message === 'object' && message !== null && typeof (message as { type?: unknown }).type === 'string';

export const isWorkerQuestion = (message: unknown): message is WorkerQuestion =>
  typed(message) && message.type.startsWith('backline:') && message.type.endsWith('?');
export const isPrimaryAnswer = (message: unknown): message is PrimaryAnswer =>
  typed(message) && message.type === 'backline:answer';
export const isShutdownOrder = (message: unknown): message is PrimaryOrder =>
  typed(message) && message.type === 'backline:shutdown';
export const isAllServingNews = (message: unknown): message is PrimaryNews =>
  typed(message) && message.type === 'backline:all-serving';
export const isServingNews = (message: unknown): message is WorkerNews =>
  typed(message) && message.type === 'backline:serving';
