import { AggregatorRegistry } from 'prom-client';
import { openPostgres } from '../db/open-postgres';
import type { AppConfig } from '../env';
import type { Logger } from '../lib/logger';
import type { SharedStart } from '../start-server';
import { leasedReadAllowance, readLease } from './leased-reads';
import {
  isAllServingNews,
  isPrimaryAnswer,
  isShutdownOrder,
  type PrimaryAnswer,
  type WorkerQuestion,
} from './messages';

type Question = WorkerQuestion extends infer Q ? (Q extends WorkerQuestion ? Omit<Q, 'id'> : never) : never;

// Issue 43 (docs/decisions/170): a server process started by server/cluster/primary.ts. It asks
// its starter for the prepared database, the anonymous read limit's tokens and every process's
// metrics, and stops when told (or when its starter is gone).
export function linkToPrimary(config: AppConfig, logger: Logger) {
  let nextId = 1;
  const waiting = new Map<number, (answer: PrimaryAnswer) => void>();
  let allServing = false;
  process.on('message', (message) => {
    if (isAllServingNews(message)) allServing = true;
    if (!isPrimaryAnswer(message)) return;
    waiting.get(message.id)?.(message);
    waiting.delete(message.id);
  });
  const ask = (question: Question) =>
    new Promise<PrimaryAnswer>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, resolve);
      process.send?.({ ...question, id }, undefined, undefined, (error) => {
        if (!error) return;
        waiting.delete(id);
        reject(error);
      });
    });
  const answered = async <Key extends string>(question: Question, key: Key) => {
    const answer = await ask(question);
    if ('failed' in answer) throw new Error(answer.failed);
    if (!(key in answer)) throw new Error(`The starter answered ${question.type} without ${key}`);
    return answer as Extract<PrimaryAnswer, Record<Key, unknown>>;
  };

  const sharing: SharedStart = {
    async database() {
      const { database } = await answered({ type: 'backline:database?' }, 'database');
      const handle = await openPostgres(database.url, config.databasePoolMax, logger);
      return { handle: { ...handle, kind: database.kind }, secret: database.secret };
    },
    allServing: () => allServing,
    anonymousReads: leasedReadAllowance(
      async (address, want) => (await answered({ type: 'backline:read-tokens?', address, want }, 'tokens')).tokens,
      readLease(config.publicRateLimit.max, config.processes),
    ),
    metrics(registry) {
      // Answers the starter's requests for this process's metrics (the constructor listens).
      new AggregatorRegistry();
      AggregatorRegistry.setRegistries([registry]);
      return async () => (await answered({ type: 'backline:metrics?' }, 'metrics')).metrics;
    },
  };

  return {
    sharing,
    // The app serves: the starter counts its processes ready.
    serving: () => process.send?.({ type: 'backline:serving' }),
    // Told to stop by the starter, or left alone (the starter died): stop either way.
    onStop(stop: (reason: string) => void) {
      process.on('message', (message) => {
        if (isShutdownOrder(message)) stop('the starter asked');
      });
      process.on('disconnect', () => stop('the starter is gone'));
    },
  };
}
