// The presenter console (?present=1 on a view): the view itself (its form, run bar with the
// stop-at choice, figure) and a side column with the display button, a preview of what the
// display shows, the annotation tools, the speaker notes of the demo and its scenario. The
// console owns the runs; the display, in another window, mirrors them (presenterSync.ts), and
// follows the zoom of the console's time plots (zoomTap.ts).
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { SideHolder } from './holder';
import { useTranslation } from 'react-i18next';
import { useRunIds } from '../../store';
import { ShortcutsButton } from '../../controls/shortcuts/ShortcutsDialog';
import { PresentingContext } from '../../controls/presenting';
import { AnnotationTools } from './AnnotationTools';
import { FigurePanels } from './FigurePanels';
import type { PanelRef } from './protocol';
import { readMainPanels, startPresenterSync, type PresenterSync } from './presenterSync';
import { ScenarioSummary } from './ScenarioSummary';
import { SpeakerNotes } from './SpeakerNotes';
import { ClassPanel } from '../class/ClassPanel';
import { createScaleShare, type Window } from '../../charts/scaleShare';
import { ScaleShareContext } from '../../charts/useSharedScale';
import { tapWindows } from './zoomTap';
import './present.css';

/** The display's address: this page, figure only, in the projector profile. */
export function displayUrl(): string {
  const q = new URLSearchParams(location.search);
  q.delete('present');
  q.set('display', '1');
  q.set('projector', '1');
  return `${location.pathname}?${q.toString()}`;
}

/** The console's side of the channel while the page is up, and how many displays follow it. */
function useDisplaysFollowing(viewId: string): { displays: number; holder: SideHolder<PresenterSync> } {
  const [holder] = useState(() => new SideHolder<PresenterSync>(() => startPresenterSync(location.pathname, viewId, () => readMainPanels(document))));
  useEffect(() => {
    holder.start();
    return () => holder.stop();
  }, [holder]);
  return { displays: useSyncExternalStore(holder.subscribe, () => holder.current?.displays() ?? 0), holder };
}

/** The main figure's panels, as the display draws them (read from the page twice a second). */
function useMainPanels(): PanelRef[] {
  const [panels, setPanels] = useState<PanelRef[]>([]);
  useEffect(() => {
    let key = '';
    const read = () => {
      const now = readMainPanels(document);
      const k = JSON.stringify(now);
      if (k !== key) {
        key = k;
        setPanels(now);
      }
    };
    read();
    const id = window.setInterval(read, 500);
    return () => window.clearInterval(id);
  }, []);
  return panels;
}

export function PresenterConsole({ viewId, children }: { viewId: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { displays, holder } = useDisplaysFollowing(viewId);
  // The view's time plots zoom on this share: each zoom goes to the displays and the preview.
  const [zooms, setZooms] = useState<Record<string, Window | null>>({});
  const [share] = useState(() =>
    tapWindows(createScaleShare(), (key, w) => {
      holder.current?.zoom(key, w);
      setZooms((z) => ({ ...z, [key]: w }));
    }),
  );
  const ids = useRunIds(viewId);
  const newest = ids[ids.length - 1] ?? null;
  const panels = useMainPanels();
  const [blocked, setBlocked] = useState<string | null>(null);
  const open = () => {
    const url = displayUrl();
    const w = window.open(url, `sierra-display-${viewId}`, 'popup=yes,width=1280,height=720');
    setBlocked(w ? null : new URL(url, location.href).href);
  };
  return (
    <div className="present-console" data-testid="present-console" data-displays={displays}>
      <div className="present-console__view">
        <ScaleShareContext value={share}>
          <PresentingContext value={true}>{children}</PresentingContext>
        </ScaleShareContext>
      </div>
      <aside className="present-console__side" aria-label={t('present.console.label')}>
        <section className="present-console__section" aria-labelledby="present-console-title">
          <h2 id="present-console-title">{t('present.console.title')}</h2>
          <p className="present-console__hint">{t('present.console.intro')}</p>
          <div className="present-tools">
            <button type="button" className="btn btn--primary" data-testid="present-open-display" onClick={open}>
              {t('present.console.openDisplay')}
            </button>
            <ShortcutsButton />
          </div>
          <p className="present-console__status" role="status" data-testid="present-displays" data-count={displays}>
            {t('present.console.displays', { count: displays })}
          </p>
          {blocked ? (
            <p className="present-console__warning" role="alert" data-testid="present-blocked">
              {t('present.console.blocked', { url: blocked })}
            </p>
          ) : null}
        </section>
        <ClassPanel viewId={viewId} />
        <section className="present-console__section" aria-labelledby="present-preview-title">
          <h2 id="present-preview-title">{t('present.console.preview')}</h2>
          <div className="present-console__preview" data-testid="present-preview">
            {panels.length > 0 ? <FigurePanels panels={panels} height={Math.max(150, Math.floor(300 / panels.length))} compact zooms={zooms} /> : <p className="present-console__hint">{t('present.console.previewEmpty')}</p>}
          </div>
        </section>
        <AnnotationTools runId={newest} />
        <SpeakerNotes viewId={viewId} runId={newest} />
        <ScenarioSummary runId={newest} />
        <p className="present-console__hint">{t('present.console.keys')}</p>
      </aside>
    </div>
  );
}
