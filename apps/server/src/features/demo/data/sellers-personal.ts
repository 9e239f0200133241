// Demo sellers: tutoring, fitness, beauty, IT services and pet care.
import type { DemoSeller } from './types';

export const personalSellers: DemoSeller[] = [
  // ── Tutoring ──────────────────────────────────────────────────────────
  {
    key: 'grace-atieno',
    name: 'Grace Atieno',
    gender: 'female',
    email: 'grace.atieno@example.co.ke',
    phone: '+254726419853',
    town: 'Kisumu',
    townsServed: ['Siaya', 'Bondo'],
    area: 'Milimani',
    bio: 'Secondary school maths teacher for 11 years. I coach Form 3 and Form 4 students for KCSE in small groups or one-on-one, in person or online.',
    offerings: [
      {
        category: 'tutoring',
        title: 'KCSE maths tuition',
        description:
          'One-on-one or small-group maths tuition for Form 1 to 4, with past papers and weekly progress feedback. Price per hour.',
        priceKsh: 1500,
        experienceYears: 11,
      },
    ],
  },
  {
    key: 'mary-mwikali',
    name: 'Mary Mwikali',
    gender: 'female',
    email: 'mary.mwikali@example.co.ke',
    phone: '+254703152976',
    town: 'Ruiru',
    area: 'Membley',
    bio: 'Primary school teacher for 7 years, helping Grade 1 to 6 learners with CBC homework, projects and reading.',
    offerings: [
      {
        category: 'tutoring',
        title: 'CBC homework support',
        description:
          'After-school homework help, CBC projects and reading practice at your home in Ruiru, Membley or Kimbo. Price per hour.',
        priceKsh: 1000,
        experienceYears: 7,
      },
    ],
  },
  {
    key: 'collins-wafula',
    name: 'Collins Wafula',
    gender: 'male',
    email: 'collins.wafula@example.co.ke',
    phone: '+254795027416',
    town: 'Eldoret',
    area: 'Elgon View',
    bio: 'Chemistry and physics teacher with 6 years of experience. I make practicals and calculations simple.',
    offerings: [
      {
        category: 'tutoring',
        title: 'Chemistry & physics tuition',
        description:
          'Form 1 to 4 chemistry and physics tuition with practical revision and KCSE past papers. Price per hour.',
        priceKsh: 1200,
        experienceYears: 6,
      },
    ],
  },

  // ── Fitness ───────────────────────────────────────────────────────────
  {
    key: 'dennis-kipchumba',
    name: 'Dennis Kipchumba',
    gender: 'male',
    email: 'dennis.kipchumba@example.co.ke',
    phone: '+254718264093',
    town: 'Eldoret',
    area: 'Elgon View',
    bio: 'Former 10,000 m athlete and running coach for 8 years, training beginners and marathon runners in Eldoret and Iten.',
    offerings: [
      {
        category: 'fitness',
        title: 'Running & marathon coaching',
        description:
          'Personal training plans, track sessions and weekly check-ins, from your first 5K to a full marathon. Price per session.',
        priceKsh: 2000,
        experienceYears: 8,
      },
    ],
  },
  {
    key: 'linda-achieng',
    name: 'Linda Achieng',
    gender: 'female',
    email: 'linda.achieng@example.co.ke',
    phone: '+254748031627',
    town: 'Nairobi',
    area: 'Lavington',
    bio: 'Certified personal trainer for 6 years, helping busy professionals lose weight and build strength at home or in the gym.',
    offerings: [
      {
        category: 'fitness',
        title: 'Personal training',
        description:
          'One-hour sessions at your home, your estate gym or a park, with a simple meal plan. Price per session; packages of 10 available.',
        priceKsh: 2500,
        experienceYears: 6,
      },
    ],
  },
  {
    key: 'cynthia-wangari',
    name: 'Cynthia Wangari',
    gender: 'female',
    email: 'cynthia.wangari@example.com',
    phone: '+254111204876',
    town: 'Nairobi',
    area: 'Runda',
    bio: 'Yoga instructor for 5 years, teaching gentle and power yoga to individuals and small groups in Runda, Gigiri and Westlands.',
    offerings: [
      {
        category: 'fitness',
        title: 'Yoga & stretching classes',
        description:
          'Private or small-group yoga sessions for flexibility, back pain and stress relief. Mats provided.',
        priceKsh: 2000,
        experienceYears: 5,
      },
    ],
  },
  {
    key: 'omar-bakari',
    name: 'Omar Bakari',
    gender: 'male',
    email: 'omar.bakari@example.co.ke',
    phone: '+254790658214',
    town: 'Mombasa',
    area: 'Nyali',
    bio: 'Swimming coach and lifeguard for 10 years, teaching children and adults to swim with confidence in Nyali and Bamburi.',
    offerings: [
      {
        category: 'fitness',
        title: 'Swimming lessons',
        description:
          'Beginner to intermediate lessons for children and adults, at your pool or a hotel pool. Price per 45-minute lesson.',
        priceKsh: 1500,
        experienceYears: 10,
      },
    ],
  },

  // ── Beauty ────────────────────────────────────────────────────────────
  {
    key: 'winnie-nekesa',
    name: 'Winnie Nekesa',
    gender: 'female',
    email: 'winnie.nekesa@example.co.ke',
    phone: '+254736581249',
    town: 'Nairobi',
    area: 'Umoja',
    bio: 'Hairstylist for 9 years, known in Umoja and Donholm for neat box braids, cornrows and dreadlock maintenance.',
    offerings: [
      {
        category: 'beauty',
        title: 'Braiding & dreadlocks',
        description:
          'Box braids, knotless braids, cornrows, twists, and locs installation or retwist, at my salon or at your home. Price for medium knotless braids.',
        priceKsh: 3500,
        experienceYears: 9,
      },
    ],
  },
  {
    key: 'naserian-parsimei',
    name: 'Naserian Parsimei',
    gender: 'female',
    email: 'naserian.parsimei@example.co.ke',
    phone: '+254112567308',
    town: 'Nairobi',
    area: 'Kitengela',
    bio: 'Makeup artist for 7 years, doing bridal, ruracio and photoshoot makeup for brides in Kitengela, Nairobi and beyond.',
    offerings: [
      {
        category: 'beauty',
        title: 'Bridal makeup',
        description:
          'A trial session, bridal makeup on the day and touch-ups, with lashes included. Bridesmaids charged separately.',
        priceKsh: 8000,
        experienceYears: 7,
      },
    ],
  },
  {
    key: 'tony-kariuki',
    name: 'Tony Kariuki',
    gender: 'male',
    email: 'tony.kariuki@example.co.ke',
    phone: '+254701445829',
    town: 'Nairobi',
    area: 'Kasarani',
    bio: 'Barber for 5 years. I bring clean, sterilised clippers to your home or office for cuts, shaves and beard shaping.',
    offerings: [
      {
        category: 'beauty',
        title: 'Home barber service',
        description:
          "Haircut, beard trim and hot-towel shave at your home. Price per person; kids' cuts KSh 500.",
        priceKsh: 800,
        experienceYears: 5,
      },
    ],
  },
  {
    key: 'zawadi-mwende',
    name: 'Zawadi Mwende',
    gender: 'female',
    email: 'zawadi.mwende@example.co.ke',
    phone: '+254757812043',
    town: 'Machakos',
    area: 'Mjini',
    bio: 'Nail technician for 3 years, offering manicures, pedicures and gel nails at home for ladies in Machakos town.',
    offerings: [
      {
        category: 'beauty',
        title: 'Manicure & pedicure at home',
        description:
          'Classic or gel manicure and pedicure with a foot scrub, at your home or office. Price for a combined mani-pedi.',
        priceKsh: 1500,
        experienceYears: 3,
      },
    ],
  },

  // ── IT services ───────────────────────────────────────────────────────
  {
    key: 'allan-kiprotich',
    name: 'Allan Kiprotich',
    gender: 'male',
    email: 'allan.kiprotich@example.co.ke',
    phone: '+254719357862',
    town: 'Nairobi',
    area: 'Westlands',
    bio: 'Computer technician for 8 years. I repair laptops of all brands, replace screens and recover data for students and businesses.',
    offerings: [
      {
        category: 'it',
        title: 'Laptop repair',
        description:
          'Screen, keyboard, battery and charging port replacement, overheating and slow laptops, OS reinstall and data recovery. Diagnosis fee; parts extra.',
        priceKsh: 2500,
        experienceYears: 8,
      },
    ],
  },
  {
    key: 'diana-moraa',
    name: 'Diana Moraa',
    gender: 'female',
    email: 'diana.moraa@example.co.ke',
    phone: '+254743920614',
    town: 'Nakuru',
    area: 'Section 58',
    bio: 'Web developer with 4 years of experience building websites and M-Pesa-enabled online shops for small businesses in Nakuru.',
    offerings: [
      {
        category: 'it',
        title: 'Website design for small businesses',
        description:
          'A mobile-friendly 5-page website with a contact form, WhatsApp button and Google Maps, plus domain and hosting setup.',
        priceKsh: 35000,
        experienceYears: 4,
      },
    ],
  },

  // ── Pet care ──────────────────────────────────────────────────────────
  {
    key: 'esther-nduta',
    name: 'Esther Nduta',
    gender: 'female',
    email: 'esther.nduta@example.co.ke',
    phone: '+254729140385',
    town: 'Nairobi',
    area: 'Karen',
    bio: 'Pet groomer for 7 years, caring for dogs of every size, from Maltese to German Shepherds, in Karen and Langata.',
    offerings: [
      {
        category: 'petcare',
        title: 'Dog grooming',
        description:
          'Bath, blow-dry, haircut, nail clipping and ear cleaning at your home. Price for a medium-sized dog.',
        priceKsh: 3000,
        experienceYears: 7,
      },
    ],
  },
  {
    key: 'evans-barasa',
    name: 'Evans Barasa',
    gender: 'male',
    email: 'evans.barasa@example.co.ke',
    phone: '+254768903417',
    town: 'Nairobi',
    area: 'Kileleshwa',
    bio: 'Animal lover with 3 years of experience walking dogs and pet sitting for families in Kileleshwa, Kilimani and Lavington.',
    offerings: [
      {
        category: 'petcare',
        title: 'Dog walking & pet sitting',
        description:
          'Daily dog walks, feeding and overnight pet sitting while you travel, with photo updates on WhatsApp. Price per day.',
        priceKsh: 1000,
        experienceYears: 3,
      },
    ],
  },
  {
    key: 'wilson-rotich',
    name: 'Wilson Rotich',
    gender: 'male',
    email: 'wilson.rotich@example.co.ke',
    phone: '+254702819364',
    town: 'Kiambu',
    area: 'Thindigua',
    bio: 'Veterinary surgeon for 14 years. I do home visits for vaccinations, deworming and check-ups for dogs and cats around Kiambu and Ridgeways.',
    offerings: [
      {
        category: 'petcare',
        title: 'Home vet visits & vaccination',
        description:
          'Home consultation, vaccinations (rabies, DHPPi), deworming and tick control. Consultation fee; vaccines charged separately.',
        priceKsh: 3000,
        experienceYears: 14,
      },
    ],
  },
];
