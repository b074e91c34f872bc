// The property form's values, their client-side validation (spec core §5, word for word) and the
// request body built from them.
import {
  DEFAULT_TIMEOUT_MS,
  IPV4_FORMAT,
  MAX_INTERVAL_SECONDS,
  MIN_INTERVAL_SECONDS,
  PROPERTY_MSG,
  PROPERTY_TYPES,
  type CreatePropertyBody,
  type Property,
} from '../../../contracts/properties.js';
import { PLANS, type PlanId } from '../../../contracts/plans.js';

export type PropertyType = (typeof PROPERTY_TYPES)[number];
export type CheckMethod = 'icmp' | 'tcp';

export type PropertyFormValues = {
  name: string;
  address: string;
  ipAddress: string;
  type: PropertyType;
  permissionConfirmed: boolean;
  checkMethod: CheckMethod;
  /** text fields: blank means "not set" */
  tcpPort: string;
  intervalSeconds: string;
  timeoutMs: string;
};

export type PropertyFormField = keyof PropertyFormValues;
export type PropertyFormErrors = Partial<Record<PropertyFormField, string>>;

export const TYPE_LABELS: Record<PropertyType, string> = {
  residential: 'Residential',
  commercial: 'Commercial',
  industrial: 'Industrial',
  government: 'Government',
};

/** Spec core §2: on edit the form is filled from the property; defaults are empty strings,
 * type residential and permissionConfirmed false. */
export function initialFormValues(property?: Property | null): PropertyFormValues {
  return {
    name: property?.name ?? '',
    address: property?.address ?? '',
    ipAddress: property?.ipAddress ?? '',
    type: property?.type ?? 'residential',
    permissionConfirmed: false,
    checkMethod: property?.checkMethod ?? 'icmp',
    tcpPort: property?.tcpPort != null ? String(property.tcpPort) : '',
    intervalSeconds: property?.intervalSeconds != null ? String(property.intervalSeconds) : '',
    timeoutMs: String(property?.timeoutMs ?? DEFAULT_TIMEOUT_MS),
  };
}

const WHOLE_NUMBER = /^\d+$/;

function numberIn(text: string, min: number, max: number): boolean {
  if (!WHOLE_NUMBER.test(text)) return false;
  const n = Number(text);
  return n >= min && n <= max;
}

/**
 * Checks the form; an empty object means valid. `unchangedMaskedIp` is the masked address shown
 * when editing a property whose IP the user may not see: keeping it leaves the address unchanged.
 */
export function validatePropertyForm(
  values: PropertyFormValues,
  unchangedMaskedIp?: string | null,
): PropertyFormErrors {
  const errors: PropertyFormErrors = {};
  if (!values.name.trim()) errors.name = PROPERTY_MSG.nameRequired;
  if (!values.address.trim()) errors.address = PROPERTY_MSG.addressRequired;

  const ip = values.ipAddress.trim();
  if (!ip) errors.ipAddress = PROPERTY_MSG.ipRequired;
  else if (!(unchangedMaskedIp && ip === unchangedMaskedIp) && !IPV4_FORMAT.test(ip))
    errors.ipAddress = PROPERTY_MSG.ipInvalid;

  if (!PROPERTY_TYPES.includes(values.type)) errors.type = PROPERTY_MSG.typeInvalid;
  if (!values.permissionConfirmed) errors.permissionConfirmed = PROPERTY_MSG.permission;

  if (values.checkMethod === 'tcp' && !numberIn(values.tcpPort.trim(), 1, 65535))
    errors.tcpPort = PROPERTY_MSG.portRequired;
  const interval = values.intervalSeconds.trim();
  if (interval && !numberIn(interval, MIN_INTERVAL_SECONDS, MAX_INTERVAL_SECONDS))
    errors.intervalSeconds = PROPERTY_MSG.intervalRange;
  const timeout = values.timeoutMs.trim();
  if (timeout && !numberIn(timeout, 500, 30_000)) errors.timeoutMs = PROPERTY_MSG.timeoutRange;
  return errors;
}

/** The create/update body for valid values. `description` is kept from the edited property. */
export function toPropertyBody(
  values: PropertyFormValues,
  description?: string | null,
): CreatePropertyBody {
  const interval = values.intervalSeconds.trim();
  const timeout = values.timeoutMs.trim();
  return {
    name: values.name.trim(),
    address: values.address.trim(),
    ipAddress: values.ipAddress.trim(),
    type: values.type,
    permissionConfirmed: true,
    ...(description != null ? { description } : {}),
    checkMethod: values.checkMethod,
    tcpPort: values.checkMethod === 'tcp' ? Number(values.tcpPort.trim()) : null,
    intervalSeconds: interval ? Number(interval) : null,
    timeoutMs: timeout ? Number(timeout) : DEFAULT_TIMEOUT_MS,
  };
}

export const LIMIT_REACHED_TITLE = 'Property Limit Reached';

/** A plan's display name ("solo" → "Solo"); unknown ids are shown as given. */
export function planDisplayName(plan: string): string {
  return plan in PLANS ? PLANS[plan as PlanId].name : plan;
}

/** Spec core §8's two limit texts: after a refused create, and when opening Add Property. */
export function limitReachedDescription(
  plan: string,
  limit: number | null,
  when: 'create' | 'open',
): string {
  const tail = when === 'create' ? 'Upgrade to add more.' : 'Please upgrade to add more.';
  return `You've reached your ${planDisplayName(plan)} plan limit of ${limit ?? '∞'} properties. ${tail}`;
}
