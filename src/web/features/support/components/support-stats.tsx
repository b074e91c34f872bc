// Support Statistics and the Cost card: figures measured from the chat's own records (last 30
// days); the specification's figures appear only as targets. The measured figures are
// platform-wide, so the server gives them to the platform owner only (issue 30): everyone else
// sees the targets and how answers are written, without any measurement.
import { wordFor } from '../../../../contracts/plural.js';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { chatInfoQuery } from '../api/chat-api.js';
import { formatDuration, formatShare, formatUsd } from '../lib/format-figures.js';

function Figure({
  label,
  value,
  detail,
  target,
}: {
  label: string;
  value: string;
  detail: ReactNode;
  target?: string;
}) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd>
        <span className="text-2xl font-semibold text-slate-900">{value}</span>
        <span className="block text-xs text-slate-600">{detail}</span>
        {target && <span className="block text-xs text-slate-500">Target: {target}</span>}
      </dd>
    </div>
  );
}

/** What a visitor or a member sees: the targets, no platform-wide measurement. */
function TargetsOnly() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Support Statistics</CardTitle>
        <p className="text-sm text-slate-600">What the support assistant aims for.</p>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-3">
          <Figure label="Answer time" value="under 5 seconds" detail="Target" />
          <Figure label="First contact resolution" value="94%" detail="Target" />
          <Figure
            label="Satisfaction"
            value="4.8/5"
            detail="Target (answers are rated helpful or not, not on a 5-point scale)"
          />
        </dl>
      </CardContent>
    </Card>
  );
}

export function SupportStats() {
  const info = useQuery(chatInfoQuery()).data;
  const s = info?.stats;
  if (!s) return <TargetsOnly />;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Support Statistics</CardTitle>
        <p className="text-sm text-slate-600">
          Measured from this installation&apos;s chat over the last {s.windowDays} days.
        </p>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-3">
          <Figure
            label="Median answer time"
            value={formatDuration(s.medianAnswerMs)}
            detail={`over ${s.answers} ${wordFor(s.answers, { one: 'answer', other: 'answers' })}`}
            target="under 5 seconds"
          />
          <Figure
            label="Answers marked helpful"
            value={formatShare(s.helpfulShare)}
            detail={`of ${s.ratedAnswers} rated ${wordFor(s.ratedAnswers, { one: 'answer', other: 'answers' })}`}
            target="94% first contact resolution"
          />
          <Figure
            label="Conversations"
            value={String(s.conversations)}
            detail="with at least one answer"
            target="4.8/5 satisfaction (answers are rated helpful or not, not on a 5-point scale)"
          />
        </dl>
      </CardContent>
    </Card>
  );
}

export function CostCard() {
  const info = useQuery(chatInfoQuery()).data;
  const s = info?.stats;
  const engine =
    info?.engine === 'model'
      ? `Answers are written by ${info.model ?? 'the configured model'}; the cost uses its configured token prices.`
      : 'Answers come from the built-in search over our help pages, on this server: no charge per answer.';
  return (
    <Card>
      <CardHeader>
        <CardTitle>Cost</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {!s ? (
          <p className="text-sm text-slate-600">{engine}</p>
        ) : (
          <dl>
            <Figure
              label="Cost per conversation"
              value={formatUsd(s.costPerConversationUsd)}
              detail={engine}
            />
          </dl>
        )}
        <div className="rounded-lg bg-slate-50 p-3 text-xs text-slate-600">
          <p className="font-medium text-slate-700">Targets (not measurements)</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-4">
            <li>About $0.005 per AI conversation</li>
            <li>95% cheaper than human support</li>
            <li>Resolves 90%+ of common issues (measured above as answers marked helpful)</li>
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}
