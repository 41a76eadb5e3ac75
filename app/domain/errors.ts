/** A rule was broken by the request: the message is for the person, the status for HTTP. */
export class DomainError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 403 | 404 | 409 = 400,
  ) {
    super(message);
  }
}
