import { SCENARIO_FIELDS } from './schema';

/** The field table as Markdown (docs/model.md carries a copy; a test keeps them in step). */
export function fieldTableMarkdown(): string {
  const lines = ['| field | type | default | unit | valid | description |', '|---|---|---|---|---|---|'];
  for (const f of SCENARIO_FIELDS) {
    const cells = [`\`${f.path}\``, f.type, f.default, f.unit, f.range, f.description].map((c) => c.replace(/\|/g, '\\|'));
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}
