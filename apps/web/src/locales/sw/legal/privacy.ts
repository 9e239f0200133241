import type { LegalCatalogue } from '../../en/legal';
import type { Texts } from '../texts';

/** /privacy: Sera ya Faragha, kwa mujibu wa Sheria ya Ulinzi wa Data ya mwaka 2019. */
export const privacy: Texts<LegalCatalogue['privacy']> = {
  title: 'Sera ya Faragha',
  summary: 'Data binafsi ambayo Fundi inakusanya, kwa nini, nani anaipokea, tunaihifadhi kwa muda gani, na haki ambazo Sheria ya Ulinzi wa Data ya mwaka 2019 inakupa.',
  sections: {
    'who-we-are': {
      heading: 'Sisi ni nani',
      marketplace: 'Fundi ni soko la mtandaoni nchini Kenya. Linawaunganisha watu wanaohitaji kazi ifanywe (wateja) na wataalamu wanaojitegemea, yaani mafundi (watoa huduma).',
      controller: 'Fundi ndiye mdhibiti wa data binafsi inayoelezwa hapa: sisi ndio tunaoamua kwa nini na jinsi inavyotumiwa. Maelezo ya usajili wa kampuni yetu yanatolewa kwa anayeyaomba hadi tutakapoyachapisha kwenye ukurasa huu.',
      reachUs: 'Kwa swali lolote kuhusu data yako, tumia <contact>mawasiliano yetu ya msaada kwenye ukurasa wa Wasiliana Nasi</contact>.',
    },
    'what-we-collect': {
      heading: 'Tunachokusanya na kwa nini',
      intro: 'Tunakusanya tu kile tunachohitaji ili kuendesha Fundi. Sehemu kubwa unatupa wewe mwenyewe; nyingine hutokana na matumizi yako ya Fundi.',
      kinds: {
        account: '<b>Akaunti yako</b>: jina lako, anwani yako ya barua pepe au namba yako ya simu, na lugha yako. Nenosiri lako huhifadhiwa tu likiwa limegeuzwa kwa njia isiyoweza kurudishwa (hash), kamwe si jinsi ulivyoliandika. Ukiingia kwa Google, Google hutupa jina lako na anwani yako ya barua pepe.',
        sellerProfile: '<b>Wasifu wako wa mtoa huduma</b>: picha, mahali, maelezo kukuhusu, huduma unazotoa, bei zako, miaka yako ya uzoefu, na namba ya simu iliyo kwenye wasifu wako. Mtu yeyote anaweza kuyaona, ili wateja waweze kuchagua fundi. Jinsia unayoulizwa unapokuwa mtoa huduma haionyeshwi kwa mtu yeyote.',
        identity: '<b>Uthibitisho wa utambulisho</b>: namba ya kitambulisho au pasipoti yako, picha ya hati hiyo na picha yako (selfie). Tunazitumia tu kuwathibitisha watoa huduma wanaoomba alama ya Amethibitishwa.',
        orders: '<b>Maagizo na malipo</b>: kilichowekewa nafasi, tarehe, kiasi, namba ya M-Pesa iliyolipa na risiti za M-Pesa. Tunazihitaji ili kushikilia malipo, kuwalipa watoa huduma na kurejesha pesa.',
        messages: '<b>Ujumbe</b> kati ya wateja na watoa huduma, ili mkubaliane kuhusu kazi.',
        reviews: '<b>Tathmini</b> ambazo wateja hutoa baada ya kazi, zinazoonyeshwa kwenye wasifu wa mtoa huduma.',
        disputes: '<b>Mizozo</b>: maelezo na picha ambazo kila upande hutuma tatizo linaporipotiwa, ili timu yetu iamue kwa haki.',
        notifications: '<b>Arifa</b>: SMS na barua pepe tulizokutumia na ripoti za kufika kwake, ili tujue kama uliarifiwa.',
        sessions: '<b>Vipindi vya kuingia</b>: vifaa vilivyoingia kwenye akaunti yako, ili ubaki umeingia na kipindi kiweze kukatishwa.',
        consents: '<b>Makubaliano yako</b>: toleo la Masharti ulilokubali na uthibitisho wako kwamba una miaka 18 au zaidi.',
        contactForm: '<b>Ujumbe kwa timu ya msaada</b> unaotumwa kwa fomu ya mawasiliano: jina lako, anwani yako ya barua pepe na ujumbe wenyewe.',
        logs: '<b>Kumbukumbu za seva</b>: maombi ambayo kifaa chako hututumia na anwani yake ya IP, tunazotumia kuilinda Fundi na kurekebisha hitilafu.',
      },
    },
    'lawful-basis': {
      heading: 'Msingi wetu wa kisheria',
      intro: 'Sheria inaturuhusu kutumia data binafsi tu tukiwa na msingi wa kisheria. Misingi yetu ni:',
      bases: {
        contract: '<b>Mkataba wetu nawe</b>: kuendesha akaunti yako, nafasi zako, malipo, ujumbe, tathmini na mizozo, kama <terms>Masharti ya Huduma</terms> yanavyoeleza.',
        legalObligation: '<b>Wajibu wa kisheria</b>: kuhifadhi kumbukumbu za malipo, kama sheria inavyotaka kwa kumbukumbu za kifedha.',
        legitimateInterest: '<b>Maslahi yetu halali</b>: kuiweka Fundi na watumiaji wake salama: kulinda akaunti, kuzuia ulaghai na matumizi mabaya, na kuthibitisha utambulisho wa watoa huduma wanaoomba kuthibitishwa.',
        consent: '<b>Idhini yako</b>: kukutumia habari na ofa. Unaweza kuiondoa wakati wowote.',
      },
    },
    'who-receives-it': {
      heading: 'Nani anapokea data yako',
      intro: 'Tunashiriki data binafsi tu na wanaoihitaji ili kufanya sehemu yao ya kazi, na tu kile wanachohitaji:',
      recipients: {
        otherParty: '<b>Mtu mwingine kwenye agizo</b>: jina lako, ujumbe wako na maelezo ya nafasi (huduma, tarehe na bei).',
        safaricom: '<b>Safaricom</b>, kwa malipo ya M-Pesa, kurejesha pesa na kuwalipa mafundi: namba ya simu na kiasi.',
        sms: '<b>Africa’s Talking</b>, mtoa huduma wetu wa SMS: namba yako ya simu na maandishi ya kila SMS.',
        email: '<b>Mtoa huduma wetu wa barua pepe</b>: anwani yako ya barua pepe na maandishi ya kila barua pepe.',
        hosting: '<b>Mtoa huduma wetu wa seva (hosting)</b>, anayehifadhi data ya Fundi kwa niaba yetu.',
        google: '<b>Google</b>, ikiwa tu utachagua kuingia kwa Google.',
        authorities: '<b>Mamlaka za serikali</b>, pale tu sheria ya Kenya inapotulazimu.',
      },
      providers: 'Kila mtoa huduma anaweza kutumia data yako tu kufanya kazi hiyo kwa niaba yetu.',
      notSold: 'Hatuuzi kamwe data binafsi, na Fundi haina zana za kukufuatilia kwa ajili ya matangazo.',
      team: 'Ndani ya Fundi, kila mtu kwenye timu yetu anaona tu kile ambacho kazi yake inahitaji: kwa mfano, wasimamizi wanaokagua hati za utambulisho au kuamua mizozo.',
    },
    retention: {
      heading: 'Tunaihifadhi kwa muda gani',
      intro: 'Tunahifadhi kila aina ya data kwa muda tu inapohitajika:',
      periods: {
        caption: 'Muda ambao kila aina ya data huhifadhiwa',
        columns: { data: 'Aina ya data', period: 'Muda' },
        rows: {
          account: { data: 'Akaunti yako, wasifu na mipangilio', period: 'Wakati wote akaunti yako iko wazi. Ukiifunga, hufutwa au huondolewa kila kinachokutambulisha, mara moja.' },
          consents: { data: 'Makubaliano yako ya Masharti na uthibitisho wa miaka 18', period: 'Wakati wote akaunti yako iko wazi.' },
          payments: { data: 'Kumbukumbu za malipo', period: 'Angalau miaka 7, kama sheria inavyotaka kwa kumbukumbu za kifedha; ukifunga akaunti yako, bila jina lako wala mawasiliano yako.' },
          messages: { data: 'Ujumbe na tathmini', period: 'Hubaki kwa mtu mwingine; ukifunga akaunti yako huonekana kuwa za “Deleted user” (mtumiaji aliyefuta akaunti).' },
          identity: { data: 'Picha ya hati yako ya utambulisho na picha yako (selfie)', period: 'Siku 90 baada ya uamuzi wa uthibitisho.' },
          identityNumber: { data: 'Namba ya hati yako na matokeo ya uthibitisho', period: 'Wakati wote akaunti yako iko wazi.' },
          contactForm: { data: 'Ujumbe uliotumwa kwa fomu ya mawasiliano', period: 'Mwaka 1.' },
          sessions: { data: 'Vipindi vya kuingia vilivyokwisha', period: 'Siku 30 baada ya kwisha.' },
          notifications: { data: 'Arifa tulizotuma', period: 'Rekodi ya kilichotumwa: mwaka 1, au hadi utakapofunga akaunti yako. Nakala zilizohifadhiwa kama faili: siku 30.' },
          resets: { data: 'Viungo na misimbo ya kuweka nenosiri jipya', period: 'Siku 1 baada ya muda wake kwisha.' },
          logs: { data: 'Kumbukumbu za seva', period: 'Siku 30.' },
        },
      },
    },
    'your-rights': {
      heading: 'Haki zako na jinsi ya kuzitumia',
      intro: 'Sheria inakupa haki hizi. Nyingi unaweza kuzitumia mwenyewe, wakati wowote:',
      rights: {
        access: '<b>Kuona data yako na kuichukua</b> (kuipata na kuihamisha): <privacySettings>Mipangilio › Mipangilio ya Faragha › Pakua data yangu</privacySettings> inakupa kila kitu kwenye faili moja la JSON.',
        correction: '<b>Kuirekebisha</b>: badilisha maelezo yako kwenye <profile>Wasifu</profile> wako.',
        erasure: '<b>Kuifuta</b>: <deleteAccount>Mipangilio › Futa Akaunti</deleteAccount>, ukiwa huna agizo linaloendelea. Kinachobaki, na kwa nini, kimeelezwa kwenye jedwali hapo juu.',
        withdraw: '<b>Kuondoa idhini na kupinga</b>: zima habari na ofa kwenye <notificationSettings>Mipangilio › Mipangilio ya Arifa</notificationSettings>, kwa kiungo cha Jiondoe kwenye barua pepe yoyote ya habari, au kwa kujibu STOP kwa SMS zetu.',
        automated: '<b>Kutoamuliwa na mashine pekee</b>: Fundi haifanyi maamuzi ya aina hiyo. Uthibitisho wa utambulisho, mizozo na kusimamishwa kwa akaunti huamuliwa na watu wa timu yetu. Hatua za muda ulizokubali, kama kumlipa mtoa huduma saa 48 baada ya kazi kuwekwa alama kuwa imekamilika, hufuata Masharti.',
      },
      writeToUs: 'Kwa jambo lingine lolote, au kama huwezi kuingia, tuandikie ukitumia <contact>mawasiliano yetu ya msaada kwenye ukurasa wa Wasiliana Nasi</contact>. Tunajibu ndani ya siku 7, na huenda kwanza tukakuomba uonyeshe kwamba akaunti ni yako.',
      complaint: 'Usiporidhika na jibu letu, unaweza kuwasilisha malalamiko kwa Ofisi ya Kamishna wa Ulinzi wa Data (ODPC): <odpc>www.odpc.go.ke</odpc>.',
    },
    security: {
      heading: 'Jinsi tunavyoilinda',
      measures: {
        passwords: 'Manenosiri na tokeni za kuingia huhifadhiwa tu kama hash.',
        connection: 'Data husafiri kati ya kifaa chako na Fundi kupitia muunganisho uliosimbwa fiche.',
        private: 'Hati za utambulisho na picha za mizozo zinaweza kufunguliwa tu na watu wanaohusika na wasimamizi wetu.',
        sessions: 'Kubadilisha nenosiri kunatoa vifaa vyako vingine kwenye akaunti, na majaribio ya kuingia yanayoshindwa yana kikomo.',
        breach: 'Usalama wa data ukivunjwa kwa namna inayoiweka data yako hatarini, tunamjulisha Kamishna wa Ulinzi wa Data ndani ya saa 72 na kukujulisha wewe bila kuchelewa, kama Sheria inavyotaka.',
      },
    },
    'outside-kenya': {
      heading: 'Data nje ya Kenya',
      text: 'Data yako inabaki Kenya au kwa watoa huduma wenye kinga za kutosha. Pale mtoa huduma anapohifadhi data nje ya Kenya, tunategemea kinga zinazotakiwa na vifungu vya 48 hadi 50 vya Sheria.',
    },
    children: {
      heading: 'Watoto',
      text: 'Fundi ni kwa watu wenye miaka 18 au zaidi. Hatukusanyi kwa kujua data ya watoto; tukigundua kuwa akaunti ni ya mtu aliye chini ya miaka 18, tunaifunga.',
    },
    changes: {
      heading: 'Mabadiliko ya sera hii',
      text: 'Sera hii ikibadilika kwa mambo ya msingi, tunachapisha toleo jipya lenye tarehe yake kwenye ukurasa huu na kukuomba ulikubali utakapoingia tena.',
    },
  },
};
