// The one layout of every view: the form (settings), the run controls, the main figure, and what
// comes below it (tables, readouts, file tools). Normally the form is a column beside the figure.
// Figure first (a toggle for everyone, always on in projector mode) puts the run controls and the
// main figure at the top of the screen, the settings button at the end of the run bar's line and
// the settings, when shown, in a side column, so that on a 1280x720 projector the class sees the
// figure, as wide and tall as the screen allows, not the form. A column of a side-by-side page
// (src/app/compare) stacks them: the column's status, the figure, then its settings (which fold
// away), then the rest, so the two figures stand level in the first screen.
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { storeActions, useFigureFirst, useFigureFirstChoice, useProjector } from '../../store';
import { useElementHeight } from '../../panels/useElementHeight';
import { useCompareColumn } from '../../controls/compare/compareColumn';
import './viewLayout.css';

export interface ViewLayoutProps {
  /** The view's root test id (view-sawtooth, …). */
  testId: string;
  form: ReactNode;
  controls: ReactNode;
  /** The main figure: in figure-first mode it must fit the first screen. */
  figure: ReactNode;
  /** Everything else: secondary figures, tables, readouts, file tools. */
  below?: ReactNode;
  /** Width of the form column, e.g. "minmax(14rem, 17rem)". */
  formColumn?: string;
}

export function ViewLayout(p: ViewLayoutProps) {
  const { t } = useTranslation();
  const figureFirst = useFigureFirst();
  const projector = useProjector();
  const [settingsOpen, setSettingsOpen] = useState(!projector);
  const style = p.formColumn ? ({ '--view-form-column': p.formColumn } as React.CSSProperties) : undefined;
  const column = useCompareColumn();
  const sideId = useId();
  // In a column: what stands above the figure is measured, so the page can level both figures.
  const [topRef, topH] = useElementHeight<HTMLDivElement>();
  useEffect(() => {
    if (column && topH > 0) column.levelTop?.(topH);
  }, [column, topH]);
  if (column) {
    return (
      <section className="view-layout view-layout--column" data-testid={p.testId} data-layout="column" data-settings={settingsOpen ? 'open' : 'closed'}>
        <div className="view-layout__top">
          <div className="view-layout__top-content" ref={topRef}>{p.controls}</div>
        </div>
        <div className="view-layout__figure" data-figure="main">{p.figure}</div>
        <div className="view-layout__column-form">
          <button type="button" className="btn btn--quiet view-layout__toggle" aria-expanded={settingsOpen} data-testid="settings-toggle" onClick={() => setSettingsOpen((o) => !o)}>
            {settingsOpen ? t('viewLayout.hideSettings') : t('viewLayout.showSettings')}
          </button>
          <div className="view-layout__side-body" hidden={!settingsOpen}>{p.form}</div>
        </div>
        {p.below}
      </section>
    );
  }
  if (!figureFirst) {
    return (
      <section className="view-layout" data-testid={p.testId} data-layout="form-beside" style={style}>
        <div className="view-grid">
          <div className="view-layout__form">{p.form}</div>
          <div className="view-layout__main">
            {p.controls}
            <div className="view-layout__figure" data-figure="main">{p.figure}</div>
            {p.below}
          </div>
        </div>
      </section>
    );
  }
  return (
    <section className="view-layout view-layout--figure-first" data-testid={p.testId} data-layout="figure-first" data-settings={settingsOpen ? 'open' : 'closed'} style={style}>
      {/* The settings button ends the run bar's line: the figure below takes the whole width. */}
      <div className="view-layout__top">
        <div className="view-layout__controls">{p.controls}</div>
        <button
          type="button"
          className="btn btn--quiet view-layout__toggle"
          aria-expanded={settingsOpen}
          aria-controls={sideId}
          title={settingsOpen ? t('viewLayout.hideSettings') : t('viewLayout.showSettings')}
          data-testid="settings-toggle"
          onClick={() => setSettingsOpen((o) => !o)}
        >
          {t('viewLayout.settings')}
          <span aria-hidden="true" className="view-layout__caret">{settingsOpen ? ' ▴' : ' ▾'}</span>
        </button>
      </div>
      <div className="view-layout__stage">
        <div className="view-layout__figure" data-figure="main">{p.figure}</div>
        <aside className="view-layout__side" id={sideId} aria-label={t('viewLayout.settings')} hidden={!settingsOpen}>
          {p.form}
        </aside>
      </div>
      {p.below}
    </section>
  );
}

/** The "figure first" switch (the page header of a view shows it; projector mode forces it on). */
export function FigureFirstToggle() {
  const { t } = useTranslation();
  const choice = useFigureFirstChoice();
  const projector = useProjector();
  return (
    <label className="figure-first-toggle" title={t('viewLayout.figureFirstHint')}>
      <input type="checkbox" data-testid="figure-first" checked={choice || projector} disabled={projector} onChange={(e) => storeActions.setFigureFirst(e.target.checked)} />
      <span>{t('viewLayout.figureFirst')}</span>
    </label>
  );
}
