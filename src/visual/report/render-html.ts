import type { CaptureSide, VisualPage, VisualRegion, VisualReport } from '../types.js';

/**
 * The report as one self-contained page (inline style and script, no outside asset): per page its
 * status, each region as before | after | diff crops, and the whole captures with a toggle that
 * shows them side by side, flips between them, or lays one over the other. Images are the PNG files
 * beside it (relative paths).
 */
export function renderReportHtml(report: VisualReport): string {
  const title = `Visual review: ${report.summary.changed} changed of ${report.summary.total}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escape(title)}</title>
<style>${STYLE}</style></head>
<body>
<h1>${escape(title)}</h1>
<p class="meta">Preview: <a href="${attr(report.afterUrl)}">${escape(report.afterUrl)}</a>${
    report.beforeUrl
      ? ` · production: <a href="${attr(report.beforeUrl)}">${escape(report.beforeUrl)}</a>`
      : ' · no production address: pages shown as captured'
  } · ${escape(report.browser)}</p>
${report.beforeNote ? `<p class="warn">${escape(report.beforeNote)}</p>` : ''}
${report.login ? `<p class="warn">${escape(report.login.reason)}: such pages are never captured.</p>` : ''}
<p class="meta">${Object.entries(report.summary)
    .filter(([status, count]) => status !== 'total' && count > 0)
    .map(([status, count]) => `${count} ${status}`)
    .join(' · ')}</p>
${report.pages.map(renderPage).join('\n')}
${
  report.notCaptured && report.notCaptured.length > 0
    ? `<h2>Not captured (over the page limit)</h2><ul>${report.notCaptured.map((path) => `<li>${escape(path)}</li>`).join('')}</ul>`
    : ''
}
<script>${SCRIPT}</script>
</body></html>
`;
}

function renderPage(page: VisualPage): string {
  const link = page.after?.url ?? page.before?.url;
  const notes = [...(page.reason ? [page.reason] : []), ...(page.notes ?? [])];
  return `<section class="page ${page.status}">
<h2><span class="status">${page.status}</span> ${link ? `<a href="${attr(link)}">${escape(page.path)}</a>` : escape(page.path)}</h2>
${notes.length > 0 ? `<ul class="notes">${notes.map((note) => `<li>${escape(note)}</li>`).join('')}</ul>` : ''}
${page.regions.map((region, index) => renderRegion(region, `Region ${index + 1}`)).join('\n')}
${
  page.ignored.length > 0
    ? `<details><summary>${page.ignored.length} region(s) left out as moving content</summary>${page.ignored
        .map((region, index) => renderRegion(region, `Moving ${index + 1}: ${region.reason}`))
        .join('\n')}</details>`
    : ''
}
${renderWhole(page.before, page.after)}
</section>`;
}

function renderRegion(region: VisualRegion, label: string): string {
  const cell = (name: string, file: string | null) =>
    `<figure><figcaption>${name}</figcaption>${file ? `<img src="${attr(file)}" alt="${name}">` : '<div class="none">none</div>'}</figure>`;
  return `<div class="region"><p>${escape(label)} · ${region.kind}${region.heading ? ` · under “${escape(region.heading)}”` : ''}</p>
<div class="row">${cell('before', region.images.before)}${cell('after', region.images.after)}${cell('diff', region.images.diff)}</div></div>`;
}

function renderWhole(before: CaptureSide | null, after: CaptureSide | null): string {
  const images = [
    before?.image ? ['before', before] : undefined,
    after?.image ? ['after', after] : undefined,
  ].filter((entry): entry is [string, CaptureSide] => entry !== undefined);
  if (images.length === 0) return '';
  const both = images.length === 2;
  return `<details class="whole"${both ? '' : ' open'}><summary>Whole page${both ? 's' : ''}</summary>
${both ? '<p class="modes"><button data-mode="side">side by side</button> <button data-mode="flip">flip</button> <button data-mode="overlay">overlay</button></p>' : ''}
<div class="stack mode-side">${images
    .map(
      ([name, side]) =>
        `<figure class="${name}"><figcaption>${name} (${side.width}×${side.height})</figcaption><img src="${attr(side.image!)}" alt="${name}"></figure>`,
    )
    .join('')}</div></details>`;
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function attr(text: string): string {
  return escape(text);
}

const STYLE = `body{font:14px/1.45 system-ui,sans-serif;margin:24px;color:#1f2328;background:#fff}
a{color:#0969da}.meta{color:#59636e}.warn{background:#fff8c5;padding:8px 12px;border-radius:6px}
.page{border-top:1px solid #d1d9e0;padding:12px 0}.status{display:inline-block;font-size:12px;padding:2px 8px;border-radius:10px;background:#eee;vertical-align:middle}
.changed .status{background:#ffebe9}.new .status{background:#dafbe1}.removed .status{background:#ffd8b5}.failed .status{background:#ff8182}.unchanged .status{background:#ddf4ff}
.notes{color:#59636e}.region{margin:8px 0}.row{display:flex;gap:8px;align-items:flex-start}
figure{margin:0;flex:1;min-width:0}figcaption{font-size:12px;color:#59636e}img{max-width:100%;border:1px solid #d1d9e0}
.none{padding:24px;color:#8c959f;border:1px dashed #d1d9e0;text-align:center}
.stack{display:flex;gap:8px;position:relative}.stack.mode-flip figure{display:none}.stack.mode-flip figure.shown{display:block}
.stack.mode-overlay figure.after{position:absolute;top:0;left:0;width:100%;opacity:.5}.stack.mode-overlay figure.after figcaption{visibility:hidden}
.modes button{font:inherit;padding:2px 10px}`;

/** Side by side, flip (click the image to switch, or press f), overlay (after at half opacity). */
const SCRIPT = `document.querySelectorAll('details.whole').forEach(function(d){
  var stack=d.querySelector('.stack');
  d.querySelectorAll('button[data-mode]').forEach(function(b){b.addEventListener('click',function(){
    stack.className='stack mode-'+b.dataset.mode;
    var figs=stack.querySelectorAll('figure');figs.forEach(function(f,i){f.classList.toggle('shown',i===0)});
  })});
  stack.addEventListener('click',function(){
    if(stack.className.indexOf('mode-flip')<0)return;
    stack.querySelectorAll('figure').forEach(function(f){f.classList.toggle('shown')});
  });
});`;
