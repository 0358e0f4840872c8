// "Copy link": the address of this page with everything that makes it this page (the view's
// options, the scenario, the projector choice), for a student's notes or the instructor's slides.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProjector } from '../store';

/** `extra` parameters are merged into the current address (e.g. scenario=…); projector is always written. */
export function linkWith(extra: Record<string, string | null>, projector: boolean, href = location.href): string {
  const url = new URL(href);
  for (const [k, v] of Object.entries(extra)) {
    if (v === null) url.searchParams.delete(k);
    else url.searchParams.set(k, v);
  }
  url.searchParams.set('projector', projector ? '1' : '0');
  return url.toString();
}

/** `href`: the page the link opens (default: this one; a lesson widget links its full view). */
export function CopyLink({ extra = {}, testId = 'copy-link', href }: { extra?: Record<string, string | null>; testId?: string; href?: string }) {
  const { t } = useTranslation();
  const projector = useProjector();
  const [note, setNote] = useState<string | null>(null);
  const copy = async () => {
    const url = linkWith(extra, projector, href);
    try {
      await navigator.clipboard.writeText(url);
      setNote(t('copyLink.copied'));
    } catch {
      setNote(t('copyLink.failed', { url }));
    }
  };
  return (
    <span className="copy-link">
      <button type="button" className="btn btn--quiet" data-testid={testId} data-href={linkWith(extra, projector, href)} onClick={() => void copy()}>
        {t('copyLink.button')}
      </button>
      {note ? <span role="status" className="copy-link__note" data-testid={`${testId}-note`}>{note}</span> : null}
    </span>
  );
}
