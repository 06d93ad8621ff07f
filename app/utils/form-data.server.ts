/**
 * The posted form, or an empty one when the body is not a readable form (JSON, a broken
 * multipart body, nothing at all): the form's schema then refuses it with a 400, never a 500.
 */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}
