import { msg } from '@simmer/contracts';

/** The one error type services throw; the error handler turns it into `{status, msg, errors?}`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }

  static invalid(message: string, errors?: Record<string, string>) {
    return new AppError(400, message, errors);
  }
  static unauthorized(message: string = msg.notAuthorized) {
    return new AppError(401, message);
  }
  static forbidden(message: string = msg.forbidden) {
    return new AppError(403, message);
  }
  static notFound(message: string = msg.notFound) {
    return new AppError(404, message);
  }
  static conflict(message: string, errors?: Record<string, string>) {
    return new AppError(409, message, errors);
  }
  static tooLarge(message: string) {
    return new AppError(413, message);
  }
  static unsupported(message: string) {
    return new AppError(415, message);
  }
}
