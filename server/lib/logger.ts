import type { AppConfig } from '../env';

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;

export type Logger = {
  debug(message: string, extra?: unknown): void;
  info(message: string, extra?: unknown): void;
  warn(message: string, extra?: unknown): void;
  error(message: string, extra?: unknown): void;
};

export function createLogger(level: AppConfig['logLevel']): Logger {
  const threshold = LEVELS[level];
  const write = (name: keyof typeof LEVELS, stream: 'log' | 'warn' | 'error') => (message: string, extra?: unknown) => {
    if (LEVELS[name] < threshold) return;
    const line = `${new Date().toISOString()} ${name.toUpperCase()} ${message}`;
    if (extra === undefined) console[stream](line);
    else console[stream](line, extra);
  };
  return {
    debug: write('debug', 'log'),
    info: write('info', 'log'),
    warn: write('warn', 'warn'),
    error: write('error', 'error'),
  };
}
