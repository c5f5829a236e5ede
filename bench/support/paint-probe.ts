/**
 * An init script for a page: records, in the page, when the DOM changed and when the frame showing
 * it was done (rAF, then the next task), on the machine's wall clock (timeOrigin + now), in `window.__paints`.
 */
export const PAINT_PROBE = `
  window.__paints = [];
  new MutationObserver(() => {
    const changed = performance.timeOrigin + performance.now();
    requestAnimationFrame(() => setTimeout(() => window.__paints.push({ changed, painted: performance.timeOrigin + performance.now() }), 0));
  }).observe(document, { subtree: true, childList: true, characterData: true });
`;
