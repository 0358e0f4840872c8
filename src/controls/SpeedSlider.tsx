// The logarithmic speed slider beside a view's speed field: position = log10(speed) over the
// field's range, and a slider position read back as a speed of two significant digits, written
// the reader's way into the field (the field stays the one source of the value).
import { formatNumber, parseLocaleNumber } from '../i18n/format';
import type { Range } from './numberFields';

export function sliderFromSpeed(speed: number, range: Range): number {
  return Math.log10(Math.min(range.max, Math.max(range.min, speed)));
}

/** Speed for a slider position, rounded to two significant digits so the text stays readable. */
export function speedFromSlider(position: number, range: Range): number {
  const v = 10 ** position;
  const mag = 10 ** (Math.floor(Math.log10(v)) - 1);
  return Math.min(range.max, Math.max(range.min, Math.round(v / mag) * mag));
}

interface Props {
  /** The speed field's text. */
  value: string;
  range: Range;
  label: string;
  testId: string;
  lang: string;
  /** The new text of the speed field. */
  onChange(text: string): void;
}

export function SpeedSlider({ value, range, label, testId, lang, onChange }: Props) {
  const typed = parseLocaleNumber(value);
  return (
    <input
      type="range"
      className="view-field__slider"
      aria-label={label}
      data-testid={testId}
      min={Math.log10(range.min)}
      max={Math.log10(range.max)}
      step={0.01}
      value={sliderFromSpeed(Number.isFinite(typed) ? typed : 1, range)}
      onChange={(e) => onChange(formatNumber(speedFromSlider(Number(e.target.value), range), lang, { maxDigits: 2 }))}
    />
  );
}
