// Figure export: a view's figure is SVG layers (axes, labels, annotations) over canvas layers
// (dense series). exportFigure gathers them into one stand-alone SVG (styles inlined, canvases
// embedded as images) or one PNG drawn on an offscreen canvas at 2x for projection.
// HTML legends marked `data-export-legend` are drawn again in SVG (exportLegend.ts).
// composeSvg and the layer arithmetic are pure; the rest reads the DOM.
import { legendLayers, measureLegend } from './exportLegend';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type Layer =
  | (Box & { kind: 'svg'; markup: string })
  | (Box & { kind: 'image'; href: string })
  | (Box & { kind: 'rect'; fill: string; opacity: number; rx?: number })
  | (Box & { kind: 'text'; text: string; fill: string; font: string; fontSize: number; fontWeight?: string; baseline?: number });

/** Style properties copied into the exported SVG so it draws alike outside the page. */
export const INLINED_STYLES = [
  'fill', 'fill-opacity', 'stroke', 'stroke-width', 'stroke-dasharray', 'stroke-opacity', 'opacity',
  'font-family', 'font-size', 'font-weight', 'font-style', 'text-anchor', 'dominant-baseline', 'visibility',
  'paint-order', 'stroke-linejoin', 'stroke-linecap',
] as const;

export const PNG_SCALE = 2;

export function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const r = (v: number) => Math.round(v * 100) / 100;

/** One SVG document from the layers, in order, on a background (pure). */
export function composeSvg(width: number, height: number, layers: readonly Layer[], background = '#ffffff', title = ''): string {
  const body = layers.map((l) => {
    const at = `x="${r(l.x)}" y="${r(l.y)}" width="${r(l.width)}" height="${r(l.height)}"`;
    switch (l.kind) {
      case 'svg':
        // The layer's own <svg> root, repositioned: nested svg elements are viewports.
        return l.markup.replace(/^<svg\b([^>]*)>/, (_m, attrs: string) => `<svg ${at}${stripBox(attrs)}>`);
      case 'image':
        return `<image ${at} preserveAspectRatio="none" href="${escapeXml(l.href)}"/>`;
      case 'rect':
        return `<rect ${at}${l.rx ? ` rx="${r(l.rx)}"` : ''} fill="${escapeXml(l.fill)}" opacity="${l.opacity}"/>`;
      case 'text':
        return `<text x="${r(l.x)}" y="${r(l.baseline ?? l.y + l.fontSize)}" fill="${escapeXml(l.fill)}" font-family="${escapeXml(l.font)}" font-size="${l.fontSize}" font-weight="${escapeXml(l.fontWeight ?? '600')}">${escapeXml(l.text)}</text>`;
    }
  });
  const head = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1" width="${r(width)}" height="${r(height)}" viewBox="0 0 ${r(width)} ${r(height)}">`;
  const t = title ? `<title>${escapeXml(title)}</title>` : '';
  return `${head}${t}<rect width="100%" height="100%" fill="${escapeXml(background)}"/>${body.join('')}</svg>`;
}

/** Attributes of an <svg> tag without its position and size (the layer sets them). */
function stripBox(attrs: string): string {
  return attrs.replace(/\s(x|y|width|height|style|class)="[^"]*"/g, '');
}

/** A box relative to an origin box. */
export function relativeBox(b: Box, origin: Box): Box {
  return { x: b.x - origin.x, y: b.y - origin.y, width: b.width, height: b.height };
}

// ---- DOM part ---------------------------------------------------------------------------------

function boxOf(el: Element): Box {
  const b = el.getBoundingClientRect();
  return { x: b.left, y: b.top, width: b.width, height: b.height };
}

/** A copy of an <svg> with the computed styles written on every element. */
export function standaloneSvg(svg: SVGSVGElement): string {
  const clone = svg.cloneNode(true) as SVGSVGElement;
  const src = [svg, ...svg.querySelectorAll('*')];
  const dst = [clone, ...clone.querySelectorAll('*')];
  src.forEach((el, i) => {
    const cs = getComputedStyle(el);
    const style = INLINED_STYLES.map((p) => `${p}:${cs.getPropertyValue(p)}`).join(';');
    dst[i].setAttribute('style', style);
  });
  clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  return new XMLSerializer().serializeToString(clone);
}

function isShown(el: Element): boolean {
  const b = el.getBoundingClientRect();
  return b.width > 0 && b.height > 0 && getComputedStyle(el).visibility !== 'hidden';
}

/** The layers of the figure(s) under `root`, in document (painting) order. */
export function collectLayers(root: HTMLElement): Layer[] {
  const origin = boxOf(root);
  const out: Layer[] = [];
  const els = root.querySelectorAll('svg, canvas, figcaption, [data-export-rect], [data-export-legend]');
  for (const el of els) {
    if (!isShown(el) || el.parentElement?.closest('svg, [data-export-legend]')) continue;
    const box = relativeBox(boxOf(el), origin);
    if (el.hasAttribute('data-export-legend')) out.push(...legendLayers(measureLegend(el, origin)));
    else if (el instanceof HTMLCanvasElement) out.push({ kind: 'image', ...box, href: el.toDataURL('image/png') });
    else if (el instanceof SVGSVGElement) out.push({ kind: 'svg', ...box, markup: standaloneSvg(el) });
    else if (el.hasAttribute('data-export-rect')) {
      const cs = getComputedStyle(el);
      out.push({ kind: 'rect', ...box, fill: cs.backgroundColor, opacity: Number(cs.opacity) || 1 });
    } else {
      const cs = getComputedStyle(el);
      out.push({ kind: 'text', ...box, text: el.textContent ?? '', fill: cs.color, font: cs.fontFamily, fontSize: parseFloat(cs.fontSize) || 14 });
    }
  }
  return out;
}

function backgroundOf(el: HTMLElement): string {
  for (let e: HTMLElement | null = el; e; e = e.parentElement) {
    const bg = getComputedStyle(e).backgroundColor;
    if (bg && bg !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(bg)) return bg;
  }
  return '#ffffff';
}

/** The figure(s) under `root` as one stand-alone SVG document. */
export function figureSvg(root: HTMLElement, title = ''): string {
  const b = root.getBoundingClientRect();
  return composeSvg(b.width, b.height, collectLayers(root), backgroundOf(root), title);
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('the figure could not be rendered'));
    img.src = src;
  });
}

/** The figure(s) under `root` as a PNG at `scale` times the CSS size (2x for projection). */
export async function figurePng(root: HTMLElement, scale = PNG_SCALE, title = ''): Promise<Blob> {
  const b = root.getBoundingClientRect();
  const svg = figureSvg(root, title);
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const img = await loadImage(url);
    const w = Math.max(1, Math.round(b.width * scale));
    const h = Math.max(1, Math.round(b.height * scale));
    const canvas = new OffscreenCanvas(w, h);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d canvas');
    ctx.drawImage(img, 0, 0, w, h);
    return await canvas.convertToBlob({ type: 'image/png' });
  } finally {
    URL.revokeObjectURL(url);
  }
}
