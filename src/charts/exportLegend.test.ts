import { describe, expect, it } from 'vitest';
import { composeSvg } from './exportFigure';
import { legendLayers, radiusPx, type MeasuredLegend } from './exportLegend';

// A saved figure must carry its legend (issue 5, figure export): the HTML legend's swatches and
// labels, measured on the page, come back as SVG rectangles and text in the language on screen.
describe('legendLayers', () => {
  const text = (t: string, x: number) => ({ text: t, x, y: 10, width: 80, height: 20, color: 'rgb(20, 20, 20)', font: 'sans-serif', fontSize: 16, fontWeight: '400' });
  const legend: MeasuredLegend = {
    swatches: [{ x: 0, y: 14, width: 12, height: 12, color: 'rgb(31, 119, 180)' }, { x: 100, y: 14, width: 12, height: 12, color: 'rgb(200, 80, 20)', radius: 6 }],
    texts: [text('Reno (linux) n.º 1', 16), text('  arranque\n  lento ', 120), text('   ', 200), text('reducción por ECN <CE>', 220)],
  };

  it('draws every label (Spanish here) and swatch into the exported SVG', () => {
    const svg = composeSvg(400, 60, legendLayers(legend));
    expect(svg).toContain('>Reno (linux) n.º 1</text>');
    expect(svg).toContain('>arranque lento</text>'); // whitespace of the HTML collapsed as the page shows it
    expect(svg).toContain('>reducción por ECN &lt;CE&gt;</text>');
    expect(svg).toContain('<rect x="0" y="14" width="12" height="12" fill="rgb(31, 119, 180)"');
    expect(svg).toContain('<rect x="100" y="14" width="12" height="12" rx="6" fill="rgb(200, 80, 20)"'); // a round swatch stays round
    expect(svg.match(/<text /g)).toHaveLength(3); // the blank run is left out
  });

  it('reads corner radii in px or percent, at most half the width', () => {
    expect(radiusPx('50%', 12)).toBe(6);
    expect(radiusPx('2px', 12)).toBe(2);
    expect(radiusPx('20px', 12)).toBe(6);
    expect(radiusPx('0px', 12)).toBe(0);
  });

  it('keeps the page weight and puts the baseline 0.35 em below the middle of the line box', () => {
    const svg = composeSvg(400, 60, legendLayers(legend));
    // y 10 + height 20 / 2 + 0.35 * 16 = 25.6
    expect(svg).toContain('<text x="16" y="25.6" fill="rgb(20, 20, 20)" font-family="sans-serif" font-size="16" font-weight="400">');
  });

  it('paints swatches before text', () => {
    const kinds = legendLayers(legend).map((l) => l.kind);
    expect(kinds.indexOf('rect')).toBeLessThan(kinds.indexOf('text'));
  });
});
