// HTML legends in exported figures: a legend is HTML (a list of swatches and labels) beside the
// figure's SVG and canvas layers, so the exporter draws it again as SVG rectangles and text at the
// place each piece has on the page, in the language on screen. Mark a legend with
// `data-export-legend`; its swatches (elements with a background) and its text are copied.
// legendLayers is pure; measureLegend reads the DOM.
import type { Box, Layer } from './exportFigure';

export interface LegendText extends Box {
  text: string;
  color: string;
  font: string;
  fontSize: number;
  fontWeight: string;
}

export interface LegendSwatch extends Box {
  color: string;
  /** Corner radius in px (a round swatch has half its width). */
  radius?: number;
}

export interface MeasuredLegend {
  swatches: LegendSwatch[];
  texts: LegendText[];
}

/** The layers drawing a measured legend: swatches first, then the text over them (pure). */
export function legendLayers(legend: MeasuredLegend): Layer[] {
  const out: Layer[] = legend.swatches.map((s) => ({ kind: 'rect', x: s.x, y: s.y, width: s.width, height: s.height, fill: s.color, opacity: 1, rx: s.radius }));
  for (const t of legend.texts) {
    const text = t.text.replace(/\s+/g, ' ').trim();
    if (!text) continue;
    // The line box is measured; the baseline sits about 0.35 em below its middle.
    out.push({ kind: 'text', ...boxOf(t), text, fill: t.color, font: t.font, fontSize: t.fontSize, fontWeight: t.fontWeight, baseline: t.y + t.height / 2 + t.fontSize * 0.35 });
  }
  return out;
}

const boxOf = (b: Box): Box => ({ x: b.x, y: b.y, width: b.width, height: b.height });

const visibleColor = (c: string) => c !== '' && c !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(c);

/** A CSS corner radius ("3px" or "50%") in px, capped at half the width. */
export function radiusPx(css: string, width: number): number {
  const v = parseFloat(css);
  if (!Number.isFinite(v) || v <= 0) return 0;
  return Math.min(width / 2, css.trim().endsWith('%') ? (v / 100) * width : v);
}

/** Swatches and text runs of a legend element, in boxes relative to `origin` (page pixels). */
export function measureLegend(el: Element, origin: Box): MeasuredLegend {
  const rel = (r: DOMRect): Box => ({ x: r.left - origin.x, y: r.top - origin.y, width: r.width, height: r.height });
  const swatches: LegendSwatch[] = [];
  for (const child of el.querySelectorAll('*')) {
    const cs = getComputedStyle(child);
    const r = child.getBoundingClientRect();
    if (r.width > 0 && r.height > 0 && cs.visibility !== 'hidden' && visibleColor(cs.backgroundColor)) {
      swatches.push({ ...rel(r), color: cs.backgroundColor, radius: radiusPx(cs.borderTopLeftRadius, r.width) });
    }
  }
  const texts: LegendText[] = [];
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const text = n.textContent ?? '';
    const parent = n.parentElement;
    if (!text.trim() || !parent) continue;
    range.selectNodeContents(n);
    const r = range.getBoundingClientRect();
    const cs = getComputedStyle(parent);
    if (r.width === 0 || cs.visibility === 'hidden') continue;
    texts.push({ ...rel(r), text, color: cs.color, font: cs.fontFamily, fontSize: parseFloat(cs.fontSize) || 14, fontWeight: cs.fontWeight });
  }
  return { swatches, texts };
}
