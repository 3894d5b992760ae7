/** Moves focus to the form control named `name` inside `root`, after React has rendered its error. */
export function focusFieldByName(root: HTMLElement | null, name: string): void {
  setTimeout(() => {
    const el = root?.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
    el?.focus();
  }, 0);
}

/** Focuses an element after the current render (a message that just appeared, a heading). */
export function focusSoon(el: { current: HTMLElement | null }): void {
  setTimeout(() => el.current?.focus(), 0);
}
