import { ApiError, apiRequest } from '@asp/web-kit';
import type { FormValues } from './form-fields';

export type SubmitResult = { ok: true } | { ok: false; errors: string[] };

/**
 * POST /api/custom/form/{id} (website.md §7) with the entered values keyed by field
 * identifier. A refusal answers its errors list; a body that cannot be read or a request
 * that fails answers no messages (the caller shows the unknown-error text, §8).
 */
export async function submitForm(formId: number | string, values: FormValues): Promise<SubmitResult> {
  try {
    await apiRequest<unknown>('POST', `/custom/form/${encodeURIComponent(String(formId))}`, values);
    return { ok: true };
  } catch (error) {
    // A 2xx whose body is not the usual envelope still is a success ("Success: JSON read (fields not shown)").
    if (error instanceof ApiError && error.status >= 200 && error.status < 300) return { ok: true };
    const errors = error instanceof ApiError ? error.errors.map((item) => item.message).filter(Boolean) : [];
    return { ok: false, errors };
  }
}
