// The file parts of a parsed form (app/http/reply.server.ts parseForm): which file was chosen, as bytes.
/**
 * The file chosen in a file input, or undefined when none was: an input left empty sends a nameless
 * empty part. A chosen file that is empty is returned, so the image rules refuse it like any other
 * unusable file instead of the form saving without it.
 */
export function chosenFile(form: FormData, name: string): File | undefined {
  return chosenFiles(form, name)[0];
}

/** Every file chosen under `name` (a multiple file input), in order. */
function chosenFiles(form: FormData, name: string): File[] {
  return form.getAll(name).filter((value): value is File => value instanceof File && (value.name !== "" || value.size > 0));
}

/** A file field as bytes, or undefined when none was chosen (see chosenFile). */
export async function fileBytes(form: FormData, name: string): Promise<Uint8Array | undefined> {
  const file = chosenFile(form, name);
  return file && new Uint8Array(await file.arrayBuffer());
}
