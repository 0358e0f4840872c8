// A widget's links to its full view: /views/<view>?scenario=<base64url JSON> (fullViewPath), with
// the widget's speed when the view takes that speed in its address, and ?present=1 for the
// presenter console. So "open", "copy link" and "present" restore the widget's scenario and speed
// (the copied link adds the projector choice, src/controls/CopyLink.tsx).
import { VIEW_DECLARATIONS } from '../../views/declarations';
import { parseParam } from '../../views/shared/viewParams';
import { fullViewPath } from './link';

export function widgetViewPath(view: string, scenario: unknown, o: { speed?: number; present?: boolean } = {}): string {
  const path = fullViewPath(view, scenario);
  const q = new URLSearchParams();
  const speedParam = VIEW_DECLARATIONS[view]?.params.find((p) => p.name === 'speed');
  if (o.speed !== undefined && speedParam && parseParam(speedParam, String(o.speed)) !== null) q.set('speed', String(o.speed));
  if (o.present) q.set('present', '1');
  const more = q.toString();
  return more ? `${path}&${more}` : path;
}
