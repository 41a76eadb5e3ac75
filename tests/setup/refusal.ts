// The DomainError a domain call was refused with (the test fails if it succeeded or threw anything else).
import { expect } from "vitest";
import { DomainError } from "../../app/domain/errors";

export async function refusal(p: Promise<unknown>): Promise<DomainError> {
  const error = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}
