import type { LegalCatalogue } from '../../en/legal';
import type { Texts } from '../texts';

/** /terms: Masharti ya Huduma, kanuni za kutumia Fundi. */
export const terms: Texts<LegalCatalogue['terms']> = {
  title: 'Masharti ya Huduma',
  summary: 'Kanuni za kutumia Fundi, ukiwa mteja au mtoa huduma. Ukifungua akaunti unakubali masharti haya, kwa hiyo tafadhali yasome.',
  sections: {
    'about-these-terms': {
      heading: 'Kuhusu masharti haya',
      agreement: 'Masharti haya ni makubaliano kati yako na Fundi. Yanatumika kila unapotumia Fundi, ukiwa mteja, mtoa huduma au vyote viwili.',
      privacy: 'Jinsi tunavyoshughulikia data yako binafsi kumeelezwa kwenye <privacy>Sera ya Faragha</privacy>.',
    },
    'who-may-use': {
      heading: 'Nani anaweza kutumia Fundi',
      adults: 'Lazima uwe na miaka 18 au zaidi ili kutumia Fundi. Unapofungua akaunti unathibitisha kwamba unayo.',
      suspended: 'Kama tumesimamisha akaunti yako, huruhusiwi kufungua nyingine.',
    },
    'your-account': {
      heading: 'Akaunti yako na usalama wake',
      rules: {
        trueDetails: 'Tumia jina lako halisi na mawasiliano yako halisi, na uyasasishe kwenye Wasifu wako.',
        secret: 'Usimwambie mtu nenosiri lako. Unawajibika kwa kila kinachofanywa kwa akaunti yako.',
        tellUs: 'Ukidhani mtu mwingine ametumia akaunti yako, badilisha nenosiri lako mara moja (hii inatoa vifaa vyako vingine kwenye akaunti) na utujulishe.',
      },
    },
    'what-fundi-is': {
      heading: 'Fundi ni nini, na si nini',
      marketplace: 'Fundi ni soko: linawasaidia wateja kupata wataalamu, kuwawekea nafasi na kuwalipa kwa usalama.',
      independent: 'Wataalamu walio kwenye Fundi wanajitegemea. Si waajiriwa wala mawakala wetu, na wanaamua wenyewe jinsi ya kufanya kazi yao.',
      parties: 'Makubaliano ya kazi ni kati ya mteja na mtoa huduma. Fundi si sehemu ya kazi yenyewe, lakini inashikilia malipo na kutatua matatizo kama masharti haya yanavyoeleza.',
      sellers: 'Watoa huduma wanawajibika kwa kazi yao na kwa leseni, kibali au kodi yoyote inayohitajika kwa kazi hiyo.',
    },
    bookings: {
      heading: 'Nafasi na malipo yanayoshikiliwa',
      steps: {
        book: 'Mteja anaweka nafasi ya huduma kwa tarehe fulani na kulipa bei yake kwa M-Pesa. Nafasi isiyolipwa ndani ya dakika 30 inaghairiwa.',
        held: 'Fundi inashikilia malipo. Mtoa huduma anaona nafasi mara inapolipwa, kisha anaikubali au anaikataa.',
        refund: 'Mtoa huduma akikataa, au mteja akighairi kabla kazi haijaanza, kiasi chote kinarejeshwa kwa namba ya M-Pesa iliyolipa.',
        release: 'Mtoa huduma akiweka alama kuwa kazi imekamilika, mteja anathibitisha na mtoa huduma analipwa. Mteja asipofanya lolote, mtoa huduma analipwa saa 48 baada ya kazi kuwekwa alama kuwa imekamilika, isipokuwa tatizo limeripotiwa.',
        payout: 'Malipo ya mtoa huduma yanatumwa kwa namba ya M-Pesa iliyo kwenye wasifu wake.',
      },
    },
    disputes: {
      heading: 'Jambo likienda vibaya',
      report: 'Kama kazi haikufanywa kama mlivyokubaliana, mteja anaweza kuripoti tatizo kutoka kwenye agizo, kabla malipo hayajatumwa. Malipo yanaendelea kushikiliwa.',
      statements: 'Pande zote mbili zinaweza kuongeza maelezo na picha zao.',
      decision: 'Wasimamizi wa Fundi wanaangalia kila upande ulichotuma na kuamua: kumlipa mtoa huduma, kumrejeshea mteja pesa, au kugawanya kiasi kati yao. Pande zote mbili zinaona uamuzi na sababu yake.',
      rights: 'Uamuzi huo unamaliza suala la malipo yanayoshikiliwa kwenye Fundi. Hauondoi haki yoyote uliyonayo chini ya sheria za Kenya.',
    },
    fees: {
      heading: 'Ada',
      buyers: 'Mteja analipa bei inayoonyeshwa anapoweka nafasi; Fundi haiongezi chochote juu yake.',
      sellers: 'Fundi inaweza kukata ada ya jukwaa kutoka kwa malipo ya mtoa huduma. Ada hiyo inaonyeshwa kwa mtoa huduma kabla malipo hayajatumwa.',
    },
    'content-rules': {
      heading: 'Tathmini, ujumbe na unachochapisha',
      intro: 'Unachochapisha kwenye Fundi kinabaki kuwa chako, na unaturuhusu kukionyesha kwenye Fundi. Lazima kifuate kanuni hizi:',
      rules: {
        honest: 'Tathmini ni za kweli na zinahusu kazi iliyofanyika kweli.',
        respectful: 'Hakuna matusi, vitisho, unyanyasaji wala ubaguzi, kwenye ujumbe, tathmini, maelezo au wasifu.',
        lawful: 'Hakuna huduma zilizo kinyume cha sheria, wala chochote cha uongo au cha kupotosha.',
        onFundi: 'Usitumie Fundi kuhamisha malipo nje yake, kwa mfano kwa kutoa mawasiliano ili kazi ilipwe nje ya Fundi. Malipo yanayofanywa nje ya Fundi hayashikiliwi, na hatuwezi kusaidia kuyahusu.',
        photos: 'Chapisha tu picha ulizo na haki ya kuzishiriki.',
      },
      removal: 'Tunaweza kuondoa chochote kinachovunja kanuni hizi.',
    },
    verified: {
      heading: 'Mafundi waliothibitishwa',
      check: 'Alama ya Amethibitishwa inamaanisha kuwa timu yetu imelinganisha hati ya utambulisho ya mtoa huduma na picha yake (selfie). Inakuambia mtoa huduma ni nani.',
      notGuarantee: 'Si hakikisho la ubora wa kazi yake. Soma tathmini zake kabla ya kuweka nafasi.',
    },
    suspension: {
      heading: 'Kusimamisha akaunti',
      when: 'Tunaweza kusimamisha akaunti inayovunja masharti haya, inayowaweka watu wengine hatarini au inayotumiwa kwa ulaghai.',
      effect: 'Akaunti iliyosimamishwa haiwezi kuingia na huduma zake hufichwa. Maagizo na malipo yaliyokwisha kuanza bado yanakamilishwa.',
      mistake: 'Ukidhani tumekosea, tuandikie ukitumia <contact>mawasiliano yetu ya msaada kwenye ukurasa wa Wasiliana Nasi</contact>.',
    },
    'closing-your-account': {
      heading: 'Kufunga akaunti yako',
      how: 'Unaweza kufunga akaunti yako wakati wowote kwenye <deleteAccount>Mipangilio › Futa Akaunti</deleteAccount>, ukiwa huna agizo linaloendelea.',
      what: 'Kinachotokea kwa data yako baada ya hapo kimeelezwa kwenye <privacy>Sera ya Faragha</privacy>.',
    },
    liability: {
      heading: 'Wajibu wetu',
      effort: 'Tunajitahidi kuiweka Fundi ikifanya kazi na malipo yako salama, lakini hatuwezi kuahidi kuwa Fundi itapatikana kila wakati au haitakuwa na hitilafu.',
      limits: {
        work: 'Kila mtoa huduma anawajibika kwa kazi yake mwenyewe. Fundi haiwajibiki kwa ubora, usalama au uhalali wa kazi inayofanywa na watoa huduma.',
        outside: 'Hatuwajibiki kwa hasara inayosababishwa na mambo yaliyo nje ya uwezo wetu, kama M-Pesa au mtandao kukatika.',
        cap: 'Pale tunapowajibika, wajibu wetu kwa nafasi moja hauzidi kiasi kilicholipwa kwa nafasi hiyo kupitia Fundi.',
      },
      yourRights: 'Hakuna chochote katika masharti haya kinachoondoa haki ulizo nazo chini ya sheria za Kenya, ikiwemo Sheria ya Kumlinda Mlaji ya mwaka 2012.',
    },
    law: {
      heading: 'Sheria za Kenya',
      text: 'Masharti haya yanaongozwa na sheria za Kenya, na mahakama za Kenya ndizo zinazoamua mgogoro wowote kuyahusu. Tafadhali tuandikie kwanza: matatizo mengi hutatuliwa haraka.',
    },
    changes: {
      heading: 'Mabadiliko ya masharti haya',
      text: 'Masharti haya yakibadilika kwa mambo ya msingi, tunachapisha toleo jipya lenye tarehe yake kwenye ukurasa huu na kukuomba uyakubali utakapoingia tena. Usipokubali, unaweza kufunga akaunti yako.',
    },
    contact: {
      heading: 'Wasiliana nasi',
      text: 'Maswali kuhusu masharti haya yanakaribishwa: tumia <contact>mawasiliano yetu ya msaada kwenye ukurasa wa Wasiliana Nasi</contact>.',
    },
  },
};
