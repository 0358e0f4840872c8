// The colour/size profiles, in one module. Projector mode swaps the whole profile: larger
// type, thicker lines, stronger contrast, so a view reads from the back of a room.
// The page's CSS reads the tokens as custom properties (written on <html> by applyTheme);
// charts read the same profile as an object.
import type { ChartProfile } from '../charts/profile';

export interface ThemeProfile {
  /** CSS custom properties (without the leading --). */
  css: Record<string, string>;
  chart: ChartProfile;
}

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Liberation Sans", Arial, sans-serif';

export const NORMAL: ThemeProfile = {
  css: {
    'font-size': '16px',
    'font-family': FONT,
    bg: '#f7f7f4',
    surface: '#ffffff',
    fg: '#1c2330',
    muted: '#596273',
    border: '#d6dae0',
    accent: '#1f5fae',
    'accent-fg': '#ffffff',
    'accent-soft': '#e5eef9',
    danger: '#a4241b',
    'danger-bg': '#fdecea',
    focus: '#1f5fae',
    'border-width': '1px',
    radius: '8px',
  },
  chart: {
    fontSize: 12,
    fontFamily: FONT,
    lineWidth: 1.5,
    pointRadius: 2.2,
    axisWidth: 1,
    text: '#1c2330',
    axis: '#596273',
    grid: '#e6e8ec',
    background: '#ffffff',
    series: ['#1f5fae', '#c2571a', '#2e7d4f', '#7b3fa0'],
  },
};

export const PROJECTOR: ThemeProfile = {
  css: {
    'font-size': '22px',
    'font-family': FONT,
    bg: '#ffffff',
    surface: '#ffffff',
    fg: '#000000',
    muted: '#1f1f1f',
    border: '#222222',
    accent: '#0033a0',
    'accent-fg': '#ffffff',
    'accent-soft': '#dce6fb',
    danger: '#8c0d05',
    'danger-bg': '#ffe1dc',
    focus: '#0033a0',
    'border-width': '2px',
    radius: '8px',
  },
  chart: {
    fontSize: 19,
    fontFamily: FONT,
    lineWidth: 3.5,
    pointRadius: 4.5,
    axisWidth: 2.5,
    text: '#000000',
    axis: '#000000',
    grid: '#b9bec7',
    background: '#ffffff',
    series: ['#0033a0', '#b33a00', '#00692c', '#6a1b9a'],
  },
};

export function themeFor(projector: boolean): ThemeProfile {
  return projector ? PROJECTOR : NORMAL;
}

/** Writes the profile's tokens on <html> and marks projector mode for CSS selectors. */
export function applyTheme(projector: boolean, root: HTMLElement = document.documentElement): void {
  for (const [k, v] of Object.entries(themeFor(projector).css)) root.style.setProperty(`--${k}`, v);
  if (projector) root.setAttribute('data-projector', '1');
  else root.removeAttribute('data-projector');
}
