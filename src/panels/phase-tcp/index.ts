// What views may use of this panel (views import no file of a panel but this one).
export { grownTrajectory, tcpPlaneRun } from './tcpPlaneRun';
export { type TcpTrajectory, appendTcpBatch, emptyTrajectory, pointJain } from './tcpTrajectory';
