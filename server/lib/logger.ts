import pino from 'pino';
import pinoPretty from 'pino-pretty';
import type { AppConfig } from '../env';
import { scrubText, scrubValue } from './log-scrub';
import { currentRequestId } from './request-context';

// The one log of the server (issue 21, docs/decisions/107): JSON lines (pino) with the level,
// the time, the request id of the request being served, and for the auth library's and the
// database server's lines the component; pretty only when a person watches a terminal.
export type Logger = {
  debug(message: string, extra?: unknown): void;
  info(message: string, extra?: unknown): void;
  warn(message: string, extra?: unknown): void;
  error(message: string, extra?: unknown): void;
  // The same log, each line naming where it comes from (`{ component: 'better-auth' }`).
  child?(bindings: Record<string, string>): Logger;
  // Whether a line at this level is written: a line made for every request is made only then.
  enabled?(level: LogLevel): boolean;
};

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export type LogFormat = 'json' | 'pretty';

export type LoggerOptions = {
  // Default: pretty when standard output is a terminal, JSON otherwise (LOG_FORMAT).
  format?: LogFormat;
  // Default: standard output. Tests read the lines from here.
  destination?: NodeJS.WritableStream;
};

function defaultLogFormat(): LogFormat {
  return process.stdout.isTTY ? 'pretty' : 'json';
}

function prettyStream(destination: NodeJS.WritableStream | undefined): NodeJS.WritableStream {
  return pinoPretty({
    colorize: destination === undefined,
    sync: true,
    ...(destination ? { destination } : {}),
    translateTime: 'SYS:HH:MM:ss.l',
    // One line per entry for a person: the request line's details are in its message already.
    ignore: 'pid,hostname,component,requestId,detail',
    messageFormat: (log, messageKey) => {
      const component = log.component ? `[${log.component}] ` : '';
      const detail = log.detail !== undefined && log.component !== 'http' ? ` ${JSON.stringify(log.detail)}` : '';
      const request = log.requestId ? ` (${log.requestId})` : '';
      return `${component}${log[messageKey]}${detail}${request}`;
    },
  });
}

function wrap(instance: pino.Logger): Logger {
  const write =
    (level: LogLevel) =>
    (message: string, extra?: unknown): void => {
      if (!instance.isLevelEnabled(level)) return;
      const text = scrubText(message);
      if (extra === undefined) instance[level](text);
      else if (extra instanceof Error) instance[level]({ error: scrubValue(extra) }, text);
      else instance[level]({ detail: scrubValue(extra) }, text);
    };
  return {
    debug: write('debug'),
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
    child: (bindings) => wrap(instance.child(bindings)),
    enabled: (level) => instance.isLevelEnabled(level),
  };
}

export function createLogger(level: AppConfig['logLevel'], options: LoggerOptions = {}): Logger {
  const format = options.format ?? defaultLogFormat();
  const destination =
    format === 'pretty'
      ? prettyStream(options.destination)
      : (options.destination ?? pino.destination({ fd: 1, sync: true }));
  const instance = pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      // Level names, not numbers, in JSON; the pretty printer reads numbers.
      formatters: format === 'json' ? { level: (label) => ({ level: label }) } : {},
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
    },
    destination as pino.DestinationStream,
  );
  return wrap(instance);
}

// A logger for one part of the server: its lines say which (`component`).
export function componentLogger(logger: Logger, component: string): Logger {
  return logger.child?.({ component }) ?? logger;
}
