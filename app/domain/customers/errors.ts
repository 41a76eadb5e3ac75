/** A request the customer can fix or must not make; `status` becomes the HTTP status. */
export class CustomerError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}
