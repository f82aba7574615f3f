/**
 * Unsaved input of the page on screen. Pages are not kept alive behind their tabs, so leaving a page (another tab,
 * a menu item, closing its tab, reloading) drops what was typed: the shell asks first. Typing into the page marks it
 * (the shell listens on the page's container, so dialogs and drawers in portals do not count); a successful save
 * (the server's X-Data-Changed) clears it.
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

/**
 * An edit of the page's own input (form fields, line tables): not a list page's search or filters, not a search
 * box, not ticking table rows, nothing inside [data-unsaved-ignore].
 */
export function isGuardedInput(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (!target.matches('input, textarea, [contenteditable="true"]')) return false;
  if (target.closest('.ant-table-selection-column, .ant-input-search, .list-page, [data-unsaved-ignore]')) return false;
  return !(target instanceof HTMLInputElement && target.type === 'search');
}
