import type { AvailabilityCatalogue } from '../en/availability';
import type { Texts } from './texts';

/** Maneno ya siku za kazi: kalenda ya mwezi, kuchagua siku ya kazi, na siku za kazi za fundi kwenye dashibodi. */
export const availability: Texts<AvailabilityCatalogue> = {
  calendar: {
    previousMonth: 'Mwezi uliopita',
    nextMonth: 'Mwezi ujao',
  },
  booking: {
    loading: 'Inapakia siku ambazo fundi anaweza kuja…',
    loadFailed: 'Siku ambazo fundi yuko huru hazikuweza kupakiwa.',
    retry: 'Jaribu tena',
    hint: 'Siku ambazo fundi hawezi kuja zimefifishwa na kukatwa mstari.',
    chosen: 'Umechagua: {{day}}',
    noneChosen: 'Bado hujachagua siku.',
    noDays: 'Fundi huyu hana siku huru katika miezi ijayo.',
  },
  dashboard: {
    title: 'Siku zako za kazi',
    lead: 'Chagua siku unazopokea kazi. Wateja wanaweza kuweka nafasi siku ulizo huru tu.',
    workingDays: 'Siku za kazi',
    dailyCapacity: 'Kazi kwa siku',
    dailyCapacityHint: 'Siku yenye kazi nyingi hivi imejaa: wateja hawawezi kuiweka.',
    blockedDays: 'Siku zilizozuiwa',
    blockedHint: 'Gusa siku kuizuia (likizo, msiba, kazi kubwa), na uiguse tena kuiachilia.',
    blockedCount_one: 'Siku {{count}} imezuiwa',
    blockedCount_other: 'Siku {{count}} zimezuiwa',
    save: 'Hifadhi siku za kazi',
    saving: 'Inahifadhi...',
    saved: 'Siku za kazi zimehifadhiwa',
    saveFailed: 'Siku zako za kazi hazikuweza kuhifadhiwa. Tafadhali jaribu tena.',
    loadFailed: 'Siku zako za kazi hazikuweza kupakiwa.',
    retry: 'Jaribu tena',
  },
};
