// Issue 16: after a failed submit, the first invalid field of the form gets focus and is
// brought to the middle of the screen, never under the sticky header or a sticky action bar
// (WCAG 2.4.11); its error is read out with it (aria-describedby). Runs after the render
// that marks the fields invalid.
export function revealFirstInvalidField(form: HTMLElement | null | undefined): void {
  if (!form) return;
  requestAnimationFrame(() => {
    const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    field.focus({ preventScroll: true });
    field.scrollIntoView({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
  });
}
