// Property detail (/properties/:id, beyond the spec): status and settings, Check now, response-time
// chart and uptime bar for 24 h / 7 d / 30 d / 90 d, incidents and the property's alerts.
import { ArrowLeft, Pencil, RefreshCw, Trash2 } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { HISTORY_RANGES, type HistoryRange } from '../../../../contracts/monitoring.js';
import type { Property } from '../../../../contracts/properties.js';
import { paths } from '../../../../contracts/web-routes.js';
import { MaskedIp } from '../../../components/masked-ip.js';
import {
  useCheckAction,
  useDeleteAction,
} from '../../../components/property-form/property-actions.js';
import { PropertyFormDialog } from '../../../components/property-form/property-form-dialog.js';
import { TYPE_LABELS } from '../../../components/property-form/property-form-values.js';
import { PropertyStatusBadge } from '../../../components/property-status-badge.js';
import { Button, buttonClass } from '../../../components/ui/button.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { PageSpinner, Spinner } from '../../../components/ui/spinner.js';
import { TabList, tabId } from '../../../components/ui/tab-list.js';
import { useAlerts } from '../../../lib/api/alerts.js';
import { useLiveEvents } from '../../../lib/api/live-events.js';
import { useProperty, usePropertyHistory } from '../../../lib/api/properties.js';
import { parseApiError } from '../../../lib/api-error.js';
import { useCan } from '../../../lib/auth/use-can.js';
import { cn } from '../../../lib/cn.js';
import { formatMs, formatPercent, formatRelativeTime } from '../../../lib/format.js';
import { HistoryFiguresTable } from '../components/history-figures-table.js';
import { IncidentsTable } from '../components/incidents-table.js';
import { PropertyAlerts } from '../components/property-alerts.js';
import { ResponseTimeChart } from '../components/response-time-chart.js';
import { UptimeBar } from '../components/uptime-bar.js';
import {
  RANGE_LABELS,
  checkMethodLabel,
  formatDuration,
  intervalLabel,
  totalDowntimeSeconds,
} from '../lib/history-view.js';
import { useIncidents } from '../lib/use-incidents.js';

const MAX_ID = 2_147_483_647;
const HISTORY_PANEL_ID = 'history-panel';

export function PropertyDetailPage() {
  const { id: raw } = useParams();
  const id = Number(raw);
  if (!raw || !/^\d+$/.test(raw) || !Number.isSafeInteger(id) || id < 1 || id > MAX_ID) {
    return <PropertyNotFound />;
  }
  return <PropertyDetail key={id} id={id} />;
}

function PropertyNotFound() {
  return (
    <div className="py-16 text-center" data-testid="property-not-found">
      <h1 className="text-2xl font-bold text-slate-900">Property not found</h1>
      <p className="mt-2 text-slate-500">
        It may have been deleted, or it belongs to another workspace.
      </p>
      <Link to={paths.properties} className={buttonClass('outline', 'md', 'mt-6')}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back to Properties
      </Link>
    </div>
  );
}

const isRange = (v: string | null): v is HistoryRange =>
  v !== null && (HISTORY_RANGES as readonly string[]).includes(v);

