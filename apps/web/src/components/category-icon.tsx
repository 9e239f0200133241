import {
  Camera,
  ChefHat,
  Dumbbell,
  Flower2,
  GraduationCap,
  Hammer,
  Laptop,
  PaintRoller,
  PartyPopper,
  PawPrint,
  Scissors,
  Sparkles,
  Truck,
  WashingMachine,
  Wrench,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { CategoryIcon as CategoryIconName } from '@fundi/shared';

// The catalogue names its icons; importing exactly these keeps the other thousands out of the bundle.
const icons: Record<CategoryIconName, LucideIcon> = {
  Wrench,
  Zap,
  Sparkles,
  Truck,
  PaintRoller,
  Flower2,
  Hammer,
  WashingMachine,
  ChefHat,
  Camera,
  GraduationCap,
  Dumbbell,
  Scissors,
  Laptop,
  PawPrint,
  PartyPopper,
};

/** A catalogue category's icon (decorative: the category's name is always shown beside it). */
export function CategoryIcon({ name, className }: { name: CategoryIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon className={className} aria-hidden="true" />;
}
