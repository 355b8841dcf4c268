/**
 * Moves the cursor to the first field the browser check refused (after React drew the messages),
 * so on a phone the shopper sees what to fix instead of an unchanged screen.
 */
export function focusFirstError(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
}
