// Colours and icons of a health band. Every use also shows the band or figure in words.
import { AlertTriangle, CheckCircle2, Info, XCircle, type LucideIcon } from 'lucide-react';
import type { Tone } from './health.js';

export const TONE_STYLES: Record<Tone, { bar: string; text: string; icon: LucideIcon }> = {
  green: { bar: 'bg-emerald-500', text: 'text-emerald-700', icon: CheckCircle2 },
  yellow: { bar: 'bg-amber-500', text: 'text-amber-700', icon: AlertTriangle },
  red: { bar: 'bg-red-600', text: 'text-red-700', icon: XCircle },
  none: { bar: 'bg-slate-300', text: 'text-slate-600', icon: Info },
};
