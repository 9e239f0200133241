// Demo sellers: catering, photography and event planning.
import type { DemoSeller } from './types';

export const eventSellers: DemoSeller[] = [
  // ── Catering (Purity Kendi also plans parties) ────────────────────────
  {
    key: 'margaret-njeri',
    name: 'Margaret Njeri',
    gender: 'female',
    email: 'margaret.njeri@example.co.ke',
    phone: '+254719603482',
    town: 'Nairobi',
    area: 'Rongai',
    bio: 'Caterer for 14 years, serving nyama choma, mukimo and full buffets at harambees, birthdays and corporate events around Nairobi.',
    offerings: [
      {
        category: 'catering',
        title: 'Nyama choma catering',
        description:
          'Goat and beef nyama choma grilled on site, with kachumbari, ugali and mukimo. Price per guest, minimum 30 guests.',
        priceKsh: 1200,
        experienceYears: 14,
      },
    ],
  },
  {
    key: 'fatuma-ali',
    name: 'Fatuma Ali',
    gender: 'female',
    email: 'fatuma.ali@example.co.ke',
    phone: '+254723745916',
    town: 'Malindi',
    area: 'Shella',
    bio: 'Swahili cook from Malindi with 10 years of experience catering for weddings and Maulidi celebrations along the coast.',
    offerings: [
      {
        category: 'catering',
        title: 'Swahili pilau & biryani catering',
        description:
          'Pilau, biryani, samosas, bhajia and fresh juice for weddings and family events. Price per guest, minimum 50 guests.',
        priceKsh: 950,
        experienceYears: 10,
      },
    ],
  },
  {
    key: 'purity-kendi',
    name: 'Purity Kendi',
    gender: 'female',
    email: 'purity.kendi@example.co.ke',
    phone: '+254741863502',
    town: 'Nairobi',
    area: 'Parklands',
    bio: 'Baker and party planner for 6 years. I make celebration cakes and organise birthday parties for children and adults.',
    offerings: [
      {
        category: 'catering',
        title: 'Birthday & celebration cakes',
        description:
          'Custom cakes in vanilla, red velvet, black forest or chocolate, with fondant or buttercream decoration. Price per 2 kg cake.',
        priceKsh: 4500,
        experienceYears: 6,
      },
      {
        category: 'events',
        title: 'Birthday party planning & décor',
        description:
          'Balloon décor, a themed backdrop, table setup and party coordination for up to 40 guests.',
        priceKsh: 15000,
        experienceYears: 4,
      },
    ],
  },

  // ── Photography ───────────────────────────────────────────────────────
  {
    key: 'victor-ouma',
    name: 'Victor Ouma',
    gender: 'male',
    email: 'victor.ouma@example.co.ke',
    phone: '+254708917235',
    town: 'Nairobi',
    area: 'Westlands',
    bio: 'Wedding and events photographer for 10 years, covering weddings across Kenya in a relaxed, documentary style.',
    offerings: [
      {
        category: 'photography',
        title: 'Wedding photography',
        description:
          'Full-day coverage from preparations to the reception: more than 400 edited photos, an online gallery and a printed photobook.',
        priceKsh: 85000,
        experienceYears: 10,
      },
      {
        category: 'photography',
        title: 'Wedding videography',
        description:
          'A cinematic highlight film plus full ceremony and speeches video, with drone shots where allowed.',
        priceKsh: 70000,
        experienceYears: 7,
      },
    ],
  },
  {
    key: 'sharon-chepkoech',
    name: 'Sharon Chepkoech',
    gender: 'female',
    email: 'sharon.chepkoech@example.co.ke',
    phone: '+254706514872',
    town: 'Nakuru',
    area: 'Milimani',
    bio: 'Portrait photographer for 5 years in Nakuru, capturing graduations, family portraits and maternity shoots.',
    offerings: [
      {
        category: 'photography',
        title: 'Graduation & family portraits',
        description:
          'A one-hour shoot at a location of your choice or in my studio, with 25 edited high-resolution photos.',
        priceKsh: 8000,
        experienceYears: 5,
      },
    ],
  },
  {
    key: 'eric-mwenda',
    name: 'Eric Mwenda',
    gender: 'male',
    email: 'eric.mwenda@example.com',
    phone: '+254728706159',
    town: 'Nairobi',
    area: 'Kilimani',
    bio: 'Commercial photographer with 8 years of experience helping online shops, restaurants and Instagram brands look their best.',
    offerings: [
      {
        category: 'photography',
        title: 'Product photography for online shops',
        description:
          'Clean white-background and lifestyle photos for your online shop, Instagram and website. Price for up to 20 products.',
        priceKsh: 12000,
        experienceYears: 8,
      },
    ],
  },

  // ── Event planning ────────────────────────────────────────────────────
  {
    key: 'catherine-njambi',
    name: 'Catherine Njambi',
    gender: 'female',
    email: 'catherine.njambi@example.co.ke',
    phone: '+254715938470',
    town: 'Nairobi',
    area: 'Runda',
    bio: 'Event planner for 12 years, organising weddings, ruracios and dowry ceremonies from the first meeting until the last guest leaves.',
    offerings: [
      {
        category: 'events',
        title: 'Wedding & ruracio planning',
        description:
          'Budgeting, vendor booking, décor, the programme and on-the-day coordination for traditional and white weddings.',
        priceKsh: 60000,
        experienceYears: 12,
      },
    ],
  },
  {
    key: 'philip-kilonzo',
    name: 'Philip Kilonzo',
    gender: 'male',
    email: 'philip.kilonzo@example.co.ke',
    phone: '+254738204687',
    town: 'Machakos',
    area: 'Kenya Israel',
    bio: 'I have hired out tents, chairs and décor for weddings, graduations and funerals in Machakos and Ukambani for 15 years.',
    offerings: [
      {
        category: 'events',
        title: 'Tent, chairs & décor hire',
        description:
          'Tents, chairs with covers, tables, décor and a setup crew. Price for 100 guests, including delivery within Machakos.',
        priceKsh: 15000,
        experienceYears: 15,
      },
    ],
  },
  {
    key: 'maurice-oduor',
    name: 'Maurice Oduor',
    gender: 'male',
    email: 'maurice.oduor@example.co.ke',
    phone: '+254714286905',
    town: 'Kisumu',
    area: 'Nyalenda',
    bio: 'MC and sound engineer for 9 years. I bring the PA system, the DJ and the energy for weddings, parties and corporate events around Kisumu.',
    offerings: [
      {
        category: 'events',
        title: 'Sound system & MC for events',
        description:
          'PA system, wireless microphones, a DJ and a trilingual MC (English, Kiswahili and Dholuo) for up to 8 hours.',
        priceKsh: 18000,
        experienceYears: 9,
      },
    ],
  },
];
