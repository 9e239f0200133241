import { useState } from 'react';
import { cn } from '../../lib/cn';

const sizes = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-16 text-xl' } as const;
const pixels = { sm: 32, md: 40, lg: 64 } as const;

/** A person's photo, or their initials when there is none (or it fails to load). Decorative: name the person in text beside it. */
export function Avatar({ name, photoUrl, size = 'md', className }: { name: string; photoUrl?: string | null; size?: keyof typeof sizes; className?: string }) {
  const [hasFailed, setHasFailed] = useState(false);
  const classes = cn('inline-grid shrink-0 place-items-center overflow-hidden rounded-full bg-brand-100 font-bold text-brand-800', sizes[size], className);
  if (photoUrl && !hasFailed) {
    return (
      <img
        src={photoUrl}
        alt=""
        width={pixels[size]}
        height={pixels[size]}
        loading="lazy"
        decoding="async"
        onError={() => setHasFailed(true)}
        className={cn(classes, 'object-cover')}
      />
    );
  }
  return (
    <span aria-hidden="true" className={classes}>
      {initials(name)}
    </span>
  );
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]?.[0], parts[parts.length - 1]?.[0]] : [parts[0]?.[0]];
  return letters.join('').toUpperCase() || '?';
}
