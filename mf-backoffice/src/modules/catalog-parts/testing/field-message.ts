import { waitFor } from '@testing-library/react';

/** The text of the field around a labelled control (label, control, hint and message). */
export const fieldText = (control: HTMLElement): string =>
  (control.closest('.asp-field, fieldset') ?? control.parentElement)?.textContent ?? '';

/** Waits until the control is marked invalid and its field shows `message`. */
export async function expectFieldMessage(control: HTMLElement, message: string): Promise<void> {
  await waitFor(() => expect(control.getAttribute('aria-invalid')).toBe('true'));
  expect(fieldText(control)).toContain(message);
}
