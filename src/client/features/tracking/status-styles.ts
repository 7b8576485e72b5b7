// How each tracking status looks (docs/product.md B4): its own colour and icon for each of the
// fourteen, a neutral style for any other value a carrier may send. Class names are written out in
// full so Tailwind finds them.
import {
  CircleCheckBig,
  CircleHelp,
  CircleX,
  DoorClosed,
  Forward,
  PackagePlus,
  Route,
  StickyNote,
  Store,
  Tag,
  TriangleAlert,
  Truck,
  Undo2,
  UserCheck,
  Warehouse,
  type LucideIcon,
} from 'lucide-react';
import type { TrackingStatus } from '#shared/schemas/tracking.ts';

export interface StatusStyle {
  label: string;
  icon: LucideIcon;
  /** the round icon's background and colour */
  iconClass: string;
  /** the card's top border */
  borderClass: string;
}

const style = (label: string, icon: LucideIcon, iconClass: string, borderClass: string): StatusStyle => ({ label, icon, iconClass, borderClass });

export const STATUS_STYLES: Readonly<Record<TrackingStatus, StatusStyle>> = {
  DELIVERED: style('Delivered', CircleCheckBig, 'bg-green-600 text-white', 'border-t-green-600'),
  IN_TRANSIT: style('In Transit', Route, 'bg-blue-600 text-white', 'border-t-blue-600'),
  ACCEPTED: style('Accepted', PackagePlus, 'bg-indigo-600 text-white', 'border-t-indigo-600'),
  PRE_SHIPMENT: style('Pre-Shipment', Tag, 'bg-sky-600 text-white', 'border-t-sky-600'),
  OUT_FOR_DELIVERY: style('Out for Delivery', Truck, 'bg-teal-600 text-white', 'border-t-teal-600'),
  ALERT: style('Alert', TriangleAlert, 'bg-red-600 text-white', 'border-t-red-600'),
  NOTICE_LEFT: style('Notice Left', StickyNote, 'bg-amber-500 text-white', 'border-t-amber-500'),
  AVAILABLE_FOR_PICKUP: style('Available for Pickup', Store, 'bg-violet-600 text-white', 'border-t-violet-600'),
  DELIVERED_TO_AGENT: style('Delivered to Agent', UserCheck, 'bg-emerald-600 text-white', 'border-t-emerald-600'),
  FORWARDED: style('Forwarded', Forward, 'bg-cyan-600 text-white', 'border-t-cyan-600'),
  RETURN_TO_SENDER: style('Return to Sender', Undo2, 'bg-orange-600 text-white', 'border-t-orange-600'),
  HELD_AT_LOCATION: style('Held at Location', Warehouse, 'bg-yellow-500 text-yellow-950', 'border-t-yellow-500'),
  DELIVERY_ATTEMPTED: style('Delivery Attempted', DoorClosed, 'bg-fuchsia-600 text-white', 'border-t-fuchsia-600'),
  ERROR: style('Error', CircleX, 'bg-rose-700 text-white', 'border-t-rose-700'),
};

/** 'SOME_NEW_STATUS' -> 'Some New Status', for a status the page has no words for. */
const titleCase = (status: string) =>
  status
    .toLowerCase()
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');

export function statusStyle(status: string): StatusStyle {
  if (Object.hasOwn(STATUS_STYLES, status)) return STATUS_STYLES[status as TrackingStatus];
  return style(titleCase(status) || 'Unknown', CircleHelp, 'bg-slate-500 text-white', 'border-t-slate-400');
}
