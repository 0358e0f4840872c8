// With several FRCT flows in the scenario, which one the counters and mb-ecn panels show.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const K = 'views.frctRepair.flow';

export function FlowPicker({ flowIds, value, onChange }: { flowIds: readonly string[]; value: string; onChange(id: string): void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="view-field frct-flow">
      <label className="view-field__label" htmlFor={id}>{t(`${K}.label`)}</label>
      <select id={id} className="view-field__input" data-testid="frct-flow" value={value} aria-describedby={`${id}-hint`} onChange={(e) => onChange(e.target.value)}>
        {flowIds.map((f) => (
          <option key={f} value={f}>{f}</option>
        ))}
      </select>
      <p id={`${id}-hint`} className="view-field__hint">{t(`${K}.hint`)}</p>
    </div>
  );
}
