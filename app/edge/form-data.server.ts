import { storableText } from "#core/storable-text.ts";

/**
 * The posted form, or an empty one when the body is not a readable form (JSON, a broken
 * multipart body, nothing at all): the form's schema then refuses it with a 400, never a 500.
 * Every value and file name comes without NUL characters or lone surrogates, which no query could
 * store (issue 27): nobody types them, so dropping them is the clean answer.
 */
export async function readFormData(request: Request): Promise<FormData> {
  let posted: FormData;
  try {
    posted = await request.formData();
  } catch {
    return new FormData();
  }
  const form = new FormData();
  for (const [name, value] of posted) {
    const key = storableText(name);
    if (typeof value === "string") form.append(key, storableText(value));
    else form.append(key, new File([value], storableText(value.name), { type: value.type }));
  }
  return form;
}
