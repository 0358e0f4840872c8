// What views may use of this panel (views import no file of a panel but this one).
export { feedFrctLog } from './logFeed';
