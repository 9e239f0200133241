import type { LegalCatalogue } from '../../en/legal';
import type { Texts } from '../texts';

/** /cookies: Sera ya Vidakuzi, kile kivinjari kinachohifadhi kwa ajili ya Fundi. Majina ya vitu hubaki kama yalivyo. */
export const cookies: Texts<LegalCatalogue['cookies']> = {
  title: 'Sera ya Vidakuzi',
  summary: 'Fundi haitumii vidakuzi vya matangazo wala vya kufuatilia. Ukurasa huu unaorodhesha vitu vichache ambavyo kivinjari chako kinahifadhi kwa ajili ya Fundi, na kwa nini.',
  sections: {
    'no-tracking': {
      heading: 'Hakuna matangazo, hakuna ufuatiliaji',
      text: 'Fundi haitumii vidakuzi wala zana nyingine kwa ajili ya matangazo, na haikufuatilii kwenye tovuti nyingine.',
    },
    'what-your-browser-keeps': {
      heading: 'Kile kivinjari chako kinachohifadhi kwa ajili ya Fundi',
      intro: 'Vingi huhifadhiwa kwenye hifadhi ya ndani ya kivinjari chako (local storage), ambayo kurasa za Fundi pekee zinaweza kusoma:',
      items: {
        session: '<b>Kuingia kwako</b> (authToken, refreshToken): kunakuweka umeingia. Huondolewa unapoondoka; huacha kufanya kazi baada ya siku 1, au siku 30 kama ulichagua Nikumbuke.',
        language: '<b>Lugha yako</b> (language): inaonyesha Fundi kwa Kiingereza au Kiswahili, kama ulivyochagua.',
        rememberMe: '<b>Nikumbuke</b> (rememberedIdentifier): barua pepe au simu yako, ili kujaza fomu ya kuingia. Tu kama umechagua Nikumbuke; kamwe si nenosiri lako.',
        googleCookie: '<b>Kidakuzi cha kuingia kwa Google</b> (google_sign_in): huwekwa tu unapoingia kwa Google, ili kuingia kukamilike kwenye kivinjari kile kile ulichoanzia. Hudumu dakika 10 tu na huondolewa unaporudi kutoka Google.',
        googleTab: '<b>Kumbukumbu ya kuingia huko</b> (googleSignInStarted): huhifadhiwa kwenye kichupo hiki tu, kwa sababu hiyo hiyo, na huondolewa kuingia kukikamilika.',
      },
    },
    'no-banner': {
      heading: 'Kwa nini hakuna tangazo la vidakuzi',
      text: 'Kila kilichoorodheshwa hapa kinahitajika ili Fundi ifanye ulichoomba: kukuingiza na kuonyesha lugha yako. Hakuna cha hiari, kwa hiyo hakuna cha kuchagua. Tukiongeza kitu cha hiari siku moja, tutakuuliza kwanza.',
    },
    'clearing-them': {
      heading: 'Jinsi ya kuvifuta',
      ways: {
        logOut: 'Ondoka ili kuondoa kuingia kwako.',
        rememberMe: 'Ondoa alama ya Nikumbuke kwenye ukurasa wa kuingia ili barua pepe au simu yako isahaulike.',
        browser: 'Futa data ya tovuti hii kwenye mipangilio ya kivinjari chako ili kuondoa kila kitu. Utatolewa kwenye akaunti, na Fundi itachagua lugha kutoka kwenye mipangilio ya kivinjari chako tena.',
        blocked: 'Kivinjari chako kikizuia hifadhi, Fundi bado inafanya kazi, lakini utahitaji kuingia kila unapotembelea.',
      },
    },
    changes: {
      heading: 'Mabadiliko na maswali',
      text: 'Tunachohifadhi kikibadilika, tunachapisha toleo jipya la ukurasa huu lenye tarehe yake. Maswali yanakaribishwa: tumia <contact>mawasiliano yetu ya msaada kwenye ukurasa wa Wasiliana Nasi</contact>.',
    },
  },
};
