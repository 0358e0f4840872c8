import { useTranslation } from 'react-i18next';
import { storeActions, useProjector } from '../../store';
import { LinkPing } from '../../views/LinkPing';
import { PhasePlane } from '../../views/PhasePlane';
import { viewById } from '../../views/registry';
import { themeFor } from '../theme';
import { NotFoundPage } from './NotFoundPage';

/** A view as a page of its own: the shell supplies the profile and the error banner. */
export function ViewPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const projector = useProjector();
  const info = viewById(id);
  if (!info) return <NotFoundPage path={`/views/${id}`} />;
  const profile = themeFor(projector).chart;
  const reportRunError = (message: string) => storeActions.reportWorkerError('run', message);
  return (
    <div className="page page--wide">
      <h1>{t(info.titleKey)}</h1>
      <p className="lead">{t(info.descriptionKey)}</p>
      {id === 'link-ping' ? <LinkPing profile={profile} onRunError={reportRunError} /> : null}
      {id === 'phase-plane' ? <PhasePlane profile={profile} /> : null}
    </div>
  );
}
