/**
 * Unsaved input of the page on screen. Pages are not kept alive behind their tabs, so leaving a page (another tab,
 * a menu item, closing its tab, reloading) drops what was typed: the shell asks first. Typing into a form of the
 * page marks it (the shell listens on the page's container, so dialogs and drawers in portals do not count, nor a
 * form marked data-unsaved-ignore such as a filter bar); a successful save (the server's X-Data-Changed) clears it.
 */
let unsavedPath: string | null = null;

export function markUnsaved(path: string): void {
  unsavedPath = path;
}

export function clearUnsaved(): void {
  unsavedPath = null;
}

export function hasUnsaved(path?: string): boolean {
  return unsavedPath !== null && (path === undefined || unsavedPath === path);
}

/** An edit of a form field of the page (not a search box, not a filter form). */
export function isGuardedInput(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (!target.matches('input, textarea, [contenteditable="true"]')) return false;
  if (target instanceof HTMLInputElement && ['checkbox', 'radio', 'file', 'search'].includes(target.type)) {
    // ticking rows of a table is a selection, not input; a checkbox inside a form is input
    if (target.type !== 'file' && target.closest('.ant-table-selection-column')) return false;
  }
  const form = target.closest('form');
  return form !== null && form.closest('[data-unsaved-ignore]') === null && target.closest('[data-unsaved-ignore]') === null;
}
