/**
 * What runs inside the page before the shutter, as expressions evaluated there (strings: the kit is
 * compiled without the DOM's types, and a string carries no helper of a bundler into the page).
 * Each wait is bounded by the milliseconds it is given and says what was still pending.
 */

const json = (value: unknown) => JSON.stringify(value);

/** Animations, transitions and the caret off; scrollbars hidden. Kept in the page for later ones. */
const FREEZE_CSS =
  '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}' +
  'html,body{scrollbar-width:none!important}::-webkit-scrollbar{display:none!important}';

/** Injects the freeze style and finishes finite animations, cancels infinite ones. */
export const FREEZE = `(() => {
  if (!document.getElementById('docs-ci-freeze')) {
    const style = document.createElement('style');
    style.id = 'docs-ci-freeze';
    style.textContent = ${json(FREEZE_CSS)};
    (document.head || document.documentElement).appendChild(style);
  }
  let stopped = 0;
  for (const animation of document.getAnimations()) {
    try {
      const end = animation.effect ? animation.effect.getComputedTiming().endTime : Infinity;
      if (Number.isFinite(end)) animation.finish(); else animation.cancel();
      stopped += 1;
    } catch { animation.cancel(); }
  }
  for (const media of document.querySelectorAll('video,audio')) { try { media.pause(); } catch {} }
  return stopped;
})()`;

/** Lazy images made eager and awaited; an image that fails counts as done. Returns those still loading. */
export function eagerImages(budgetMs: number): string {
  return `(async () => {
  const images = [...document.images];
  for (const image of images) {
    if (image.loading === 'lazy') image.loading = 'eager';
    image.decoding = 'sync';
  }
  const pending = images.filter((image) => !image.complete);
  const done = (image) => new Promise((resolve) => {
    if (image.complete) return resolve();
    image.addEventListener('load', resolve, { once: true });
    image.addEventListener('error', resolve, { once: true });
  });
  await Promise.race([
    Promise.all(pending.map(done)),
    new Promise((resolve) => setTimeout(resolve, ${budgetMs})),
  ]);
  return images.filter((image) => !image.complete).map((image) => image.currentSrc || image.src).slice(0, 5);
})()`;
}

/**
 * Web fonts: \`document.fonts.ready\`, then the status read again (a late font-display: swap face
 * starts loading after the first check) until it says loaded or the budget is spent. Returns the
 * families still loading and those that failed.
 */
export function fontsLoaded(budgetMs: number): string {
  return `(async () => {
  const until = Date.now() + ${budgetMs};
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  while (Date.now() < until) {
    await Promise.race([document.fonts.ready, sleep(Math.max(0, until - Date.now()))]);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    if (document.fonts.status === 'loaded') break;
  }
  const loading = new Set(), failed = new Set();
  document.fonts.forEach((face) => {
    const name = face.family.replace(/^["']|["']$/g, '');
    if (face.status === 'loading') loading.add(name);
    if (face.status === 'error') failed.add(name);
  });
  return { loading: [...loading], failed: [...failed] };
})()`;
}

/** Waits until no visible element says aria-busy="true"; returns how many still do. */
export function ariaBusyGone(budgetMs: number): string {
  return `(async () => {
  const until = Date.now() + ${budgetMs};
  const busy = () => [...document.querySelectorAll('[aria-busy="true"]')].filter((element) => {
    const style = getComputedStyle(element);
    return element.getClientRects().length > 0 && style.visibility !== 'hidden' && style.display !== 'none';
  }).length;
  while (busy() > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
  return busy();
})()`;
}

/** Two frames, so that what was changed is laid out and painted. */
export const NEXT_PAINT = `new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true))))`;

/**
 * Solid boxes over the elements that match the selectors, in page coordinates; returns how many
 * elements each selector matched (a selector the page cannot parse matches none).
 */
export function paintMasks(selectors: readonly string[]): string {
  return `(() => {
  const counts = [];
  for (const selector of ${json(selectors)}) {
    let elements = [];
    try { elements = [...document.querySelectorAll(selector)]; } catch {}
    counts.push(elements.length);
    for (const element of elements) {
      for (const rect of element.getClientRects()) {
        const box = document.createElement('div');
        box.setAttribute('data-docs-ci-mask', '');
        box.style.cssText = 'position:absolute;z-index:2147483647;pointer-events:none;background:#7f7f7f;' +
          'left:' + (rect.left + scrollX) + 'px;top:' + (rect.top + scrollY) + 'px;' +
          'width:' + rect.width + 'px;height:' + rect.height + 'px';
        document.documentElement.appendChild(box);
      }
    }
  }
  return counts;
})()`;
}

/** The page's full height and its h1-h3 tops (page coordinates). */
export const MEASURE = `(() => {
  window.scrollTo(0, 0);
  const root = document.documentElement, body = document.body;
  const height = Math.ceil(Math.max(root.scrollHeight, root.offsetHeight, body ? body.scrollHeight : 0, body ? body.offsetHeight : 0));
  const headings = [...document.querySelectorAll('h1,h2,h3')]
    .map((element) => ({ y: Math.round(element.getBoundingClientRect().top + scrollY), text: (element.textContent || '').replace(/\\s+/g, ' ').trim().slice(0, 120) }))
    .filter((heading) => heading.text !== '');
  return { height, headings };
})()`;
