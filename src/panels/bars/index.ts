// The public entry of src/panels/bars: what views may use (views import no other file of it).
export { useSettingText } from './BarsPanel';
export { BarsTable } from './BarsTable';
export { type BarRow, type Setting, barsCsv, colorOf, goodputText, rttText, runBars, settingOf, settingOfBars, transportOf } from './barData';
export { tutorialRef } from './refs';
