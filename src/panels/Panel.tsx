// Renders a panel by name; a name with no panel yet shows a labelled placeholder (never a crash).
import { useTranslation } from 'react-i18next';
import { panelByName } from './registry';
import type { PanelProps } from './types';

export function Panel({ name, ...props }: PanelProps & { name: string }) {
  const { t } = useTranslation();
  const def = panelByName(name);
  if (!def) {
    return (
      <div className="panel panel--missing" data-panel={name} role="note">
        {t('panels.missing', { name })}
      </div>
    );
  }
  const C = def.component;
  return (
    <div className="panel" data-panel={name} data-runs={props.runIds.join(' ')}>
      <C {...props} />
    </div>
  );
}
