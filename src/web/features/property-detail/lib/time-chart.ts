// What the page's response-time charts share (response-time-chart.tsx, one line with its min-max
// band; split-response-chart.tsx, a line a location): the frame, the time axis labelled by the
// history's bucket, the milliseconds axis, the tooltip's label and how a line is drawn.
import type { PropertyHistory } from '../../../../contracts/monitoring.js';
import { bucketLabel } from './history-view.js';

const TICK = { fontSize: 12, fill: '#64748b' };

/** Props for a chart's parts, spread on recharts' own components (CartesianGrid, XAxis, ...). */
export function timeChartParts(bucket: PropertyHistory['bucket'], rowCount: number) {
  return {
    margin: { top: 8, right: 12, bottom: 0, left: 0 },
    grid: { strokeDasharray: '3 3', stroke: '#e2e8f0' },
    /** rows' `t` (ms since the epoch) on a time scale, ticks named by the bucket */
    xAxis: {
      dataKey: 't',
      type: 'number',
      scale: 'time',
      domain: ['dataMin', 'dataMax'],
      tickFormatter: (t: number) => bucketLabel(t, bucket),
      tick: TICK,
      minTickGap: 24,
    },
    /** response times in milliseconds */
    yAxis: { unit: ' ms', width: 64, tick: TICK },
    /** the tooltip's heading: the hovered bucket, in full */
    tooltipLabel: (t: unknown) => bucketLabel(Number(t), bucket, true),
    /** a response-time line: smooth, across gaps, with dots only while there are few points */
    line: {
      type: 'monotone',
      strokeWidth: 2,
      dot: rowCount < 40,
      isAnimationActive: false,
      connectNulls: true,
    },
  } as const;
}
