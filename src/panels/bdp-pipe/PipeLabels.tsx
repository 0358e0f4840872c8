// The words over the pipe's canvas: the two ends, what the queue and the pipe hold against what
// they can hold, the ACKs on the way back and the drops so far.
import { useTranslation } from 'react-i18next';
import { fitAxisTitle, shrinkToFit } from '../../charts/axisTitle';
import type { ChartProfile } from '../../charts/profile';
import { formatMs, formatNumber, formatRate } from '../../i18n/format';
import type { PipeGeometry } from './layout';
import type { PathModel } from './model';
import type { PipeCounts } from './pipeHistory';

interface Props {
  g: PipeGeometry;
  width: number;
  height: number;
  counts: PipeCounts;
  model: PathModel;
  /** The BDP in whole frames. */
  bdp: number;
  profile: ChartProfile;
  lang: string;
  /** A narrow figure: the ACK lane's label without its note. */
  compact?: boolean;
}

export function PipeLabels({ g, width, height, counts, model, bdp, profile, lang, compact }: Props) {
  const { t } = useTranslation();
  const fs = profile.fontSize;
  // A narrow pipe (a side-by-side column) takes the short label; the drops' line stays under the
  // queue box, clear of the ACK lane beside it.
  const pipeValues = { rate: formatRate(model.rateMbps, lang), delay: formatMs(model.delayMs, lang), n: formatNumber(counts.pipe, lang), bdp: formatNumber(bdp, lang) };
  const pipeRoom = g.pipeX1 - g.pipeX0 + fs;
  const pipeShort = t('panels.bdpPipe.pipeLabelShort', pipeValues);
  const pipeLabel = fitAxisTitle([t('panels.bdpPipe.pipeLabel', pipeValues), pipeShort], pipeRoom, fs) ?? { text: pipeShort, size: shrinkToFit(pipeShort, pipeRoom, fs) };
  const dropsN = { n: formatNumber(counts.drops, lang) };
  const dropsShort = t('panels.bdpPipe.dropsLabelShort', dropsN);
  const dropsRoom = g.pipeX0 - g.queueX0;
  const drops = fitAxisTitle([t('panels.bdpPipe.dropsLabel', dropsN), dropsShort], dropsRoom, fs * 0.85) ?? { text: dropsShort, size: shrinkToFit(dropsShort, dropsRoom, fs * 0.85) };
  return (
    <svg className="bdp__labels" width={width} height={height} role="img" aria-label={t('panels.bdpPipe.pipeSummary', {
      pipe: formatNumber(counts.pipe, lang), queue: formatNumber(counts.queue, lang), cap: formatNumber(model.queueFrames, lang),
    })} style={{ fontSize: fs, fontFamily: profile.fontFamily }}>
      <g fill={profile.text}>
        <circle cx={g.senderX} cy={g.dataY} r={fs * 1.3} fill={profile.background} stroke={profile.axis} strokeWidth={2} />
        <text x={g.senderX} y={g.dataY} dy="0.35em" textAnchor="middle" fontWeight="bold">s1</text>
        <circle cx={g.receiverX} cy={g.dataY} r={fs * 1.3} fill={profile.background} stroke={profile.axis} strokeWidth={2} />
        <text x={g.receiverX} y={g.dataY} dy="0.35em" textAnchor="middle" fontWeight="bold">rx</text>
        {/* Under the queue box, left-aligned: the queue's count never runs into the pipe's label above. */}
        <text x={g.queueX0} y={g.dataY + g.laneHeight / 2 + fs * 1.2} data-testid="bdp-queue-label" data-count={counts.queue} data-capacity={model.queueFrames}>
          {t('panels.bdpPipe.queueLabel', { n: formatNumber(counts.queue, lang), cap: formatNumber(model.queueFrames, lang) })}
        </text>
        <text x={(g.pipeX0 + g.pipeX1) / 2} y={g.dataY - g.laneHeight / 2 - fs * 0.5} textAnchor="middle" fontSize={pipeLabel.size}>
          {pipeLabel.text}
        </text>
        <text x={(g.pipeX0 + g.pipeX1) / 2} y={g.ackY + g.laneHeight / 2 + fs * 1.1} textAnchor="middle">
          {t(compact ? 'panels.bdpPipe.ackLabelShort' : 'panels.bdpPipe.ackLabel', { n: formatNumber(counts.acks, lang) })}
        </text>
        <text x={g.queueX0} y={g.dataY + g.laneHeight / 2 + fs * 2.3} fill={profile.series[1]} fontSize={drops.size}>
          {drops.text}
        </text>
        <path d={`M${g.pipeX1},${g.ackY} L${g.pipeX0},${g.ackY}`} stroke={profile.axis} strokeDasharray="2 4" />
        <path d={`M${g.pipeX0 + fs * 0.8},${g.ackY - fs * 0.4} L${g.pipeX0},${g.ackY} L${g.pipeX0 + fs * 0.8},${g.ackY + fs * 0.4}`} stroke={profile.axis} fill="none" />
      </g>
    </svg>
  );
}
