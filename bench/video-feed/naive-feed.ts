// The baseline: the naive feed a first version would be — one <video preload="auto"> per post, stacked in
// a scroll-snapped column; a swipe scrolls to the next, plays it and pauses the previous. Same clips, same
// server, same throttling; posters are left out (which only flatters the baseline's byte count).

export function naiveFeedHtml(urls: readonly string[]): string {
  const videos = urls
    .map((u, i) => `<video data-i="${i}" src="${u}" preload="auto" muted loop playsinline></video>`)
    .join('');
  return `<!doctype html><meta name="viewport" content="width=device-width">
<style>html,body{margin:0;height:100%;background:#000}#feed{height:100vh;overflow-y:scroll;scroll-snap-type:y mandatory}
video{display:block;width:100%;height:100vh;object-fit:contain;scroll-snap-align:start}</style>
<div id="feed">${videos}</div>`;
}

/** In the page: show slide `i` (scroll to it, play it, pause the one before). */
export const NAIVE_STEP = `(i) => {
  const all = document.querySelectorAll('video');
  all.forEach((v, j) => { if (j !== i && !v.paused) v.pause(); });
  const v = all[i];
  v.scrollIntoView({ block: 'start' });
  v.play().catch(() => {});
  return v.currentSrc || v.src;
}`;
