// The History API side of a view's deep link: the view reports its options, the address follows
// (replaceState, so Back still leaves the page). The parameters themselves: src/views/shared/viewParams.
import { writeViewParams, type ViewParam } from '../views/shared/viewParams';

export function replaceViewParams<O>(params: readonly ViewParam<O>[], options: O): void {
  const search = writeViewParams(params, options, location.search);
  if (search !== location.search) history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
}
