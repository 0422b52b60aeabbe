/**
 * Names and states Decap CMS leaves out of its editor screens (found by the axe scan in
 * tests/e2e/cms.spec.ts), added as its React tree renders: the preview frame's title, the rich
 * text box's name (its field's label), the Rich Text / Markdown switch's name and state, and the
 * "New" button's name (Decap's aria-label drops its visible text), and a list item's icon buttons and
 * drag handle.
 */
function fieldLabel(element: Element): string | null {
  const control = element.closest('[class*="ControlContainer"]');
  return control?.querySelector('label')?.textContent?.trim() || null;
}

function patch(root: ParentNode): void {
  for (const frame of root.querySelectorAll<HTMLIFrameElement>('iframe#preview-pane:not([title])')) frame.title = 'Preview';
  for (const box of root.querySelectorAll<HTMLElement>('[data-slate-editor="true"]:not([aria-label])')) {
    const label = fieldLabel(box);
    if (label) box.setAttribute('aria-label', label);
  }
  for (const toggle of root.querySelectorAll<HTMLButtonElement>('button[role="switch"]')) {
    const widget = toggle.closest('[class*="ControlContainer"]') ?? toggle.parentElement?.parentElement;
    const markdown = widget ? !widget.querySelector('[data-slate-editor="true"]') : false;
    if (toggle.getAttribute('aria-checked') !== String(markdown)) toggle.setAttribute('aria-checked', String(markdown));
    if (!toggle.hasAttribute('aria-label')) toggle.setAttribute('aria-label', 'Markdown mode');
  }
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[aria-label^="Create entry of type"]')) link.removeAttribute('aria-label');
  // A list's items (the home page's collections): the show/hide and remove buttons and the drag handle have icons only.
  for (const bar of root.querySelectorAll<HTMLElement>('[class*="StyledListItemTopBar"]')) {
    const buttons = bar.querySelectorAll<HTMLButtonElement>(':scope > button');
    const toggle = buttons[0];
    const remove = buttons.length > 1 ? buttons[buttons.length - 1] : undefined;
    if (toggle && !toggle.hasAttribute('aria-label')) toggle.setAttribute('aria-label', 'Show or hide this item');
    if (remove && !remove.hasAttribute('aria-label')) remove.setAttribute('aria-label', 'Remove this item');
    const handle = bar.querySelector<HTMLElement>(':scope > [aria-roledescription="sortable"]:not([aria-label])');
    handle?.setAttribute('aria-label', 'Drag to reorder');
  }
}

/** Keeps patching as the editor renders (route changes, widgets switching mode). */
export function watchEditorAccessibility(): void {
  let queued = false;
  const observer = new MutationObserver(() => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      patch(document);
    });
  });
  observer.observe(document.body, { childList: true, subtree: true });
  patch(document);
}
