/**
 * The part of pino's logger that domain code uses, so it never needs Fastify's types; a request's
 * `req.log` satisfies it.
 */
export interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}
