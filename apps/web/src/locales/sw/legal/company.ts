import type { LegalCatalogue } from '../../en/legal';
import type { Texts } from '../texts';

/** /blog na /careers: kurasa fupi za kweli kuhusu kilichopo na kisichokuwepo bado. */
export const blog: Texts<LegalCatalogue['blog']> = {
  title: 'Blogu',
  lead: 'Vidokezo na hadithi kutoka Fundi. Bado hakuna makala.',
  topicsHeading: 'Tutakachoandika',
  topics: {
    hiring: 'Jinsi ya kumpata fundi: kueleza kazi, kusoma tathmini na kukubaliana bei kabla ya kuweka nafasi.',
    safety: 'Kujilinda: kuweka mazungumzo na malipo kwenye Fundi, na alama ya Amethibitishwa inamaanisha nini na haimaanishi nini.',
    payments: 'Jinsi malipo ya M-Pesa yanayoshikiliwa yanavyofanya kazi: pesa zinamfikia fundi lini, na jinsi ya kuripoti tatizo.',
  },
  hearHeading: 'Pata habari tunapochapisha',
  hearText: 'Washa habari na ofa kwenye mipangilio yako ya arifa, nasi tutakujulisha makala ya kwanza itakapotoka.',
  notificationPreferences: 'Mipangilio ya Arifa',
  home: 'Rudi kwenye ukurasa wa mwanzo',
};

export const careers: Texts<LegalCatalogue['careers']> = {
  title: 'Nafasi za Kazi',
  lead: 'Fundi ni timu ndogo jijini Nairobi, inayojenga njia rahisi zaidi ya kupata na kuweka nafasi ya mafundi wa kuaminika kote Kenya.',
  openRolesHeading: 'Nafasi zilizo wazi',
  openRolesText: 'Kwa sasa hatuna nafasi za kazi zilizotangazwa. Zikiwepo, zitaonekana kwenye ukurasa huu.',
  getInTouchHeading: 'Wasiliana nasi',
  getInTouchText: 'Ungependa kufanya kazi nasi? Tueleze kukuhusu na kazi unayoifanya vizuri zaidi.',
  /** Kiungo cha barua pepe ya msaada, seva ikishasema ni ipi. */
  writeTo: 'Tuandikie kwa {{email}}',
  contactPage: 'Nenda kwenye ukurasa wa Wasiliana Nasi',
};
