import type { FastifyServerOptions } from 'fastify';

type LoggerOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;
type LogMethodHook = NonNullable<NonNullable<LoggerOptions['hooks']>['logMethod']>;

const errorLevel = 50;

/**
 * A response the client stopped reading half way (a phone that moved on to another page, a
 * preload the browser dropped) is not our failure. Fastify itself notes it as information
 * ('stream closed prematurely'); @fastify/compress, compressing a file as it streams, logs the
 * same moment as an error ('premature close', from its pump). That one is written as
 * information too, so an error in the log still means something went wrong on our side.
 */
export const clientGoneIsInformation: LogMethodHook = function (args, method, level) {
  const [first] = args;
  if (level >= errorLevel && first instanceof Error && first.message === 'premature close') {
    this.info({ err: first }, 'response stream closed prematurely: the client went away');
    return;
  }
  method.apply(this, args);
};
