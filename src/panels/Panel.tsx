// Renders a panel by name; a name with no panel yet shows a labelled placeholder (never a crash).
// A panel's code is fetched the first time any page draws it (src/panels/registry.ts); until then
// its frame is there, empty, at its height.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { loadPanelComponent, panelByName } from './registry';
import { PANEL_NAMES, type PanelName, type PanelProps } from './types';

// One lazy component per panel, made once: React keeps a loaded panel mounted across renders.
const COMPONENTS = Object.fromEntries(
  PANEL_NAMES.map((name) => [name, lazy(() => loadPanelComponent(name).then((component) => ({ default: component })))]),
) as Record<PanelName, LazyExoticComponent<ComponentType<PanelProps>>>;

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
  const C = COMPONENTS[def.name];
  return (
    <div className="panel" data-panel={name} data-runs={props.runIds.join(' ')}>
      <Suspense fallback={<div className="panel__loading" style={props.height ? { minHeight: props.height } : undefined} />}>
        <C {...props} />
      </Suspense>
    </div>
  );
}
