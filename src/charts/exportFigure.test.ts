import { describe, expect, it } from 'vitest';
import { composeSvg, escapeXml, relativeBox } from './exportFigure';

describe('composeSvg', () => {
  it('places each layer at its box, in order, on a background', () => {
    const svg = composeSvg(200, 100, [
      { kind: 'image', x: 10, y: 5, width: 50, height: 40, href: 'data:image/png;base64,AAA' },
      { kind: 'svg', x: 0, y: 0, width: 200, height: 100, markup: '<svg class="a" width="200" height="100" role="img"><g class="domain"/></svg>' },
      { kind: 'text', x: 0, y: 0, width: 80, height: 20, text: 'RTT <ms>', fill: '#000', font: 'sans-serif', fontSize: 14 },
    ], '#fff', 'Ping & queue');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('viewBox="0 0 200 100"');
    expect(svg).toContain('<title>Ping &amp; queue</title>');
    expect(svg.indexOf('<image')).toBeLessThan(svg.indexOf('<g class="domain"'));
    expect(svg).toContain('<image x="10" y="5" width="50" height="40"');
    expect(svg).toContain('<svg x="0" y="0" width="200" height="100" role="img">');
    expect(svg).toContain('RTT &lt;ms&gt;');
    expect(svg.endsWith('</svg>')).toBe(true);
  });

  it('escapes attribute text', () => {
    expect(escapeXml('a"<b>&')).toBe('a&quot;&lt;b&gt;&amp;');
  });

  it('measures boxes from the figure origin', () => {
    expect(relativeBox({ x: 110, y: 60, width: 5, height: 6 }, { x: 100, y: 50, width: 1, height: 1 })).toEqual({ x: 10, y: 10, width: 5, height: 6 });
  });
});
