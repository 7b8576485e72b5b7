import { BookOpen, Car, CookingPot, Cpu, HeartPulse, PawPrint, Puzzle, Shirt, Sparkles, Tag, Tent, type LucideIcon } from 'lucide-react';

// A small map rather than lucide's whole catalogue: the categories name these keys.
const ICONS: Record<string, LucideIcon> = {
  cpu: Cpu,
  shirt: Shirt,
  'cooking-pot': CookingPot,
  sparkles: Sparkles,
  tent: Tent,
  'book-open': BookOpen,
  puzzle: Puzzle,
  'heart-pulse': HeartPulse,
  car: Car,
  'paw-print': PawPrint,
};

export function CategoryIcon({ icon, className = 'h-6 w-6' }: { icon: string; className?: string }) {
  const Icon = ICONS[icon] ?? Tag;
  return <Icon className={className} aria-hidden />;
}
