// Demo sellers: plumbing, electrical, cleaning and moving.
import type { DemoSeller } from './types';

export const homeSellers: DemoSeller[] = [
  // ── Plumbing ──────────────────────────────────────────────────────────
  {
    key: 'peter-kamau',
    name: 'Peter Kamau',
    gender: 'male',
    email: 'peter.kamau@example.co.ke',
    phone: '+254712408133',
    town: 'Nairobi',
    townsServed: ['Kiambu', 'Ruiru', 'Ongata Rongai'],
    area: 'Kasarani',
    bio: 'Plumber with 12 years of experience fixing drains, leaks and low water pressure across Kasarani, Roysambu and the Thika Road estates. I carry my own tools and give a clear quote before I start.',
    offerings: [
      {
        category: 'plumbing',
        title: 'Blocked drain & sink unblocking',
        description:
          'Unblocking kitchen sinks, shower drains, toilets and outside manholes with drain rods and a pressure pump. Call-out and the first hour of labour included.',
        priceKsh: 2000,
        experienceYears: 12,
      },
    ],
  },
  {
    key: 'hassan-abdi',
    name: 'Hassan Abdi',
    gender: 'male',
    email: 'hassan.abdi@example.co.ke',
    phone: '+254722613904',
    town: 'Nairobi',
    area: 'Eastleigh',
    bio: 'I have installed water tanks and booster pumps for flats and shops in Eastleigh and Pangani for 9 years. Fast, tidy work and honest pricing.',
    offerings: [
      {
        category: 'plumbing',
        title: 'Water tank & booster pump installation',
        description:
          'Fitting plastic tanks (1,000 to 10,000 litres), float valves and booster pumps for low pressure. Price is labour for a standard rooftop or tower tank.',
        priceKsh: 3500,
        experienceYears: 9,
      },
    ],
  },
  {
    key: 'kazungu-baya',
    name: 'Kazungu Baya',
    gender: 'male',
    email: 'kazungu.baya@example.co.ke',
    phone: '+254733290417',
    town: 'Mombasa',
    townsServed: ['Kilifi', 'Ukunda'],
    area: 'Bamburi',
    bio: 'Fundi bomba wa hapa Pwani kwa miaka 7. Ninarekebisha mifereji inayovuja, sisterni za choo na vifaa vilivyoliwa na chumvi Bamburi, Mtwapa na Nyali.',
    language: 'sw',
    offerings: [
      {
        category: 'plumbing',
        title: 'Leaking taps & toilet repair',
        description:
          'Ninabadilisha washa zilizochakaa, mixer, vipuri vya sisterni na mabomba yaliyoshika kutu. Vipuri unalipia bei ya dukani, na risiti.',
        priceKsh: 1500,
        experienceYears: 7,
      },
    ],
  },
  {
    key: 'faith-chelangat',
    name: 'Faith Chelangat',
    gender: 'female',
    email: 'faith.chelangat@example.co.ke',
    phone: '+254110482936',
    town: 'Nakuru',
    area: 'Section 58',
    bio: 'Certified plumber with 6 years of experience, specialising in solar water heaters and hot-water systems for homes around Nakuru.',
    offerings: [
      {
        category: 'plumbing',
        title: 'Solar water heater installation',
        description:
          'Installation of 150 to 300 litre pressurised or gravity solar water heaters, including piping to bathrooms and kitchen. Labour only; I can source the unit for you.',
        priceKsh: 18000,
        experienceYears: 6,
      },
    ],
  },

  // ── Electrical ────────────────────────────────────────────────────────
  {
    key: 'samuel-kiprop',
    name: 'Samuel Kiprop',
    gender: 'male',
    email: 'samuel.kiprop@example.co.ke',
    phone: '+254721556820',
    town: 'Eldoret',
    townsServed: ['Kitale', 'Iten'],
    area: 'Elgon View',
    bio: 'EPRA-licensed electrician with 15 years of experience wiring new houses and rentals in Eldoret and the North Rift.',
    offerings: [
      {
        category: 'electrical',
        title: 'House wiring & rewiring',
        description:
          'Full wiring for new builds or rewiring of older houses: conduits, sockets, distribution board and earthing, tested and certified for the KPLC connection.',
        priceKsh: 35000,
        experienceYears: 15,
      },
    ],
  },
  {
    key: 'david-mutua',
    name: 'David Mutua',
    gender: 'male',
    email: 'david.mutua@example.co.ke',
    phone: '+254701938462',
    town: 'Machakos',
    area: 'Katoloni',
    bio: 'Electrician for 10 years around Machakos and Athi River. I sort out token meter problems, tripping breakers and faulty sockets the same day.',
    offerings: [
      {
        category: 'electrical',
        title: 'KPLC token meter & wiring faults',
        description:
          'Diagnosis of tokens not loading, a meter that keeps tripping, rooms without power, burnt sockets and faulty breakers. Call-out fee; parts extra.',
        priceKsh: 2000,
        experienceYears: 10,
      },
    ],
  },
  {
    key: 'brian-ochieng',
    name: 'Brian Ochieng',
    gender: 'male',
    email: 'brian.ochieng@example.co.ke',
    phone: '+254790214563',
    town: 'Nairobi',
    area: 'Umoja',
    bio: 'Installer with 5 years of experience mounting TVs, setting up DStv and GOtv and fitting security cameras for homes and small shops in Eastlands.',
    offerings: [
      {
        category: 'electrical',
        title: 'DStv & TV wall mounting',
        description:
          'Wall mounting of TVs up to 85 inches with neat cable concealment, plus DStv or GOtv dish alignment and decoder setup. Bracket not included.',
        priceKsh: 2500,
        experienceYears: 5,
      },
      {
        category: 'it',
        title: 'CCTV camera installation',
        description:
          'Installation of 4 to 8 camera HD or IP systems with a DVR and viewing on your phone. Price is labour for a 4-camera kit.',
        priceKsh: 8000,
        experienceYears: 4,
      },
    ],
  },
  {
    key: 'mercy-nyaboke',
    name: 'Mercy Nyaboke',
    gender: 'female',
    email: 'mercy.nyaboke@example.co.ke',
    phone: '+254745307129',
    town: 'Kisumu',
    townsServed: ['Kakamega'],
    area: 'Milimani',
    bio: 'Electrical technician for 8 years, focusing on solar backup and inverter systems so that homes and small businesses in Kisumu keep working through power cuts.',
    offerings: [
      {
        category: 'electrical',
        title: 'Solar power backup installation',
        description:
          'Design and installation of solar panels, inverter and batteries sized to keep lights, TV, fridge and Wi-Fi running. Labour and design fee; equipment quoted separately.',
        priceKsh: 25000,
        experienceYears: 8,
      },
    ],
  },
  {
    key: 'mohamed-noor',
    name: 'Mohamed Noor',
    gender: 'male',
    email: 'mohamed.noor@example.co.ke',
    phone: '+254115903374',
    town: 'Nairobi',
    area: 'Parklands',
    bio: 'Security and networking technician with 11 years of experience. I set up reliable Wi-Fi, CCTV and electric fences for homes, apartments and offices.',
    offerings: [
      {
        category: 'it',
        title: 'Wi-Fi & CCTV setup',
        description:
          'Router and mesh Wi-Fi setup that covers the whole house, plus CCTV with remote viewing on your phone. Price is for a typical 3-bedroom home.',
        priceKsh: 6500,
        experienceYears: 11,
      },
      {
        category: 'electrical',
        title: 'Electric fence & gate motor installation',
        description:
          'Electric fence energiser, wiring and warning signs, or an automatic gate motor with remotes. Labour for a standard residential plot.',
        priceKsh: 15000,
        experienceYears: 9,
      },
    ],
  },

  // ── Cleaning ──────────────────────────────────────────────────────────
  {
    key: 'lucy-wambui',
    name: 'Lucy Wambui',
    gender: 'female',
    email: 'lucy.wambui@example.co.ke',
    phone: '+254713660281',
    town: 'Nairobi',
    area: 'Kilimani',
    bio: 'I run a small team of four trained cleaners and have been cleaning homes and offices in Kilimani, Kileleshwa and Lavington for 8 years.',
    offerings: [
      {
        category: 'cleaning',
        title: 'Deep cleaning for move-in',
        description:
          'Top-to-bottom clean of an empty house before you move in: kitchen degreasing, bathrooms, windows, cabinets and floors. Price for a 2-bedroom apartment.',
        priceKsh: 8500,
        experienceYears: 8,
      },
      {
        category: 'cleaning',
        title: 'Post-construction cleaning',
        description:
          'Removing cement, paint splashes and dust after a renovation or a new build, ready for handover.',
        priceKsh: 12000,
        experienceYears: 6,
      },
    ],
  },
  {
    key: 'rehema-kahindi',
    name: 'Rehema Kahindi',
    gender: 'female',
    email: 'rehema.kahindi@example.co.ke',
    phone: '+254727841095',
    town: 'Mombasa',
    area: 'Nyali',
    bio: 'Nimesafisha sofa na mazulia Mombasa kwa miaka 6. Natumia mashine ya maji moto inayovuta uchafu, kwa hiyo vitambaa hukauka haraka hata kwenye unyevu wa Pwani.',
    language: 'sw',
    offerings: [
      {
        category: 'cleaning',
        title: 'Sofa & carpet cleaning',
        description:
          'Usafi wa sofa, mazulia, magodoro na viti vya gari kwa shampuu na mashine. Bei ni ya sofa ya viti 5; zulia hulipiwa kulingana na ukubwa wake.',
        priceKsh: 3500,
        experienceYears: 6,
      },
    ],
  },
  {
    key: 'janet-akinyi',
    name: 'Janet Akinyi',
    gender: 'female',
    email: 'janet.akinyi@example.co.ke',
    phone: '+254768125540',
    town: 'Nairobi',
    area: 'Roysambu',
    bio: 'Reliable house cleaner with 4 years of experience, working with families in Roysambu, Kasarani and Ruaka on a weekly or one-off basis.',
    offerings: [
      {
        category: 'cleaning',
        title: 'Weekly house cleaning',
        description:
          'A full day of cleaning, mopping, dusting, laundry and ironing. Price per visit, with a discount for a fixed weekly day.',
        priceKsh: 2500,
        experienceYears: 4,
      },
    ],
  },
  {
    key: 'beatrice-nafula',
    name: 'Beatrice Nafula',
    gender: 'female',
    email: 'beatrice.nafula@example.co.ke',
    phone: '+254105774219',
    town: 'Thika',
    townsServed: ['Ruiru', 'Juja'],
    area: 'Makongeni',
    bio: 'Supervisor of a commercial cleaning crew for 10 years, serving offices, schools and shops in Thika and Juja.',
    offerings: [
      {
        category: 'cleaning',
        title: 'Office & commercial cleaning',
        description:
          'Daily or weekly cleaning of offices and shops: floors, washrooms, bins and workstations. Price per visit for up to 300 square metres.',
        priceKsh: 9000,
        experienceYears: 10,
      },
    ],
  },

  // ── Moving ────────────────────────────────────────────────────────────
  {
    key: 'john-mwangi',
    name: 'John Mwangi',
    gender: 'male',
    email: 'john.mwangi@example.co.ke',
    phone: '+254720447318',
    town: 'Nairobi',
    area: 'Ngong Road',
    bio: 'Mover with 14 years of experience and my own 3-tonne and 7-tonne lorries. We wrap, pack, load and reassemble furniture anywhere in Nairobi.',
    offerings: [
      {
        category: 'moving',
        title: 'House moving within Nairobi',
        description:
          'Packing, wrapping, loading and transport with a crew of four. Price for a 1-bedroom; 3-bedroom moves from KSh 28,000.',
        priceKsh: 15000,
        experienceYears: 14,
      },
    ],
  },
  {
    key: 'abdullahi-hussein',
    name: 'Abdullahi Hussein',
    gender: 'male',
    email: 'abdullahi.hussein@example.co.ke',
    phone: '+254724963051',
    town: 'Mombasa',
    area: 'Tudor',
    bio: 'Kwa miaka 12 nimehamisha familia na biashara kati ya Mombasa na bara, kwa malori yaliyofunikwa na ufungaji wa uangalifu.',
    language: 'sw',
    offerings: [
      {
        category: 'moving',
        title: 'Upcountry moving from Mombasa',
        description:
          'Kuhama masafa marefu kutoka Mombasa hadi Nairobi, Voi, Malindi na kwingineko kwa lori lililofunikwa, pamoja na vifaa vya kufungia mizigo na bima ya mizigo njiani.',
        priceKsh: 35000,
        experienceYears: 12,
      },
    ],
  },
  {
    key: 'kelvin-odhiambo',
    name: 'Kelvin Odhiambo',
    gender: 'male',
    email: 'kelvin.odhiambo@example.co.ke',
    phone: '+254759318604',
    town: 'Nairobi',
    area: 'Embakasi',
    bio: 'For 7 years my crew has relocated offices and shops over the weekend, so your team is back at work on Monday morning.',
    offerings: [
      {
        category: 'moving',
        title: 'Office relocation',
        description:
          'Planned office moves with labelling, careful handling of IT equipment, and furniture dismantling and reassembly. Price for a small office of up to 15 desks.',
        priceKsh: 25000,
        experienceYears: 7,
      },
    ],
  },
  {
    key: 'stephen-njoroge',
    name: 'Stephen Njoroge',
    gender: 'male',
    email: 'stephen.njoroge@example.co.ke',
    phone: '+254717029385',
    town: 'Thika',
    area: 'Makongeni',
    bio: 'Owner of a pickup with a small crew, helping students and young families move around Thika, Juja and Ruiru for 3 years.',
    offerings: [
      {
        category: 'moving',
        title: 'Pickup truck for small moves',
        description:
          'A pickup and two helpers for a bedsitter or single room, or for a few items such as a fridge or a bed. Price within Thika town.',
        priceKsh: 5000,
        experienceYears: 3,
      },
    ],
  },
];
