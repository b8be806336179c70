/**
 * A section's "Try again": the button leaves with the failure it answers, and focus with it (to the page's body).
 * Its press first moves focus to the section itself (named by its heading, focusable by script only:
 * `tabIndex={-1}`), so a keyboard user goes on from the same section once the data comes.
 */
export const retryFrom = (retry: () => void) => (event: Event) => {
  (event.currentTarget as HTMLElement).closest('section')?.focus();
  retry();
};