function PropertyDetail({ id }: { id: number }) {
  const property = useProperty(id);
  useLiveEvents();

  if (property.isLoading) return <PageSpinner />;
  if (property.isError) {
    if (parseApiError(property.error).status === 404) return <PropertyNotFound />;
    return (
      <Card className="p-8 text-center text-sm text-slate-600">
        Could not load this property.{' '}
        <Button variant="ghost" size="sm" onClick={() => void property.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  if (!property.data) return <PropertyNotFound />;
  return <PropertyView property={property.data} />;
}

function PropertyView({ property: p }: { property: Property }) {
  const navigate = useNavigate();
  const canCheck = useCan('runChecks');
  const canEdit = useCan('editProperties');
  const canDelete = useCan('deleteProperties');
  const check = useCheckAction();
  const deleteProperty = useDeleteAction();
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [range, selectRange] = useRangeParam();

  return (
    <div className="space-y-6">
      <Link
        to={paths.properties}
        className="inline-flex items-center gap-1 text-sm text-slate-600 hover:text-slate-900"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Properties
      </Link>

      <Card className="p-6" data-testid="property-header">
        <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="text-2xl font-bold tracking-tight text-slate-900">{p.name}</h1>
              <PropertyStatusBadge status={p.status} className="text-sm" />
            </div>
            <p className="mt-1 text-slate-500">{p.address}</p>
          </div>
          {(canCheck || canEdit || canDelete) && (
            <div className="flex flex-wrap gap-2">
              {canCheck && (
                <Button onClick={() => check.run(p.id)} disabled={check.pendingId === p.id}>
                  <RefreshCw
                    className={cn('h-4 w-4', check.pendingId === p.id && 'animate-spin')}
                    aria-hidden="true"
                  />
                  Check now
                </Button>
              )}
              {canEdit && (
                <Button variant="outline" onClick={() => setEditing(true)}>
                  <Pencil className="h-4 w-4" aria-hidden="true" />
                  Edit
                </Button>
              )}
              {canDelete && (
                <Button
                  variant="outline"
                  className="text-red-600 hover:bg-red-50"
                  onClick={() => setConfirmDelete(true)}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                  Delete
                </Button>
              )}
            </div>
          )}
        </div>
        <dl className="mt-6 grid grid-cols-2 gap-4 text-sm md:grid-cols-4 lg:grid-cols-7">
          <Fact label="IP Address">
            <MaskedIp ipAddress={p.ipAddress} maskedIp={p.maskedIp} />
          </Fact>
          <Fact label="Type">{TYPE_LABELS[p.type] ?? p.type}</Fact>
          <Fact label="Check method">{checkMethodLabel(p.checkMethod, p.tcpPort)}</Fact>
          <Fact label="Interval">
            {intervalLabel(p.effectiveIntervalSeconds)}
            {p.intervalSeconds === null && (
              <span className="block text-xs text-slate-500">workspace default</span>
            )}
          </Fact>
          <Fact label="Timeout">{formatMs(p.timeoutMs)}</Fact>
          <Fact label="Response time">
            <span data-testid="detail-response-time">
              {formatMs(p.responseTime, p.status === 'unknown' ? '—' : 'Timeout')}
            </span>
          </Fact>
          <Fact label="Last check">
            <span title={p.lastCheck ?? undefined}>{formatRelativeTime(p.lastCheck)}</span>
          </Fact>
        </dl>
      </Card>

      <UptimeSummary propertyId={p.id} range={range} onSelect={selectRange} />

      <HistoryCard propertyId={p.id} range={range} onSelect={selectRange} />

      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <IncidentsCard propertyId={p.id} />
        <AlertsCard propertyId={p.id} />
      </div>

      <PropertyFormDialog open={editing} onOpenChange={setEditing} property={p} />
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete Property"
        description={`Are you sure you want to delete "${p.name}"? This cannot be undone.`}
        confirmLabel="Delete"
        destructive
        onConfirm={async () => {
          if (await deleteProperty(p.id)) void navigate(paths.properties);
        }}
      />
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-500">{label}</dt>
      <dd className="mt-0.5 font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** The chosen range lives in the URL (?range=7d) so a reload or a shared link keeps it. */
function useRangeParam(): [HistoryRange, (r: HistoryRange) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get('range');
  const range: HistoryRange = isRange(requested) ? requested : '24h';
  const select = (r: HistoryRange) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (r === '24h') next.delete('range');
        else next.set('range', r);
        return next;
      },
      { replace: true },
    );
  return [range, select];
}

type RangeProps = { propertyId: number; range: HistoryRange; onSelect(r: HistoryRange): void };

/** Uptime of each range from the rollups (the same queries the chart uses), a click selects it. */
function UptimeSummary({ propertyId, range, onSelect }: RangeProps) {
  return (
    <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
      {HISTORY_RANGES.map((r) => (
        <RangeUptimeCard
          key={r}
          propertyId={propertyId}
          range={r}
          selected={r === range}
          onSelect={() => onSelect(r)}
        />
      ))}
    </div>
  );
}

function RangeUptimeCard({
  propertyId,
  range,
  selected,
  onSelect,
}: {
  propertyId: number;
  range: HistoryRange;
  selected: boolean;
  onSelect(): void;
}) {
  const history = usePropertyHistory(propertyId, range);
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-pressed={selected}
      data-testid={`uptime-${range}`}
      className={cn(
        'rounded-xl border bg-white p-4 text-left shadow-sm transition-colors hover:border-brand-600',
        selected ? 'border-brand-600 ring-2 ring-brand-100' : 'border-slate-200',
      )}
    >
      <span className="block text-sm text-slate-500">Uptime ({RANGE_LABELS[range]})</span>
      <span className="mt-1 block text-2xl font-semibold text-slate-900">
        {history.isLoading ? '…' : formatPercent(history.data?.uptime)}
      </span>
    </button>
  );
}

function HistoryCard({ propertyId, range, onSelect }: RangeProps) {
  const history = usePropertyHistory(propertyId, range);

  return (
    <Card data-testid="history-card">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>Response time and uptime</CardTitle>
        <TabList
          label="Range"
          items={HISTORY_RANGES.map((r) => ({ value: r, label: r }))}
          value={range}
          onChange={onSelect}
          panelId={HISTORY_PANEL_ID}
        />
      </CardHeader>
      <CardContent
        id={HISTORY_PANEL_ID}
        role="tabpanel"
        aria-labelledby={tabId(HISTORY_PANEL_ID, range)}
      >
        {history.isLoading ? (
          <div className="flex h-80 items-center justify-center">
            <Spinner />
          </div>
        ) : history.isError || !history.data ? (
          <p className="py-10 text-center text-sm text-slate-500">
            Could not load the history of this property.
          </p>
        ) : (
          <div className="space-y-6">
            <dl className="grid grid-cols-3 gap-4 text-sm">
              <div>
                <dt className="text-slate-500">Uptime ({RANGE_LABELS[range]})</dt>
                <dd className="text-xl font-semibold text-slate-900" data-testid="range-uptime">
                  {formatPercent(history.data.uptime)}
                </dd>
              </div>
              <div>
                <dt className="text-slate-500">Average response</dt>
                <dd className="text-xl font-semibold text-slate-900">
                  {formatMs(history.data.avgResponseTime, '—')}
                </dd>
              </div>
              <div>
                <dt className="text-slate-500">Checks</dt>
                <dd className="text-xl font-semibold text-slate-900" data-testid="range-checks">
                  {history.data.checks.toLocaleString()}
                </dd>
              </div>
            </dl>
            <ResponseTimeChart history={history.data} />
            <div>
              <h3 className="mb-2 text-sm font-medium text-slate-700">Uptime</h3>
              <UptimeBar history={history.data} />
            </div>
            <HistoryFiguresTable history={history.data} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function IncidentsCard({ propertyId }: { propertyId: number }) {
  const incidents = useIncidents(propertyId);
  const downtime = useMemo(
    () => (incidents.data ? totalDowntimeSeconds(incidents.data) : 0),
    [incidents.data],
  );
  return (
    <Card data-testid="incidents-card">
      <CardHeader>
        <CardTitle>Incidents</CardTitle>
        {incidents.data && incidents.data.length > 0 && (
          <p className="text-sm text-slate-500">
            {incidents.data.length} {incidents.data.length === 1 ? 'outage' : 'outages'}, total
            downtime {formatDuration(downtime)}
          </p>
        )}
      </CardHeader>
      <CardContent>
        {incidents.isLoading ? (
          <Spinner />
        ) : incidents.isError ? (
          <p className="text-sm text-slate-500">Could not load incidents.</p>
        ) : (
          <IncidentsTable incidents={incidents.data ?? []} />
        )}
      </CardContent>
    </Card>
  );
}

function AlertsCard({ propertyId }: { propertyId: number }) {
  const alerts = useAlerts();
  const mine = useMemo(
    () => (alerts.data ?? []).filter((a) => a.propertyId === propertyId),
    [alerts.data, propertyId],
  );
  return (
    <Card data-testid="alerts-card">
      <CardHeader>
        <CardTitle>Alerts</CardTitle>
      </CardHeader>
      <CardContent>
        {alerts.isLoading ? (
          <Spinner />
        ) : alerts.isError ? (
          <p className="text-sm text-slate-500">Could not load alerts.</p>
        ) : (
          <PropertyAlerts alerts={mine} />
        )}
      </CardContent>
    </Card>
  );
}
