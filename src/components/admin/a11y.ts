/**
 * Names and states Decap CMS leaves out of its editor screens (found by the axe scan in
 * tests/e2e/cms.spec.ts), added as its React tree renders: the preview frame's title, the rich
 * text box's name (its field's label), the Rich Text / Markdown switch's name and state, and the
 * "New" button's name (Decap's aria-label drops its visible text).
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
