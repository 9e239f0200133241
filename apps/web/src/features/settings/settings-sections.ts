import { Bell, KeyRound, ShieldCheck, Trash2, UserLock, type LucideIcon } from 'lucide-react';

/** Where the open sub-page is kept: the address, so the phone's Back button returns to the menu. */
export const SETTINGS_SECTION_PARAM = 'section';

/** Router state of a sub-page opened from the menu. */
export interface SettingsLocationState {
  isFromMenu?: boolean;
}

/** docs/product.md §2 Settings: four working tiles, one marked '(Coming Soon)'. Order = menu order. */
export const settingsSections = [
  { id: 'change-password', icon: KeyRound, isComingSoon: false },
  { id: 'notifications', icon: Bell, isComingSoon: false },
  { id: 'privacy', icon: UserLock, isComingSoon: false },
  { id: 'delete-account', icon: Trash2, isComingSoon: false },
  { id: 'two-factor', icon: ShieldCheck, isComingSoon: true },
] as const satisfies ReadonlyArray<{ id: string; icon: LucideIcon; isComingSoon: boolean }>;

export type SettingsSectionId = (typeof settingsSections)[number]['id'];

export function findSettingsSection(id: string | null) {
  return settingsSections.find((section) => section.id === id) ?? null;
}
