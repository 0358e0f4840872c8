import { useTranslation } from 'react-i18next';
import { storeActions, useProjector } from '../store';

export function ProjectorToggle() {
  const { t } = useTranslation();
  const on = useProjector();
  return (
    <button
      type="button"
      className="toggle"
      data-testid="projector-toggle"
      aria-pressed={on}
      title={t('projector.label')}
      onClick={() => storeActions.setProjector(!on)}
    >
      <span className="toggle__track" aria-hidden="true">
        <span className="toggle__thumb" />
      </span>
      {t('projector.button')}
    </button>
  );
}
